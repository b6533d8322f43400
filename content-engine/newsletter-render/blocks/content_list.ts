import type { NewsletterItem, ResolvedNewsletterBlock } from '../../shared/newsletters/render-input.ts';
import { dividerColor } from '../colors.ts';
import type { BlockColors, RenderContext } from '../context.ts';
import { blockColors } from '../context.ts';
import { blockWrapper, section } from '../frame.ts';
import { tag } from '../markup.ts';
import { contentItemText, itemImage, itemText, pairs } from './item-parts.ts';

/*
 * A content list: its items as a list (image beside, above or without the text), a feature (the
 * first item large, the rest as a list) or a grid (two columns, one on phones).
 */

const divider = (colors: BlockColors, on: boolean, first: boolean) =>
  on && !first ? { 'border-top': `1px solid ${dividerColor(colors.background)}` } : {};

const listItem = (
  ctx: RenderContext,
  resolved: ResolvedNewsletterBlock,
  colors: BlockColors,
  item: NewsletterItem,
  first: boolean,
) => {
  const { styling, key } = resolved.block;
  const text = itemText(ctx, colors, styling, contentItemText(ctx, key, item));
  const href = ctx.link(item.url, key);
  const alt = item.imageAlt || item.name;
  const position = item.imageSrc ? styling.imagePosition : 'none';
  const rule = divider(colors, styling.dividers, first);
  if (position === 'none') return section(tag('mj-column', {}, text), { ...rule, padding: '8px 0' });
  if (position === 'top')
    return section(tag('mj-column', {}, itemImage(item.imageSrc, alt, href) + text), { ...rule, padding: '8px 0' });
  const image = tag('mj-column', { width: '32%' }, itemImage(item.imageSrc, alt, href));
  const words = tag('mj-column', { width: '68%' }, text);
  // Right: written image first and laid out right to left, so phones still show the image first.
  return section(image + words, { ...rule, padding: '8px 0', direction: position === 'right' ? 'rtl' : undefined });
};

const featureItem = (
  ctx: RenderContext,
  resolved: ResolvedNewsletterBlock,
  colors: BlockColors,
  item: NewsletterItem,
) => {
  const { styling, key } = resolved.block;
  const href = ctx.link(item.url, key);
  const image = styling.imagePosition === 'none' ? '' : itemImage(item.imageSrc, item.imageAlt || item.name, href);
  return section(
    tag('mj-column', {}, image + itemText(ctx, colors, styling, contentItemText(ctx, key, item), 'large')),
    { padding: '8px 0' },
  );
};

const gridRow = (
  ctx: RenderContext,
  resolved: ResolvedNewsletterBlock,
  colors: BlockColors,
  row: NewsletterItem[],
  first: boolean,
) => {
  const { styling, key } = resolved.block;
  const cell = (item: NewsletterItem) => {
    const href = ctx.link(item.url, key);
    const image = styling.imagePosition === 'none' ? '' : itemImage(item.imageSrc, item.imageAlt || item.name, href);
    return tag('mj-column', { width: '50%' }, image + itemText(ctx, colors, styling, contentItemText(ctx, key, item)));
  };
  // A lone last item keeps its half width so the grid's columns line up.
  const cells = row.map(cell).join('') + (row.length === 1 ? tag('mj-column', { width: '50%' }, '') : '');
  return section(cells, { ...divider(colors, styling.dividers, first), padding: '8px 0' });
};

export const renderContentList = (ctx: RenderContext, resolved: ResolvedNewsletterBlock) => {
  const colors = blockColors(ctx, resolved);
  const { items, block } = resolved;
  if (items.length === 0) return '';
  let body: string;
  if (block.styling.layout === 'grid') {
    body = pairs(items)
      .map((row, i) => gridRow(ctx, resolved, colors, row, i === 0))
      .join('');
  } else if (block.styling.layout === 'feature') {
    const [lead, ...rest] = items as [NewsletterItem, ...NewsletterItem[]];
    body =
      featureItem(ctx, resolved, colors, lead) +
      rest.map((item) => listItem(ctx, resolved, colors, item, false)).join('');
  } else {
    body = items.map((item, i) => listItem(ctx, resolved, colors, item, i === 0)).join('');
  }
  return blockWrapper(ctx, resolved, colors, body);
};
