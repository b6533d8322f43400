import { Parser } from 'htmlparser2';

// Phrasing elements: at the top level they belong to the paragraph of the text around them.
const inlineTags = new Set([
  'a', 'abbr', 'b', 'bdi', 'bdo', 'br', 'cite', 'code', 'data', 'del', 'dfn', 'em', 'font', 'i', 'img',
  'ins', 'kbd', 'label', 'mark', 'q', 's', 'samp', 'small', 'span', 'strike', 'strong', 'sub', 'sup',
  'time', 'tt', 'u', 'var', 'wbr',
]);

/**
 * Splits a body after its first `count` top-level units: `teaser` holds them, `rest` starts exactly
 * where the next unit starts, and `teaser + rest === html`. A unit is a top-level element other than
 * phrasing ones (`p`, headings, lists, `blockquote`, `figure`, `div`, `table`, `pre`, …), or a run of
 * text and phrasing elements between them; whitespace and comments alone are no unit. A split never
 * falls inside an element. `rest` is empty when no unit follows; a `count` below 1 gates the first unit.
 * Runs without a DOM (browser and Node).
 */
export function ungatedParagraphs(html: string, count: number): { teaser: string; rest: string } {
  const units = Math.max(0, Math.floor(Number.isNaN(count) ? 0 : count));
  const split = topLevelUnitStarts(html)[units] ?? html.length;
  return { teaser: html.slice(0, split), rest: html.slice(split) };
}

/** Offsets in `html` where each top-level unit starts, in order. */
function topLevelUnitStarts(html: string): number[] {
  const starts: number[] = [];
  let depth = 0;
  let inInlineRun = false;
  const parser = new Parser({
    onopentag(name) {
      if (depth++ > 0) return;
      const inline = inlineTags.has(name);
      if (!inline || !inInlineRun) starts.push(parser.startIndex);
      inInlineRun = inline;
    },
    onclosetag() {
      depth--;
    },
    ontext(text) {
      if (depth > 0 || inInlineRun || !/\S/.test(text)) return;
      starts.push(parser.startIndex);
      inInlineRun = true;
    },
  });
  parser.end(html);
  return starts;
}
