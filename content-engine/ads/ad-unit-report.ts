import type { Block } from '../shared/schemas/grid.ts';
import { exclusionOfType, type AdExclusionFlag, type AdUnit } from '../shared/ad-units.ts';
import { isRunning, type HouseAd } from './house-ad.ts';

/** A layout as the report needs it. */
export interface ReportLayout {
  id: number;
  name: string;
  adExclusions: Partial<Record<AdExclusionFlag, boolean>>;
  blocks: Block[];
}

export interface LayoutRef {
  id: number;
  name: string;
}

/** One ad unit pattern and where it serves (/admin/ad-unit-settings-report). */
export interface AdUnitReportRow {
  unit: AdUnit;
  /** The layout ad exclusion flag that removes the unit's placement; null for layout blocks. */
  exclusionFlag: AdExclusionFlag | null;
  /** Layout blocks: the layouts whose gam_ad blocks name the unit, with how many blocks. */
  layoutsUsing: (LayoutRef & { blockCount: number })[];
  /** Page placements: the layouts whose ad exclusions remove it. */
  layoutsExcluding: LayoutRef[];
  houseAdCount: number;
  runningHouseAdCount: number;
}

/** gam_ad blocks naming a key no pattern has: they render nothing. */
export interface UnmatchedBlockKey {
  key: string;
  layouts: LayoutRef[];
}

const blockKey = (block: Block) => {
  const key = (block.settings as Record<string, unknown> | undefined)?.key;
  return typeof key === 'string' ? key.trim() : '';
};

const targets = (ad: HouseAd, unit: AdUnit) =>
  (ad.adUnitKey === null || ad.adUnitKey === unit.key) && (ad.adUnitType === null || ad.adUnitType === unit.type);

/** The report's rows, one per pattern in the units' order, and the gam_ad keys no pattern matches. */
export function adUnitReport({
  units,
  layouts,
  houseAds,
  now,
}: {
  units: readonly AdUnit[];
  layouts: readonly ReportLayout[];
  houseAds: readonly HouseAd[];
  now: number;
}): { rows: AdUnitReportRow[]; unmatched: UnmatchedBlockKey[] } {
  const uses = new Map<string, Map<number, LayoutRef & { blockCount: number }>>();
  for (const layout of layouts)
    for (const block of layout.blocks) {
      if (block.type !== 'gam_ad') continue;
      const key = blockKey(block);
      const byLayout = uses.get(key) ?? new Map();
      uses.set(key, byLayout);
      const use = byLayout.get(layout.id) ?? { id: layout.id, name: layout.name, blockCount: 0 };
      use.blockCount += 1;
      byLayout.set(layout.id, use);
    }
  const rows = units.map((unit): AdUnitReportRow => {
    const flag = exclusionOfType[unit.type] ?? null;
    const served = houseAds.filter((ad) => ad.active && targets(ad, unit));
    return {
      unit,
      exclusionFlag: flag,
      layoutsUsing: unit.type === 'layout-block' ? [...(uses.get(unit.key)?.values() ?? [])] : [],
      layoutsExcluding: flag
        ? layouts.filter((l) => l.adExclusions[flag] === true).map(({ id, name }) => ({ id, name }))
        : [],
      houseAdCount: served.length,
      runningHouseAdCount: served.filter((ad) => isRunning(ad, now)).length,
    };
  });
  const known = new Set(units.filter((u) => u.type === 'layout-block').map((u) => u.key));
  const unmatched = [...uses]
    .filter(([key]) => !known.has(key))
    .map(([key, byLayout]) => ({ key, layouts: [...byLayout.values()].map(({ id, name }) => ({ id, name })) }))
    .sort((a, b) => a.key.localeCompare(b.key));
  return { rows, unmatched };
}
