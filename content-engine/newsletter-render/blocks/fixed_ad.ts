import type { ResolvedNewsletterBlock } from '../../shared/newsletters/render-input.ts';
import type { RenderContext } from '../context.ts';
import { blockColors } from '../context.ts';
import { displayAd } from './ad-parts.ts';

/** A fixed ad: the ad scheduled to the block's position for the date, as its image (native when it has none). */
export const renderFixedAd = (ctx: RenderContext, resolved: ResolvedNewsletterBlock) =>
  resolved.ad ? displayAd(ctx, resolved, blockColors(ctx, resolved), resolved.ad) : '';
