import type { Knex } from 'knex';
import { z } from 'zod';
import { dbNullableNumber, dbNumber } from '../../core/rows.ts';
import { badInput } from '../../core/validate.ts';
import { insertedId } from './shared-checks.ts';

/** What a publication write stores (and its history entry shows). */
export interface PublicationFields {
  name: string;
  alias: string;
  description: string;
  logoId: number | null;
  subscribeUrl: string | null;
  status: number;
}

const row = z.object({
  name: z.string(),
  alias: z.string(),
  description: z.string(),
  logo_id: dbNullableNumber,
  subscribe_url: z.string().nullable(),
  status: dbNumber,
});

const toRow = (p: PublicationFields) => ({
  name: p.name,
  alias: p.alias,
  description: p.description,
  logo_id: p.logoId,
  subscribe_url: p.subscribeUrl,
  status: p.status,
});

/** The tenant's publication, any status, or null (another tenant's id is not found). */
export async function findPublicationFields(
  db: Knex,
  tenantKey: string,
  id: number,
): Promise<PublicationFields | null> {
  const found: unknown = await db('magazine_publications')
    .where({ tenant_key: tenantKey, id })
    .first(Object.keys(row.shape));
  if (!found) return null;
  const r = row.parse(found);
  return {
    name: r.name,
    alias: r.alias,
    description: r.description,
    logoId: r.logo_id,
    subscribeUrl: r.subscribe_url,
    status: r.status,
  };
}

/** Publication aliases are unique per site: they are the page's path. */
export async function assertPublicationAliasFree(db: Knex, tenantKey: string, alias: string, exceptId?: number) {
  const query = db('magazine_publications').where({ tenant_key: tenantKey }).whereRaw('lower(alias) = ?', [alias]);
  if (exceptId) void query.whereNot({ id: exceptId });
  if (await query.first('id'))
    throw badInput(
      'alias',
      `Another publication of this site has the alias "${alias}" (its page is /magazine/${alias})`,
    );
}

export async function insertPublicationRow(
  db: Knex,
  { tenantKey, now, ...fields }: PublicationFields & { tenantKey: string; now: number },
): Promise<number> {
  const [inserted] = await db('magazine_publications')
    .insert({ tenant_key: tenantKey, ...toRow(fields), created: now, updated: now })
    .returning('id');
  return insertedId(inserted);
}

export async function updatePublicationRow(
  db: Knex,
  { tenantKey, id, now, ...fields }: PublicationFields & { tenantKey: string; id: number; now: number },
) {
  await db('magazine_publications')
    .where({ tenant_key: tenantKey, id })
    .update({ ...toRow(fields), updated: now });
}

/** Deletes the publication and its sections (it must have no issues left). */
export async function deletePublicationRows(db: Knex, tenantKey: string, id: number) {
  const sectionIds = db('magazine_sections').where({ tenant_key: tenantKey, publication_id: id }).select('id');
  await db('content_issues').whereIn('section_id', sectionIds).update({ section_id: null });
  await db('magazine_sections').where({ tenant_key: tenantKey, publication_id: id }).delete();
  await db('magazine_publications').where({ tenant_key: tenantKey, id }).delete();
}

/** The publication's issues (any status): their pages show the publication's name and path. */
export async function findIssuesOfPublication(
  db: Knex,
  tenantKey: string,
  publicationId: number,
): Promise<{ id: number; alias: string }[]> {
  const rows: { id: number | string; alias: string }[] = await db('magazine_issues')
    .where({ tenant_key: tenantKey, publication_id: publicationId })
    .orderBy('id')
    .select('id', 'alias');
  return rows.map((r) => ({ id: Number(r.id), alias: r.alias }));
}
