import { slugify } from '../core/slugify.ts';
import { homeAlias } from './section.ts';

/** "Fleet & Trucks’ News" → "fleet-and-trucks-news" (at most 80 characters); "" when the name has no letter or digit. */
export const sectionSlug = (name: string) => slugify(name, 80);

/** Lower-case segments of letters, digits, "-" and "_", joined by "/". */
export const sectionAliasPattern = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*$/;

/** "/News/Industry/" → "news/industry"; blank → null. */
export const normaliseEnteredAlias = (alias: string) =>
  alias
    .trim()
    .replace(/^\/+|\/+$/g, '')
    .toLowerCase() || null;

/** The parent's alias in force + "/" + the slug of the name; top level: the slug alone. */
export const systemAliasOf = (parentAlias: string | null, name: string) =>
  parentAlias && parentAlias !== homeAlias ? `${parentAlias}/${sectionSlug(name)}` : sectionSlug(name);

/** The alias in force: the override, else the manual alias, else the system alias. */
export const aliasInForce = (s: { aliasOverride: string | null; manualAlias: string | null; systemAlias: string }) =>
  s.aliasOverride || s.manualAlias || s.systemAlias;
