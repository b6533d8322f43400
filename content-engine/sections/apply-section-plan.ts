import type { Knex } from 'knex';
import { recordPathMoves } from '../redirects/writes.ts';
import { moveContentPaths } from './move-content-paths.ts';
import type { PlannedSection } from './plan-section-change.ts';
import { sectionCanonicalPath, type WebsiteSection } from './section.ts';
import { assertAliasesFree, updateSectionRows, type SectionFields } from './writes.ts';

export interface AppliedSectionPlan {
  /** Section and content paths that stopped existing (each now redirects to its new path). */
  retiredPaths: string[];
  movedContentIds: number[];
}

/**
 * Writes a planned change to existing sections and what follows from moved aliases: content
 * under a moved section path gets its new canonical path, and every retired path a 301.
 * `sections` are the tenant's active sections before the change.
 */
export async function applySectionPlan(
  db: Knex,
  {
    tenantKey,
    sections,
    planned,
    edited,
    now,
  }: {
    tenantKey: string;
    sections: readonly WebsiteSection[];
    planned: PlannedSection[];
    edited: { id: number; fields: SectionFields };
    now: number;
  },
): Promise<AppliedSectionPlan> {
  await assertAliasesFree(db, { tenantKey, planned });
  await updateSectionRows(db, { tenantKey, planned, edited, now });
  const sectionMoves = planned
    .filter((p) => p.oldAlias !== null && p.oldAlias !== p.alias)
    .map((p) => ({ from: sectionCanonicalPath(p.oldAlias as string), to: sectionCanonicalPath(p.alias) }));
  if (sectionMoves.length === 0) return { retiredPaths: [], movedContentIds: [] };
  const content = await moveContentPaths(db, {
    tenantKey,
    moves: sectionMoves,
    sectionPaths: sections.map((s) => s.canonicalPath),
  });
  const moves = [...sectionMoves, ...content];
  await recordPathMoves(db, { tenantKey, moves, now });
  return { retiredPaths: moves.map((m) => m.from), movedContentIds: content.map((c) => c.id) };
}
