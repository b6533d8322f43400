import { EngineError } from '../core/errors.ts';
import { badInput } from '../core/validate.ts';
import { createSectionTree } from './section-tree.ts';
import { homeAlias, type WebsiteSection } from './section.ts';
import { aliasInForce, sectionSlug, systemAliasOf } from './section-alias.ts';

/** The editable fields that decide a section's place and aliases. */
export interface SectionDraft {
  /** 0 for a section not created yet. */
  id: number;
  parentId: number | null;
  name: string;
  manualAlias: string | null;
  aliasOverride: string | null;
}

export interface PlannedSection {
  id: number;
  parentId: number | null;
  name: string;
  systemAlias: string;
  alias: string;
  fullName: string;
  /** The alias before the change; null for a new section. */
  oldAlias: string | null;
}

/** Refuses a parent that is not one of `sections` (the tenant's active sections). */
export function assertActiveParent(sections: readonly WebsiteSection[], parentId: number | null) {
  if (parentId !== null && !sections.some((s) => s.id === parentId))
    throw badInput('parentId', `Website section ${parentId} is not an active section of this tenant`);
}

/**
 * The section (draft) and everything below it after the change, parents first, with system
 * aliases, aliases in force and full names recomputed from the new ancestry. `sections` are the
 * tenant's active sections before the change. The home section keeps its alias.
 */
export function planSectionChange(sections: readonly WebsiteSection[], draft: SectionDraft): PlannedSection[] {
  const tree = createSectionTree(sections);
  const before = tree.byId(draft.id);
  const below = before ? tree.descendantIds(draft.id) : [draft.id];
  if (draft.parentId !== null && below.includes(draft.parentId))
    throw badInput('parentId', 'A section cannot move under itself or its own subsections');
  if (!sectionSlug(draft.name)) throw badInput('name', 'Must contain a letter or a digit');

  const planned = new Map<number, PlannedSection>();
  for (const id of below) {
    const s = id === draft.id ? draft : (tree.byId(id) as WebsiteSection);
    const parent = s.parentId === null ? undefined : (planned.get(s.parentId) ?? tree.byId(s.parentId));
    const oldAlias = id === draft.id ? (before?.alias ?? null) : (tree.byId(id) as WebsiteSection).alias;
    const systemAlias = oldAlias === homeAlias ? homeAlias : systemAliasOf(parent?.alias ?? null, s.name);
    const alias = aliasInForce({ aliasOverride: s.aliasOverride, manualAlias: s.manualAlias, systemAlias });
    if (oldAlias === homeAlias && alias !== homeAlias)
      throw badInput('aliasOverride', `The home section keeps the alias "${homeAlias}"`);
    const fullName = parent ? `${parent.fullName} > ${s.name}` : s.name;
    planned.set(id, { id, parentId: s.parentId, name: s.name, systemAlias, alias, fullName, oldAlias });
  }
  const result = [...planned.values()];
  const seen = new Map<string, PlannedSection>();
  for (const p of result) {
    const twin = seen.get(p.alias);
    if (twin)
      throw new EngineError(
        'CONFLICT',
        `Sections "${twin.fullName}" and "${p.fullName}" would both have the alias "${p.alias}".`,
      );
    seen.set(p.alias, p);
  }
  return result;
}

/** Ids whose listings or breadcrumbs a change touches: the moved sections and both ancestries. */
export function affectedSectionIds(sections: readonly WebsiteSection[], planned: readonly PlannedSection[]): number[] {
  const tree = createSectionTree(sections);
  const ids = new Set<number>();
  for (const p of planned) {
    if (p.id) ids.add(p.id);
    for (const a of tree.ancestors(p.id)) ids.add(a.id);
    if (p.parentId !== null)
      for (const a of [...tree.ancestors(p.parentId), tree.byId(p.parentId)]) if (a) ids.add(a.id);
  }
  return [...ids];
}
