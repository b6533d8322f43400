import type { GetHouseAdQuery } from '../../../content-engine/documents/generated/query/ads/getHouseAd.ts';
import type { HouseAdInput } from './api/save-house-ad.ts';

type HouseAd = GetHouseAdQuery['getHouseAd'];

export interface HouseAdFormValues {
  name: string;
  /** '' serves every unit. */
  adUnitKey: string;
  /** '' for units of any type. */
  adUnitType: string;
  /** '' for every section. */
  sectionAlias: string;
  size: string;
  /** The media-library image: its id ('' until chosen), path and file name for the preview. */
  image: { id: string; src: string; fileName: string };
  clickUrl: string;
  altText: string;
  /** datetime-local values in the browser's time zone; '' is open. */
  startDate: string;
  endDate: string;
  weight: string;
  priority: string;
  active: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Epoch ms → the value of a datetime-local input, in local time. */
export function toLocalInput(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return '';
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value (local time) → epoch ms; null when blank. */
export const fromLocalInput = (value: string): number | null => (value ? new Date(value).getTime() : null);

export const houseAdFormValues = (ad: HouseAd | null): HouseAdFormValues => ({
  name: ad?.name ?? '',
  adUnitKey: ad?.adUnitKey ?? '',
  adUnitType: ad?.adUnitType ?? '',
  sectionAlias: ad?.sectionAlias ?? '',
  size: ad?.size ?? '',
  image: {
    id: ad?.imageAssetId ? String(ad.imageAssetId) : '',
    src: ad?.imagePath ?? '',
    fileName: ad?.imagePath?.split('/').pop() ?? '',
  },
  clickUrl: ad?.clickUrl ?? '',
  altText: ad?.altText ?? '',
  startDate: toLocalInput(ad?.startDate),
  endDate: toLocalInput(ad?.endDate),
  weight: String(ad?.weight ?? 1),
  priority: String(ad?.priority ?? 0),
  active: ad?.active ?? true,
});

const numberOr = (text: string, fallback: number) => (text.trim() === '' ? fallback : Number(text));

/** The write's input; the engine validates the URL, dates, bounds and the image and names the bad field. */
export const houseAdInput = (values: HouseAdFormValues): HouseAdInput => ({
  name: values.name.trim(),
  adUnitKey: values.adUnitKey || null,
  adUnitType: values.adUnitType || null,
  sectionAlias: values.sectionAlias.trim() || null,
  size: values.size.trim(),
  imageAssetId: values.image.id ? Number(values.image.id) : null,
  clickUrl: values.clickUrl.trim(),
  altText: values.altText.trim(),
  startDate: fromLocalInput(values.startDate),
  endDate: fromLocalInput(values.endDate),
  weight: numberOr(values.weight, 1),
  priority: numberOr(values.priority, 0),
  active: values.active,
});

/** The form field that shows an engine problem's path (the image's id shows beside the image). */
export function houseAdFieldOf(path: string): string | null {
  if (path === 'imageAssetId') return 'image';
  return [
    'name',
    'adUnitKey',
    'adUnitType',
    'sectionAlias',
    'size',
    'clickUrl',
    'altText',
    'startDate',
    'endDate',
    'weight',
    'priority',
  ].includes(path)
    ? path
    : null;
}

/** Where a house ad is in its life at `now`, as the list shows it. */
export function houseAdState(
  ad: { active: boolean; startDate?: unknown; endDate?: unknown },
  now: number,
): 'Paused' | 'Scheduled' | 'Ended' | 'Running' {
  if (!ad.active) return 'Paused';
  if (typeof ad.startDate === 'number' && ad.startDate > now) return 'Scheduled';
  if (typeof ad.endDate === 'number' && ad.endDate <= now) return 'Ended';
  return 'Running';
}
