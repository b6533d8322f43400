import type { AdUnit } from '../../../content-engine/shared/ad-units.ts';
import { outOfPageTypes } from '../../../islands/ads/ad-slot.ts';
import { reserveBreakpoints, reservedHeight } from '../../../islands/ads/size-mapping.ts';
import type { PageAdPlan } from './page-ads.ts';

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * One ad slot's markup: an empty box the page's ad script fills (islands/ads/ads.ts), its unit in
 * `data-ad`, its height reserved per viewport width so the ad causes no layout shift. A string,
 * so blocks can also place slots inside HTML (the content body).
 */
export function adSlotHtml(
  plan: PageAdPlan,
  unit: AdUnit,
  { index = 0, id }: { index?: number; id?: string } = {},
): string {
  const outOfPage = outOfPageTypes.includes(unit.type);
  const reserve = outOfPage
    ? ''
    : Object.entries(reserveBreakpoints)
        .map(([name, width]) => `--ad-h-${name}:${reservedHeight(unit, width)}px`)
        .join(';');
  const slotId = id ?? (index ? `ad-${unit.key}-${index}` : (unit.targetId ?? `ad-${unit.key}`));
  return `<div class="ad-slot ad-slot-${unit.type}${outOfPage ? ' ad-slot-oop' : ''}" id="${attr(slotId)}" data-ad="${attr(JSON.stringify(plan.slot(unit, index)))}"${reserve ? ` style="${reserve}"` : ''}></div>`;
}

/** A native slot with the card its creative's message fills (islands/ads/native-ad.ts). */
export function nativeAdHtml(
  plan: PageAdPlan,
  unit: AdUnit,
  { index = 0, tag = 'div', className = '' }: { index?: number; tag?: 'div' | 'li'; className?: string } = {},
): string {
  return `<${tag} class="native-ad${className ? ` ${className}` : ''}" data-native-ad>${adSlotHtml(plan, unit, { index })}<div class="native-ad-card"></div></${tag}>`;
}

/** Top-level paragraphs end at a `</p>` outside any other element (body HTML is sanitised markup). */
function paragraphEnds(html: string): number[] {
  const ends: number[] = [];
  let depth = 0;
  const tag = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^>]*?(\/?)>/g;
  const voids = new Set(['br', 'hr', 'img', 'input', 'meta', 'link', 'source', 'wbr', 'area', 'col', 'embed', 'track']);
  for (let m = tag.exec(html); m; m = tag.exec(html)) {
    const name = m[2]!.toLowerCase();
    if (voids.has(name) || m[3]) continue;
    if (m[1]) {
      depth = Math.max(0, depth - 1);
      if (depth === 0 && name === 'p') ends.push(m.index + m[0].length);
    } else depth++;
  }
  return ends;
}

/** Inserts each piece after its top-level paragraph (1-based); pieces past the last paragraph are left out. */
export function insertAfterParagraphs(html: string, pieces: { after: number; html: string }[]): string {
  const ends = paragraphEnds(html);
  const placed = pieces.filter((p) => p.after >= 1 && p.after <= ends.length).sort((a, b) => b.after - a.after);
  let out = html;
  for (const piece of placed) {
    const at = ends[piece.after - 1]!;
    out = out.slice(0, at) + piece.html + out.slice(at);
  }
  return out;
}
