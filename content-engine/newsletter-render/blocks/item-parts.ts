import type { NewsletterItem } from '../../shared/newsletters/render-input.ts';
import type { NewsletterBlock } from '../../shared/newsletters/template-schema.ts';
import type { BlockColors, RenderContext } from '../context.ts';
import { esc, leaf, longDate, tag } from '../markup.ts';

/*
 * An item's image and text as the content list (and the issue and ad blocks) write them: label,
 * linked name, date and teaser, each shown as the block's styling says.
 */

export interface ItemText {
  label?: string | null;
  name: string;
  href: string;
  date?: string | null;
  teaser?: string | null;
  /** Extra lines of already escaped markup (contacts' e-mail and phone, an issue's edition link). */
  extra?: string;
}

/** The item's text in one mj-text. */
export const itemText = (
  ctx: RenderContext,
  colors: BlockColors,
  styling: NewsletterBlock['styling'],
  item: ItemText,
  size: 'normal' | 'large' = 'normal',
) => {
  const headingSize = Math.round(ctx.fontSize * (size === 'large' ? 1.6 : 1.2));
  const label =
    styling.showLabel && item.label
      ? `<p style="margin:0 0 4px;font-size:${Math.max(11, ctx.fontSize - 3)}px;font-weight:bold;text-transform:uppercase;color:${colors.accent}">${esc(item.label)}</p>`
      : '';
  const name = item.href
    ? `<a href="${esc(item.href)}" style="color:${colors.link};text-decoration:none">${esc(item.name)}</a>`
    : esc(item.name);
  const heading = `<h3 style="margin:0 0 4px;font-family:${esc(ctx.headingFont)};font-size:${headingSize}px;line-height:1.3;color:${colors.link}">${name}</h3>`;
  const date =
    styling.showDate && item.date && longDate(item.date)
      ? `<p style="margin:0 0 4px;font-size:${Math.max(11, ctx.fontSize - 2)}px">${esc(longDate(item.date))}</p>`
      : '';
  const teaser = styling.showTeaser && item.teaser ? `<p style="margin:0">${esc(item.teaser)}</p>` : '';
  return tag('mj-text', { padding: '4px 16px' }, label + heading + date + teaser + (item.extra ?? ''));
};

/** A linked image, or '' without a source. Alt text is required by the caller. */
export const itemImage = (
  src: string | null | undefined,
  alt: string,
  href: string,
  width?: number,
  padding = '8px 16px',
) =>
  src ? leaf('mj-image', { src, alt, href: href || undefined, width: width ? `${width}px` : undefined, padding }) : '';

/** Items in pairs (the grid layout: two columns, one on phones). */
export const pairs = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / 2) }, (_, i) => items.slice(i * 2, i * 2 + 2));

/** The item's own fields as the block writes them. */
export const contentItemText = (ctx: RenderContext, key: string, item: NewsletterItem): ItemText => ({
  label: item.label,
  name: item.name,
  href: ctx.link(item.url, key),
  date: item.date,
  teaser: item.teaser,
});
