import type { ResolvedNewsletterBlock } from '../../shared/newsletters/render-input.ts';
import type { RenderContext } from '../context.ts';
import { blockColors } from '../context.ts';
import { blockWrapper, section } from '../frame.ts';
import { tag } from '../markup.ts';
import { itemImage } from './item-parts.ts';

/*
 * A Passendo ad: the ad server picks the creative when the e-mail is opened; the image and click
 * URLs carry the campaign id and date ({{campaignId}}, {{date}}) so the image and click match.
 */

const fill = (url: string, campaignId: number | null, date: string) =>
  url
    .replace(/\{\{campaignId\}\}/g, encodeURIComponent(String(campaignId ?? 0)))
    .replace(/\{\{date\}\}/g, encodeURIComponent(date));

export const renderPassendoAd = (ctx: RenderContext, resolved: ResolvedNewsletterBlock) => {
  const { passendo, key } = resolved.block;
  const { id, date } = ctx.input.campaign;
  const src = fill(passendo.imageUrl, id, date);
  if (!src) return '';
  const href = ctx.link(fill(passendo.clickUrl, id, date), key);
  const width = Math.min(passendo.width, ctx.width - 32);
  const image = itemImage(src, passendo.alt || 'Advertisement', href, width);
  return blockWrapper(
    ctx,
    resolved,
    blockColors(ctx, resolved),
    section(tag('mj-column', {}, image), { padding: '8px 0' }),
  );
};
