import { newsletterDisplayAdSizes } from '../../shared/newsletters/constants.ts';
import type { ResolvedNewsletterBlock } from '../../shared/newsletters/render-input.ts';
import type { RenderContext } from '../context.ts';
import { blockColors } from '../context.ts';
import { displayAd, nativeAd } from './ad-parts.ts';

/** A native ad: written like the block's items (label, image, title, body, call to action); image-only placements as their image. */
export const renderNativeAd = (ctx: RenderContext, resolved: ResolvedNewsletterBlock) => {
  const { ad } = resolved;
  if (!ad) return '';
  const colors = blockColors(ctx, resolved);
  return newsletterDisplayAdSizes[ad.payload.placement]
    ? displayAd(ctx, resolved, colors, ad)
    : nativeAd(ctx, resolved, colors, ad);
};
