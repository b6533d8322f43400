import { adExclusionFlags, layoutTypes, loadMoreTypes, pageTypes } from '../../../content-engine/shared/enums.ts';

const typeLabels: Record<(typeof layoutTypes)[number], string> = {
  content: 'Content',
  section: 'Section',
  'content-override': 'Content override',
  'content-type-override': 'Content type override',
  'url-override': 'URL override',
  module: 'Module',
};
export const layoutTypeLabel = (type: string) => typeLabels[type as keyof typeof typeLabels] ?? type;
export const layoutTypeOptions = layoutTypes.map((value) => ({ value, label: typeLabels[value] }));

export const pageTypeOptions = pageTypes.map((value) => ({ value, label: value[0]!.toUpperCase() + value.slice(1) }));

const loadMoreLabels: Record<(typeof loadMoreTypes)[number], string> = {
  none: 'None',
  'custom-click': 'Custom, on click',
  'custom-scroll': 'Custom, on scroll',
  'page-click': 'Next page, on click',
  'page-scroll': 'Next page, on scroll',
};
export const loadMoreOptions = loadMoreTypes.map((value) => ({ value, label: loadMoreLabels[value] }));

export const gatingOptions = [
  { value: 'omeda', label: 'Omeda' },
  { value: 'membership', label: 'Membership' },
] as const;

const adExclusionLabels: Record<(typeof adExclusionFlags)[number], string> = {
  welcomeAd: 'Welcome ad',
  headerLeaderboardAd: 'Header leaderboard ad',
  stickyLeaderboardAd: 'Sticky leaderboard ad',
  contentBodyNativeAd: 'Content body native ad',
  contentBodyEmbedAd: 'Content body embed ad',
  contentListNativeAd: 'Content list native ad',
  reskinAd: 'Reskin ad',
};
export const adExclusionOptions = adExclusionFlags.map((flag) => ({ flag, label: adExclusionLabels[flag] }));

/** "url-override-propagated" → "URL override (propagated)": the precedence rule that chose a layout. */
export const ruleLabel = (rule: string) =>
  rule === 'url-override-propagated'
    ? 'URL override, propagated to a path below its alias'
    : rule === 'default'
      ? 'Default layout of the page type'
      : layoutTypeLabel(rule);
