import type { ResolvedNewsletterBlock } from '../shared/newsletters/render-input.ts';
import { firstColor, readable } from './colors.ts';
import type { BlockColors, RenderContext } from './context.ts';
import { esc, tag } from './markup.ts';

/*
 * What every block shares: its wrapper (background), its title in the template's grid title
 * styles, and its call to action.
 */

/** The block's title as a one-column section, or '' when hidden or empty. */
export const blockTitle = (ctx: RenderContext, resolved: ResolvedNewsletterBlock, colors: BlockColors) => {
  const { block } = resolved;
  if (!block.styling.showTitle || !block.title) return '';
  const t = ctx.input.template.payload.gridTitleStyles;
  const background = firstColor(t.backgroundColor, colors.background);
  const color = readable(t.textColor, background);
  const style = [
    'margin:0',
    `font-family:${ctx.headingFont}`,
    `font-size:${t.fontSize}px`,
    'line-height:1.25',
    `color:${color}`,
    t.uppercase ? 'text-transform:uppercase;letter-spacing:1px' : '',
    t.borderColor ? `border-bottom:2px solid ${t.borderColor};padding-bottom:6px` : '',
  ]
    .filter(Boolean)
    .join(';');
  return section(
    tag(
      'mj-column',
      {},
      tag(
        'mj-text',
        { 'container-background-color': t.backgroundColor || undefined, padding: '16px 16px 8px' },
        `<h2 style="${esc(style)}">${esc(block.title)}</h2>`,
      ),
    ),
  );
};

/** The block's call to action as a button, or '' when it has no label or link. */
export const blockCta = (ctx: RenderContext, resolved: ResolvedNewsletterBlock, colors: BlockColors) => {
  const { cta, key } = resolved.block;
  const href = ctx.link(cta.url, key);
  if (!cta.label || !href) return '';
  const background = colors.accent;
  return section(
    tag(
      'mj-column',
      {},
      tag(
        'mj-button',
        {
          href,
          'background-color': background,
          color: readable('#ffffff', background),
          'font-weight': 'bold',
          align: 'left',
          padding: '8px 16px 16px',
        },
        esc(cta.label),
      ),
    ),
  );
};

/** A section without padding of its own (the wrapper pads the block). */
export const section = (columns: string, extra: Record<string, string | undefined> = {}) =>
  tag('mj-section', { padding: '0', ...extra }, columns);

/** A block: its sections inside a wrapper with the block's background. */
export const blockWrapper = (
  ctx: RenderContext,
  resolved: ResolvedNewsletterBlock,
  colors: BlockColors,
  body: string,
) => {
  if (!body) return '';
  return tag(
    'mj-wrapper',
    { 'background-color': colors.background, padding: '8px 0' },
    blockTitle(ctx, resolved, colors) + body + blockCta(ctx, resolved, colors),
  );
};
