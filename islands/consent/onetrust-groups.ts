import { consentCategories, type ConsentCategory } from '../../content-engine/shared/consent-categories.ts';

const known = new Set<string>(Object.values(consentCategories));

/**
 * The categories in OneTrust's `OptanonActiveGroups` (",C0001,C0003,"), or in the groups of an
 * `OneTrustGroupsUpdated` event (an array); unknown groups (OneTrust's vendor ids, STACKs) are left out.
 */
export function parseOneTrustGroups(groups: string | readonly string[] | null | undefined): ConsentCategory[] {
  const list = typeof groups === 'string' ? groups.split(',') : (groups ?? []);
  return [...new Set(list.map((group) => group.trim()).filter((group) => known.has(group)))] as ConsentCategory[];
}
