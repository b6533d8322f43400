import type { NewsletterAdCreative, ResolvedNewsletterBlock } from '../../shared/newsletters/render-input.ts';
import { newsletterDisplayAdSizes } from '../../shared/newsletters/constants.ts';
import type { BlockColors, RenderContext } from '../context.ts';
import { blockWrapper, section } from '../frame.ts';
import { esc, tag } from '../markup.ts';
import { itemImage, itemText } from './item-parts.ts';

/*
 * How an ad is written, for the fixed and native ad blocks: image-only placements as their framed
 * image under the ad's label; the others natively (label, logo, image, title, body, call to action).
 */

const adLabel = (ctx: RenderContext, colors: BlockColors, label: string) =>
  label
    ? tag(
        'mj-text',
        { padding: '4px 16px', align: 'center' },
        `<p style="margin:0;font-size:11px;text-transform:uppercase;letter-spacing:1px;color:${colors.text}">${esc(label)}</p>`,
      )
    : '';

export const displayAd = (
  ctx: RenderContext,
  resolved: ResolvedNewsletterBlock,
  colors: BlockColors,
  ad: NewsletterAdCreative,
) => {
  const size = newsletterDisplayAdSizes[ad.payload.placement];
  const href = ctx.link(ad.payload.url, resolved.block.key);
  const width = Math.min(size?.width ?? ctx.width - 32, ctx.width - 32);
  const alt = ad.payload.imageAlt || ad.payload.title || ad.companyName || 'Advertisement';
  const image = itemImage(ad.imageSrc, alt, href, width);
  if (!image) return nativeAd(ctx, resolved, colors, ad);
  return blockWrapper(
    ctx,
    resolved,
    colors,
    section(tag('mj-column', {}, adLabel(ctx, colors, ad.label) + image), { padding: '8px 0' }),
  );
};

export const nativeAd = (
  ctx: RenderContext,
  resolved: ResolvedNewsletterBlock,
  colors: BlockColors,
  ad: NewsletterAdCreative,
) => {
  const { block } = resolved;
  const href = ctx.link(ad.payload.url, block.key);
  const cta = ad.payload.ctaLabel
    ? `<p style="margin:8px 0 0"><a href="${esc(href)}" style="color:${colors.link};font-weight:bold">${esc(ad.payload.ctaLabel)}</a></p>`
    : '';
  const logo = ad.logoSrc
    ? itemImage(ad.logoSrc, ad.companyName ? `${ad.companyName} logo` : 'Advertiser logo', href, 120, '8px 16px 0')
    : '';
  const text = itemText(
    ctx,
    colors,
    { ...block.styling, showTeaser: true, showLabel: true, showDate: false },
    {
      label: ad.label,
      name: ad.payload.title,
      href,
      teaser: ad.payload.body,
      extra: cta,
    },
  );
  const alt = ad.payload.imageAlt || ad.payload.title;
  const position = ad.imageSrc ? block.styling.imagePosition : 'none';
  const body =
    position === 'left' || position === 'right'
      ? section(
          tag('mj-column', { width: '32%' }, itemImage(ad.imageSrc, alt, href)) +
            tag('mj-column', { width: '68%' }, logo + text),
          {
            padding: '8px 0',
            direction: position === 'right' ? 'rtl' : undefined,
          },
        )
      : section(tag('mj-column', {}, (position === 'top' ? itemImage(ad.imageSrc, alt, href) : '') + logo + text), {
          padding: '8px 0',
        });
  return blockWrapper(ctx, resolved, colors, body);
};
