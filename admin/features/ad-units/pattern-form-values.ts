import type { GetAdUnitPatternQuery } from '../../../content-engine/documents/generated/query/ads/getAdUnitPattern.ts';
import { adUnitTypes } from '../../../content-engine/shared/ad-units.ts';
import { pageTypes } from '../../../content-engine/shared/enums.ts';
import type { AdUnitPatternInput } from './api/save-ad-unit-pattern.ts';

type Pattern = GetAdUnitPatternQuery['getAdUnitPattern'];

/** The eight types with the labels the form and list show (spec admin §3 "Ad unit pattern"). */
export const adUnitTypeOptions = adUnitTypes.map((value) => ({ value, label: value }));
export const pageTypeOptions = pageTypes;

export interface PatternFormValues {
  name: string;
  key: string;
  /** '' until chosen. */
  type: string;
  size: string;
  /** One row per viewport; sizes as typed ("970x90, 728x90"). */
  sizeMapping: { viewport: string; sizes: string }[];
  refreshRate: string;
  useSectionAlias: boolean;
  excludePageTypes: string[];
  targetId: string;
}

export const patternFormValues = (pattern: Pattern | null): PatternFormValues => ({
  name: pattern?.name ?? '',
  key: pattern?.key ?? '',
  type: pattern?.type ?? '',
  size: pattern?.size ?? '1x1',
  sizeMapping: (pattern?.sizeMapping ?? []).map((entry) => ({
    viewport: entry.viewport,
    sizes: entry.sizes.join(', '),
  })),
  refreshRate: String(pattern?.refreshRate ?? 0),
  useSectionAlias: pattern?.useSectionAlias ?? true,
  excludePageTypes: pattern?.excludePageTypes ?? [],
  targetId: pattern?.targetId ?? '',
});

const splitSizes = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((size) => size.trim())
    .filter(Boolean);

/** The write's input; the engine validates sizes, bounds and types and names the bad field. */
export const patternInput = (values: PatternFormValues): AdUnitPatternInput => ({
  name: values.name.trim(),
  key: values.key.trim(),
  type: values.type || null,
  size: values.size.trim() || '1x1',
  sizeMapping: values.sizeMapping.map((entry) => ({
    viewport: entry.viewport.trim(),
    sizes: splitSizes(entry.sizes),
  })),
  refreshRate: values.refreshRate.trim() === '' ? 0 : Number(values.refreshRate),
  useSectionAlias: values.useSectionAlias,
  excludePageTypes: values.excludePageTypes,
  targetId: values.targetId.trim(),
});

/** The form field that shows an engine problem's path ("sizeMapping.1.sizes.0" → "sizeMapping.1.sizes"). */
export function patternFieldOf(path: string): string | null {
  const mapping = /^sizeMapping\.(\d+)\.(viewport|sizes)/.exec(path);
  if (mapping) return `sizeMapping.${mapping[1]}.${mapping[2]}`;
  const top = path.split('.')[0]!;
  return ['name', 'key', 'type', 'size', 'sizeMapping', 'refreshRate', 'excludePageTypes', 'targetId'].includes(top)
    ? top
    : null;
}
