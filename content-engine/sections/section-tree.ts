import type { Knex } from 'knex';
import { listActiveSections } from './queries.ts';
import { normaliseSectionAlias, type SectionHierarchyEntry, type WebsiteSection } from './section.ts';

export type { SectionHierarchyEntry, WebsiteSection } from './section.ts';

/** A tenant's active sections, indexed for page resolution, breadcrumbs and listings. */
export interface SectionTree {
  byId(id: number): WebsiteSection | undefined;
  /** Accepts "news/industry", "/news/industry/" or "/" (home); case-insensitive. */
  byAlias(alias: string): WebsiteSection | undefined;
  /** Direct children in sibling order (sequence, then name). */
  children(id: number): WebsiteSection[];
  /** Root first, excluding the section itself. */
  ancestors(id: number): WebsiteSection[];
  /** The section and everything below it. */
  descendantIds(id: number): number[];
  /** Root → self breadcrumb; empty for an unknown id. */
  hierarchy(id: number): SectionHierarchyEntry[];
  /** Sections without an active parent, in sibling order. */
  roots(): WebsiteSection[];
  /** Every section, depth first: each parent before its children. */
  all(): WebsiteSection[];
}

const siblingOrder = (a: WebsiteSection, b: WebsiteSection) =>
  a.sequence - b.sequence || a.name.localeCompare(b.name) || a.id - b.id;

/**
 * Builds the tree from a flat list. A section whose parent is not in the list counts as a root;
 * full names are recomputed from the ancestry so they always read "Parent > Child".
 */
export function createSectionTree(sections: readonly WebsiteSection[]): SectionTree {
  const rawById = new Map(sections.map((s) => [s.id, s]));
  const parentOf = (s: WebsiteSection) =>
    s.parentId !== null && s.parentId !== s.id ? rawById.get(s.parentId) : undefined;
  const chainOf = (s: WebsiteSection): WebsiteSection[] => {
    const chain = [s];
    const seen = new Set([s.id]);
    for (let p = parentOf(s); p && !seen.has(p.id); p = parentOf(p)) {
      chain.unshift(p);
      seen.add(p.id);
    }
    return chain;
  };

  const byId = new Map<number, WebsiteSection>();
  for (const s of sections)
    byId.set(s.id, {
      ...s,
      fullName: chainOf(s)
        .map((c) => c.name)
        .join(' > '),
    });
  const byAlias = new Map([...byId.values()].map((s) => [s.alias.toLowerCase(), s]));
  const childrenOf = new Map<number | null, WebsiteSection[]>();
  for (const s of byId.values()) {
    const key = s.parentId !== null && byId.has(s.parentId) && s.parentId !== s.id ? s.parentId : null;
    childrenOf.set(key, [...(childrenOf.get(key) ?? []), s]);
  }
  for (const list of childrenOf.values()) list.sort(siblingOrder);

  const walk = (list: WebsiteSection[], out: WebsiteSection[], seen: Set<number>) => {
    for (const s of list) {
      if (seen.has(s.id)) continue;
      seen.add(s.id);
      out.push(s);
      walk(childrenOf.get(s.id) ?? [], out, seen);
    }
    return out;
  };
  const ancestors = (id: number) => {
    const raw = rawById.get(id);
    return raw
      ? chainOf(raw)
          .slice(0, -1)
          .map((a) => byId.get(a.id) as WebsiteSection)
      : [];
  };

  return {
    byId: (id) => byId.get(id),
    byAlias: (alias) => byAlias.get(normaliseSectionAlias(alias)),
    children: (id) => [...(childrenOf.get(id) ?? [])],
    ancestors,
    descendantIds: (id) => (byId.has(id) ? walk([byId.get(id) as WebsiteSection], [], new Set()).map((s) => s.id) : []),
    hierarchy: (id) => {
      const self = byId.get(id);
      return self
        ? [...ancestors(id), self].map(({ id, name, alias, fullName, canonicalPath }) => ({
            id,
            name,
            alias,
            fullName,
            canonicalPath,
          }))
        : [];
    },
    roots: () => [...(childrenOf.get(null) ?? [])],
    // Sections caught in a parent cycle have no root; they come last rather than vanish.
    all: () => walk([...(childrenOf.get(null) ?? []), ...byId.values()], [], new Set()),
  };
}

/** Loads the tenant's active sections in one query and indexes them. */
export async function loadSectionTree(db: Knex, tenantKey: string): Promise<SectionTree> {
  return createSectionTree(await listActiveSections(db, tenantKey));
}
