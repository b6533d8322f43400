import { z } from 'zod';
import { dbNullableNumber, dbNumber } from '../core/rows.ts';

export const sectionRow = z.object({
  id: dbNumber,
  tenant_key: z.string(),
  parent_id: dbNullableNumber,
  name: z.string(),
  full_name: z.string(),
  alias: z.string(),
  system_alias: z.string(),
  manual_alias: z.string().nullable(),
  alias_override: z.string().nullable(),
  description: z.string(),
  gam_alias: z.string().nullable(),
  sequence: dbNumber,
  status: dbNumber,
});

export const sectionColumns = Object.keys(sectionRow.shape);

/** The home section's alias: its page lives at the root path. */
export const homeAlias = 'home';

export interface WebsiteSection {
  id: number;
  tenantKey: string;
  parentId: number | null;
  name: string;
  /** Ancestor names and its own, root first, joined by " > ". */
  fullName: string;
  /** The alias in force (override, else manual, else system), without slashes: "news/industry". */
  alias: string;
  systemAlias: string;
  manualAlias: string | null;
  aliasOverride: string | null;
  description: string;
  gamAlias: string | null;
  sequence: number;
  status: number;
  /** "/" + alias; "/" for the home section. */
  canonicalPath: string;
}

/** One step of a section's breadcrumb. */
export interface SectionHierarchyEntry {
  id: number;
  name: string;
  alias: string;
  fullName: string;
  canonicalPath: string;
}

export const sectionCanonicalPath = (alias: string) => (alias === homeAlias ? '/' : `/${alias}`);

/** "/News/Industry/" → "news/industry"; the root path means the home section. */
export const normaliseSectionAlias = (alias: string) =>
  alias
    .trim()
    .replace(/^\/+|\/+$/g, '')
    .toLowerCase() || homeAlias;

export const toSection = (row: unknown): WebsiteSection => {
  const r = sectionRow.parse(row);
  return {
    id: r.id,
    tenantKey: r.tenant_key,
    parentId: r.parent_id,
    name: r.name,
    fullName: r.full_name,
    alias: r.alias,
    systemAlias: r.system_alias,
    manualAlias: r.manual_alias,
    aliasOverride: r.alias_override,
    description: r.description,
    gamAlias: r.gam_alias,
    sequence: r.sequence,
    status: r.status,
    canonicalPath: sectionCanonicalPath(r.alias),
  };
};
