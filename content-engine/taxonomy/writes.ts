import type { Knex } from 'knex';
import { activeTaxonomyStatus, termColumns, toTerm, type TaxonomyTerm } from './taxonomy.ts';

export type { TaxonomyTerm } from './taxonomy.ts';

const active = (db: Knex, tenantKey: string) =>
  db('taxonomy').where({ tenant_key: tenantKey, status: activeTaxonomyStatus });

/** The tenant's active term, or null (another tenant's id is not found). */
export async function findTermById(db: Knex, tenantKey: string, id: number): Promise<TaxonomyTerm | null> {
  const row: unknown = await active(db, tenantKey).where({ id }).first(termColumns);
  return row ? toTerm(row) : null;
}

/** The tenant's active terms whose parent is one of `parentIds`. */
export async function findChildTerms(
  db: Knex,
  tenantKey: string,
  parentIds: readonly number[],
): Promise<TaxonomyTerm[]> {
  if (parentIds.length === 0) return [];
  const rows: unknown[] = await active(db, tenantKey).whereIn('parent_id', parentIds).orderBy('id').select(termColumns);
  return rows.map(toTerm);
}

export async function insertTermRow(
  db: Knex,
  term: Omit<TaxonomyTerm, 'id'> & { tenantKey: string; now: number },
): Promise<number> {
  const [inserted] = await db('taxonomy')
    .insert({
      tenant_key: term.tenantKey,
      type: term.type,
      name: term.name,
      full_name: term.fullName,
      parent_id: term.parentId,
      status: activeTaxonomyStatus,
      created: term.now,
      updated: term.now,
    })
    .returning('id');
  return typeof inserted === 'object' ? Number((inserted as { id: number }).id) : Number(inserted);
}

export async function updateTermRow(
  db: Knex,
  { tenantKey, id, name, fullName, parentId, now }: Omit<TaxonomyTerm, 'type'> & { tenantKey: string; now: number },
) {
  await db('taxonomy')
    .where({ tenant_key: tenantKey, id })
    .update({ name, full_name: fullName, parent_id: parentId, updated: now });
}

/** Removes the term and its links to content items. */
export async function deleteTermRow(db: Knex, tenantKey: string, id: number) {
  await db('content_taxonomy').where({ taxonomy_id: id }).delete();
  await db('taxonomy').where({ tenant_key: tenantKey, id }).delete();
}

/** The ids of the tenant's content items linked to any of the terms. */
export async function findLinkedContentIds(db: Knex, tenantKey: string, termIds: readonly number[]): Promise<number[]> {
  if (termIds.length === 0) return [];
  const rows: { content_id: number | string }[] = await db('content_taxonomy as ct')
    .join('content', 'content.id', 'ct.content_id')
    .where('content.tenant_key', tenantKey)
    .whereIn('ct.taxonomy_id', [...termIds])
    .distinct('ct.content_id');
  return rows.map((r) => Number(r.content_id));
}
