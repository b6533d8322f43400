import { homeAlias } from '../../sections/section.ts';

/** `base`, then `base-2`, `base-3`… */
export const aliasCandidate = (base: string, n: number) => (n <= 1 ? base : `${base}-${n}`);

/** An item's canonical path: its primary section's path (none for home) and its alias. */
export const contentCanonicalPath = (sectionAlias: string | null, alias: string) =>
  sectionAlias && sectionAlias !== homeAlias ? `/${sectionAlias}/${alias}` : `/${alias}`;
