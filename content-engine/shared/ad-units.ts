import type { adExclusionFlags, PageType } from './enums.ts';

/** Ad unit types (spec admin "Ad unit pattern"). */
export const adUnitTypes = [
  'layout-block',
  'page',
  'content-list-native',
  'content-body-embed',
  'content-body-native',
  'reskin',
  'sticky-bottom',
  'header-leaderboard',
] as const;
export type AdUnitType = (typeof adUnitTypes)[number];

/** [width, height] in CSS pixels. */
export type AdSize = [number, number];

/** Sizes offered from a viewport of at least `viewport` (GPT's size mapping). */
export interface SizeMappingEntry {
  viewport: AdSize;
  sizes: AdSize[];
}

/** An ad unit (spec public §3 "Ad unit"). */
export interface AdUnit {
  id: number;
  key: string;
  name: string;
  type: AdUnitType;
  size: AdSize;
  sizeMapping: SizeMappingEntry[];
  /** Seconds; 0 never refreshes. */
  refreshRate: number;
  useSectionAlias: boolean;
  excludePageTypes: PageType[];
  targetId: string | null;
}

export type AdExclusionFlag = (typeof adExclusionFlags)[number];

/** The layout (and content) exclusion flag that removes each placement (spec admin "Ad exclusion flags"). */
export const exclusionOfType: Partial<Record<AdUnitType, AdExclusionFlag>> = {
  'header-leaderboard': 'headerLeaderboardAd',
  'sticky-bottom': 'stickyLeaderboardAd',
  'content-body-native': 'contentBodyNativeAd',
  'content-body-embed': 'contentBodyEmbedAd',
  'content-list-native': 'contentListNativeAd',
  reskin: 'reskinAd',
  // The out-of-page unit delivers the welcome ad.
  page: 'welcomeAd',
};

/** Default ad size (spec public §9). */
export const defaultAdSize: AdSize = [1, 1];

/** 'WxH' → [w, h]; null for anything else. */
export function parseAdSize(text: string): AdSize | null {
  const match = /^(\d{1,4})x(\d{1,4})$/.exec(text.trim());
  return match ? [Number(match[1]), Number(match[2])] : null;
}

export const formatAdSize = ([width, height]: AdSize) => `${width}x${height}`;
