import type { NewsletterAdCreative } from '../shared/newsletters/render-input.ts';
import { absoluteUrl } from './links.ts';

/*
 * Which ad a fixed or native ad block shows (spec admin §3, §5): among the ads scheduled to the
 * template at the block's position whose dates hold the campaign's date, the highest priority
 * wins (10 Standard > 5 House-Reserve > 1 House); on a tie, the ad updated last; then the lower
 * ad id, so the choice never depends on row order.
 */

export interface AdCandidate {
  adId: number;
  priority: number;
  updated: number;
  position: number;
  startDate: string;
  endDate: string;
  payload: NewsletterAdCreative['payload'];
  orderId: string;
  lineItemId: string;
}

export function chooseAd<T extends AdCandidate>(candidates: readonly T[], position: number, date: string): T | null {
  const eligible = candidates.filter((c) => c.position === position && c.startDate <= date && date <= c.endDate);
  eligible.sort((a, b) => b.priority - a.priority || b.updated - a.updated || a.adId - b.adId);
  return eligible[0] ?? null;
}

/** The ad as the renderer shows it: absolute image URLs, the label naming the company. */
export function adCreative(
  chosen: AdCandidate,
  { origin, companyName }: { origin: string; companyName: string },
): NewsletterAdCreative {
  const { payload } = chosen;
  return {
    id: chosen.adId,
    payload,
    imageSrc: absoluteUrl(payload.image, origin),
    logoSrc: absoluteUrl(payload.logo, origin),
    label: payload.label.replace('[Company Name]', companyName).replace(/^Sponsored by\s*$/, 'Sponsored'),
    companyName,
    position: chosen.position,
    orderId: chosen.orderId,
    lineItemId: chosen.lineItemId,
  };
}
