import type { Knex } from 'knex';
import { badInput } from '../core/validate.ts';
import { findChildTerms, findTermById, updateTermRow, type TaxonomyTerm } from './writes.ts';

/** "Parent full name > Name", as the seeded terms and website sections spell it. */
export const fullNameOf = (name: string, parent: Pick<TaxonomyTerm, 'fullName'> | null) =>
  parent ? `${parent.fullName} > ${name}` : name;

/**
 * The parent a write asks for: an active term of the same tenant and type that is neither the
 * term itself (`selfId`) nor one of its descendants. Null for a top-level term.
 */
export async function resolveParent(
  db: Knex,
  { tenantKey, parentId, type, selfId }: { tenantKey: string; parentId: number | null; type: string; selfId?: number },
): Promise<TaxonomyTerm | null> {
  if (parentId === null) return null;
  const parent = await findTermById(db, tenantKey, parentId);
  if (!parent) throw badInput('parentId', 'Must be a term of this site');
  if (parent.type !== type) throw badInput('parentId', `Must be a ${type} term`);
  const seen = new Set<number>();
  for (
    let at: TaxonomyTerm | null = parent;
    at && !seen.has(at.id);
    at = at.parentId === null ? null : await findTermById(db, tenantKey, at.parentId)
  ) {
    if (at.id === selfId) throw badInput('parentId', 'Cannot be the term itself or one of its descendants');
    seen.add(at.id);
  }
  return parent;
}

/** Rewrites the full names below `term` after its name or parent changed; answers the ids it rewrote. */
export async function refreshDescendantNames(
  db: Knex,
  { tenantKey, term, now }: { tenantKey: string; term: TaxonomyTerm; now: number },
): Promise<number[]> {
  const rewritten: number[] = [];
  let level: TaxonomyTerm[] = [term];
  while (level.length) {
    const byId = new Map(level.map((t) => [t.id, t]));
    const children = (await findChildTerms(db, tenantKey, [...byId.keys()])).filter(
      (c) => !rewritten.includes(c.id) && c.id !== term.id,
    );
    for (const child of children) {
      child.fullName = fullNameOf(child.name, byId.get(child.parentId!)!);
      await updateTermRow(db, { tenantKey, ...child, now });
      rewritten.push(child.id);
    }
    level = children;
  }
  return rewritten;
}
