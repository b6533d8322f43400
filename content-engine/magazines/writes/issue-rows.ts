import type { Knex } from 'knex';
import { z } from 'zod';
import { dbNullableNumber, dbNumber } from '../../core/rows.ts';
import { badInput } from '../../core/validate.ts';
import { insertedId } from './shared-checks.ts';

/** What an issue write stores (and its history entry shows). */
export interface IssueFields {
  publicationId: number;
  name: string;
  alias: string;
  description: string;
  coverImageId: number | null;
  /** Epoch ms, noon UTC of the day. */
  mailDate: number;
  digitalEditionUrl: string | null;
  status: number;
}

const row = z.object({
  publication_id: dbNumber,
  name: z.string(),
  alias: z.string(),
  description: z.string(),
  cover_image_id: dbNullableNumber,
  mail_date: dbNumber,
  digital_edition_url: z.string().nullable(),
  status: dbNumber,
});

const toRow = (i: IssueFields) => ({
  publication_id: i.publicationId,
  name: i.name,
  alias: i.alias,
  description: i.description,
  cover_image_id: i.coverImageId,
  mail_date: i.mailDate,
  digital_edition_url: i.digitalEditionUrl,
  status: i.status,
});

/** The tenant's issue, any status, or null (another tenant's id is not found). */
export async function findIssueFields(db: Knex, tenantKey: string, id: number): Promise<IssueFields | null> {
  const found: unknown = await db('magazine_issues').where({ tenant_key: tenantKey, id }).first(Object.keys(row.shape));
  if (!found) return null;
  const r = row.parse(found);
  return {
    publicationId: r.publication_id,
    name: r.name,
    alias: r.alias,
    description: r.description,
    coverImageId: r.cover_image_id,
    mailDate: r.mail_date,
    digitalEditionUrl: r.digital_edition_url,
    status: r.status,
  };
}

/** Issue aliases are unique within their publication: they end the page's path. */
export async function assertIssueAliasFree(
  db: Knex,
  tenantKey: string,
  { publicationId, alias, exceptId }: { publicationId: number; alias: string; exceptId?: number },
) {
  const query = db('magazine_issues')
    .where({ tenant_key: tenantKey, publication_id: publicationId })
    .whereRaw('lower(alias) = ?', [alias]);
  if (exceptId) void query.whereNot({ id: exceptId });
  if (await query.first('id')) throw badInput('alias', `Another issue of this publication has the alias "${alias}"`);
}

export async function insertIssueRow(
  db: Knex,
  { tenantKey, now, ...fields }: IssueFields & { tenantKey: string; now: number },
): Promise<number> {
  const [inserted] = await db('magazine_issues')
    .insert({ tenant_key: tenantKey, ...toRow(fields), created: now, updated: now })
    .returning('id');
  return insertedId(inserted);
}

export async function updateIssueRow(
  db: Knex,
  { tenantKey, id, now, ...fields }: IssueFields & { tenantKey: string; id: number; now: number },
) {
  await db('magazine_issues')
    .where({ tenant_key: tenantKey, id })
    .update({ ...toRow(fields), updated: now });
}

/** Deletes the issue and its content assignments (the items themselves stay). */
export async function deleteIssueRows(db: Knex, tenantKey: string, id: number) {
  await db('content_issues').where({ issue_id: id }).delete();
  await db('magazine_issues').where({ tenant_key: tenantKey, id }).delete();
}

/** The alias of the tenant's publication (the first part of an issue's path). */
export async function findPublicationAlias(db: Knex, tenantKey: string, id: number): Promise<string> {
  const found = await db('magazine_publications').where({ tenant_key: tenantKey, id }).first('alias');
  return String(found?.alias ?? '');
}
