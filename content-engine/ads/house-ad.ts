import { z } from 'zod';
import { dbJson, dbNullableNumber, dbNumber } from '../core/rows.ts';
import { adUnitTypes, type AdUnitType } from '../shared/ad-units.ts';
import { creativeKinds, type CreativeKind } from './creative.ts';

/**
 * A house ad as the admin manages it: a house-ad creative (the embedded ad server's line item)
 * with its targeting, schedule, weight and, for image creatives, the image, link and text.
 */
export interface HouseAd {
  id: number;
  name: string;
  kind: CreativeKind;
  /** Null serves every unit (of `adUnitType` when set). */
  adUnitKey: string | null;
  adUnitType: AdUnitType | null;
  /** 'WxH'; null for out-of-page creatives. */
  size: string | null;
  sectionAlias: string | null;
  priority: number;
  weight: number;
  active: boolean;
  startDate: number | null;
  endDate: number | null;
  assetId: number | null;
  /** The kind's fields (content-engine/ads/creative.ts). */
  fields: Record<string, unknown>;
  updated: number;
}

const houseAdRow = z.object({
  id: dbNumber,
  name: z.string(),
  kind: z.enum(creativeKinds),
  ad_unit_key: z.string().nullable(),
  ad_unit_type: z.enum(adUnitTypes).nullable(),
  size: z.string().nullable(),
  section_alias: z.string().nullable(),
  priority: dbNumber,
  weight: dbNumber,
  status: dbNumber,
  start_date: dbNullableNumber,
  end_date: dbNullableNumber,
  asset_id: dbNullableNumber,
  fields: dbJson(z.record(z.string(), z.unknown())),
  updated: dbNumber,
});

export const houseAdColumns = Object.keys(houseAdRow.shape);

export const toHouseAd = (row: unknown): HouseAd => {
  const r = houseAdRow.parse(row);
  return {
    id: r.id,
    name: r.name,
    kind: r.kind,
    adUnitKey: r.ad_unit_key,
    adUnitType: r.ad_unit_type,
    size: r.size,
    sectionAlias: r.section_alias,
    priority: r.priority,
    weight: r.weight,
    active: r.status === 1,
    startDate: r.start_date,
    endDate: r.end_date,
    assetId: r.asset_id,
    fields: r.fields,
    updated: r.updated,
  };
};

/** Whether a creative runs at `now`: its start has come and its end (exclusive) has not. */
export const isRunning = ({ startDate, endDate }: Pick<HouseAd, 'startDate' | 'endDate'>, now: number) =>
  (startDate === null || startDate <= now) && (endDate === null || now < endDate);
