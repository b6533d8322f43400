/*
 * Helpers of the tests that render tenant pages: a one-column layout grid of blocks, the markup of
 * one block on a page, and the addresses a page makes the browser load at once.
 */

/** A grid of one row with one column holding `blocks` (ids r1, r1c1, r1c1b1…), as a layout stores it. */
export const oneColumnGrid = (blocks: { type: string; settings?: Record<string, unknown> }[]) => ({
  rows: [
    {
      id: 'r1',
      settings: { layout: '1' },
      columns: [
        {
          id: 'r1c1',
          settings: { blockAlignment: 'top' },
          blocks: blocks.map((b, i) => ({ id: `r1c1b${i + 1}`, type: b.type, settings: b.settings ?? {} })),
        },
      ],
    },
  ],
});

/**
 * The markup of the first block of `type` on the page from `from` (up to the next block or row),
 * or undefined; Astro's scoping attributes are left out so assertions read as the markup is written.
 */
export function blockMarkup(html: string, type: string, from = 0): string | undefined {
  const start = html.indexOf(`class="block block-${type}`, from);
  if (start < 0) return undefined;
  const ends = [html.indexOf('class="block block-', start + 1), html.indexOf('</section>', start)].filter((i) => i > 0);
  return html.slice(start, Math.min(...ends)).replace(/ data-astro-cid-\w+(="true")?| class="astro-\w+"/g, '');
}

/** Every address the page makes the browser load at once: script, frame, image, object and stylesheet sources. */
export function loadedAddresses(html: string): string[] {
  const sources = [...html.matchAll(/<(?:script|iframe|img|embed|video|audio|track|input)\b[^>]*?\ssrc="([^"]*)"/gi)];
  const objects = [...html.matchAll(/<object\b[^>]*?\sdata="([^"]*)"/gi)];
  const links = [...html.matchAll(/<link\b[^>]*>/gi)]
    .map((m) => m[0])
    .filter((tag) => /\srel="(?:stylesheet|preload|modulepreload|icon|apple-touch-icon)"/i.test(tag))
    .map((tag) => /\shref="([^"]*)"/.exec(tag));
  // An audio element's <source> preloads nothing (preload="none") until the visitor presses play.
  return [...sources, ...objects, ...links].flatMap((m) => (m ? [m[1]!] : []));
}
