import { formatAdSize, type AdSize } from '../shared/ad-units.ts';
import { isRunning } from './house-ad.ts';
import type { HouseCreative } from './queries.ts';

export interface SlotRequest {
  /** The sizes the slot accepts now (its size mapping for the viewport), in order of preference. */
  sizes: AdSize[];
  sectionAlias: string | null;
  /** Which of equally ranked creatives (a refresh asks for the next one). */
  rotation: number;
  /** Epoch ms: creatives outside their start and end dates are not served. */
  now: number;
}

/**
 * The local ad server's choice, as an ad server's line-item selection: creatives that fit one of
 * the slot's sizes (a creative without a size is out-of-page and fits 1x1 slots only) and whose
 * section targeting is absent or the slot's section; among them the highest priority, section
 * targeted before untargeted; equals rotate by `rotation`, each taking as many turns of every
 * `sum of weights` as its weight. Creatives outside their dates do not run. Null when none fits.
 */
export function chooseCreative(
  candidates: readonly HouseCreative[],
  request: SlotRequest,
): { creative: HouseCreative; size: AdSize } | null {
  const wanted = request.sizes.map(formatAdSize);
  const fitting = candidates
    .filter((creative) => isRunning(creative, request.now))
    .map((creative) => ({
      creative,
      size:
        creative.size === null
          ? wanted.includes('1x1')
            ? ([1, 1] as AdSize)
            : null
          : wanted.includes(creative.size)
            ? request.sizes[wanted.indexOf(creative.size)]!
            : null,
    }))
    .filter((c): c is { creative: HouseCreative; size: AdSize } => c.size !== null)
    .filter(({ creative }) => creative.sectionAlias === null || creative.sectionAlias === request.sectionAlias);
  if (fitting.length === 0) return null;
  const rank = ({ creative }: { creative: HouseCreative }) =>
    creative.priority * 2 + (creative.sectionAlias === null ? 0 : 1);
  const best = Math.max(...fitting.map(rank));
  const top = fitting.filter((c) => rank(c) === best);
  let turn = Math.abs(request.rotation) % top.reduce((sum, c) => sum + c.creative.weight, 0);
  for (const candidate of top) {
    turn -= candidate.creative.weight;
    if (turn < 0) return candidate;
  }
  return top[0]!;
}
