import type { ResolvedNewsletterBlock } from '../../shared/newsletters/render-input.ts';
import type { RenderContext } from '../context.ts';
import { blockColors } from '../context.ts';
import { blockWrapper, section } from '../frame.ts';
import { esc, tag } from '../markup.ts';
import { itemImage, itemText } from './item-parts.ts';

/* The latest issue of a magazine: cover beside its name, publication and the digital edition link. */

export const renderIssue = (ctx: RenderContext, resolved: ResolvedNewsletterBlock) => {
  const { issue, block } = resolved;
  if (!issue) return '';
  const colors = blockColors(ctx, resolved);
  const href = ctx.link(issue.url, block.key);
  const edition = issue.digitalEditionUrl ? ctx.link(issue.digitalEditionUrl, block.key) : '';
  const text = itemText(
    ctx,
    colors,
    { ...block.styling, showTeaser: true, showLabel: true },
    {
      label: issue.publicationName,
      name: issue.name,
      href,
      date: issue.mailDate,
      extra: edition
        ? `<p style="margin:8px 0 0"><a href="${esc(edition)}" style="color:${colors.link};font-weight:bold">Read the digital edition</a></p>`
        : '',
    },
  );
  const cover = itemImage(issue.coverSrc, `Cover of ${issue.publicationName} ${issue.name}`.trim(), href, 180);
  const body =
    cover && block.styling.imagePosition !== 'none'
      ? section(tag('mj-column', { width: '32%' }, cover) + tag('mj-column', { width: '68%' }, text), {
          padding: '8px 0',
          direction: block.styling.imagePosition === 'right' ? 'rtl' : undefined,
        })
      : section(tag('mj-column', {}, text), { padding: '8px 0' });
  return blockWrapper(ctx, resolved, colors, body);
};
