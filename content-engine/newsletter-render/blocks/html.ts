import { sanitizeBody } from '../../content/writes/sanitize-body.ts';
import type { ResolvedNewsletterBlock } from '../../shared/newsletters/render-input.ts';
import type { RenderContext } from '../context.ts';
import { blockColors } from '../context.ts';
import { blockWrapper, section } from '../frame.ts';
import { tag } from '../markup.ts';

/*
 * An editor's HTML: sanitised again at render time with the project's sanitiser (it was sanitised
 * on save too, but the e-mail and its web archive never trust stored markup), its links tracked.
 */

const hrefAttribute = /(<a\b[^>]*?\shref=")([^"]*)(")/gi;

const decode = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
const encode = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

export const renderHtml = (ctx: RenderContext, resolved: ResolvedNewsletterBlock) => {
  const colors = blockColors(ctx, resolved);
  // Whitespace collapsed to single spaces, as a browser shows it: the squeezed e-mail then keeps every space.
  const clean = sanitizeBody(resolved.block.html).replace(/\s+/g, ' ').trim();
  if (!clean) return '';
  // sanitize-html writes attributes double-quoted and escaped, so the href pattern sees them all.
  const tracked = clean
    .replace(hrefAttribute, (_, open: string, href: string, close: string) => {
      const next = ctx.link(decode(href), resolved.block.key);
      return next ? `${open}${encode(next)}${close}` : `${open}#${close}`;
    })
    .replace(/<a\b/gi, `<a style="color:${colors.link}"`)
    .replace(/<img\b(?![^>]*\salt=)/gi, '<img alt=""');
  return blockWrapper(
    ctx,
    resolved,
    colors,
    section(tag('mj-column', {}, tag('mj-text', { padding: '4px 16px' }, tracked))),
  );
};
