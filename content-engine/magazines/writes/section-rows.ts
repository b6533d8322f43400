import type { Knex } from 'knex';
import { z } from 'zod';
import { dbNumber } from '../../core/rows.ts';
import { badInput } from '../../core/validate.ts';
import { insertedId } from './shared-checks.ts';

/** What a magazine section write stores (and its history entry shows). */
export interface SectionFields {
  publicationId: number;
  name: string;
  sequence: number;
}

const row = z.object({ publication_id: dbNumber, name: z.string(), sequence: dbNumber });

/** The tenant's magazine section, or null (another tenant's id is not found). */
export async function findSectionFields(db: Knex, tenantKey: string, id: number): Promise<SectionFields | null> {
  const found: unknown = await db('magazine_sections')
    .where({ tenant_key: tenantKey, id })
    .first(Object.keys(row.shape));
  if (!found) return null;
  const r = row.parse(found);
  return { publicationId: r.publication_id, name: r.name, sequence: r.sequence };
}

/** Section names are unique within a publication (case-insensitively): editors pick them by name. */
export async function assertSectionNameFree(
  db: Knex,
  tenantKey: string,
  { publicationId, name, exceptId }: { publicationId: number; name: string; exceptId?: number },
) {
  const query = db('magazine_sections')
    .where({ tenant_key: tenantKey, publication_id: publicationId })
    .whereRaw('lower(name) = ?', [name.toLowerCase()]);
  if (exceptId) void query.whereNot({ id: exceptId });
  if (await query.first('id')) throw badInput('name', `The publication already has a section named "${name}"`);
}

/** After the publication's last section: the order a new one gets when none is given. */
export async function nextSequence(db: Knex, tenantKey: string, publicationId: number): Promise<number> {
  const found = await db('magazine_sections')
    .where({ tenant_key: tenantKey, publication_id: publicationId })
    .max({ last: 'sequence' })
    .first();
  return found?.last == null ? 0 : Number(found.last) + 1;
}

export async function insertSectionRow(
  db: Knex,
  { tenantKey, now, publicationId, name, sequence }: SectionFields & { tenantKey: string; now: number },
): Promise<number> {
  const [inserted] = await db('magazine_sections')
    .insert({ tenant_key: tenantKey, publication_id: publicationId, name, sequence, created: now, updated: now })
    .returning('id');
  return insertedId(inserted);
}

export async function updateSectionRow(
  db: Knex,
  { tenantKey, id, now, publicationId, name, sequence }: SectionFields & { tenantKey: string; id: number; now: number },
) {
  await db('magazine_sections')
    .where({ tenant_key: tenantKey, id })
    .update({ publication_id: publicationId, name, sequence, updated: now });
}

/** Deletes the section; the items placed in it stay in their issues, without a section. */
export async function deleteSectionRows(db: Knex, tenantKey: string, id: number) {
  await db('content_issues').where({ section_id: id }).update({ section_id: null });
  await db('magazine_sections').where({ tenant_key: tenantKey, id }).delete();
}
