import type { LayoutType } from '../shared/enums.ts';
import { normalisePath } from './layout.ts';
import type { LayoutRecord } from './writes.ts';

export const layoutSortFields = ['name', 'type', 'updated'] as const;
export type LayoutSortField = (typeof layoutSortFields)[number];

/** The layouts list's filters (/admin/layouts); every one given must hold. */
export interface LayoutListFilters {
  /** Matched anywhere in the name, the module key or an alias (case-insensitive). */
  search?: string;
  types?: readonly LayoutType[];
  /** `global`: only layouts every site uses; `site`: only layouts assigned to sites. */
  scope?: 'global' | 'site';
  /** Layouts for this content type (override layouts name theirs). */
  contentType?: string;
  /** Layouts with this alias (normalised as pages are: "news/" is "/news"). */
  alias?: string;
}

export interface LayoutListSort {
  field: LayoutSortField;
  order: 'asc' | 'desc';
}

const lower = (text: string) => text.toLocaleLowerCase('en');

function matches(layout: LayoutRecord, f: LayoutListFilters): boolean {
  if (f.types?.length && !f.types.includes(layout.type)) return false;
  if (f.scope === 'global' && !layout.isGlobal) return false;
  if (f.scope === 'site' && layout.isGlobal) return false;
  if (f.contentType && !layout.contentTypes.includes(f.contentType)) return false;
  if (f.alias !== undefined && !layout.aliases.includes(normalisePath(f.alias))) return false;
  if (f.search) {
    const needle = lower(f.search);
    const haystacks = [layout.name, layout.key ?? '', ...layout.aliases];
    if (!haystacks.some((text) => lower(text).includes(needle))) return false;
  }
  return true;
}

const compare = (a: LayoutRecord, b: LayoutRecord, field: LayoutSortField): number =>
  field === 'updated'
    ? a.updated - b.updated
    : lower(a[field]).localeCompare(lower(b[field]), 'en') || lower(a.name).localeCompare(lower(b.name), 'en');

/**
 * The layouts that pass the filters, sorted (ties by id, so pages of the list never overlap). A
 * tenant uses tens to a few hundred layouts, loaded whole (queries.ts `loadLayoutRecords`), so
 * filtering here keeps one rule for SQLite and PostgreSQL alike (aliases and content types are
 * JSON arrays).
 */
export function filterLayouts(
  layouts: readonly LayoutRecord[],
  filters: LayoutListFilters,
  { field, order }: LayoutListSort,
): LayoutRecord[] {
  const direction = order === 'desc' ? -1 : 1;
  return layouts
    .filter((layout) => matches(layout, filters))
    .sort((a, b) => direction * compare(a, b, field) || a.id - b.id);
}
