import type { Knex } from 'knex';
import { z } from 'zod';
import { dbNullableNumber, dbNumber, escapeLike } from '../core/rows.ts';
import type { NewsletterTemplatePayload } from '../shared/newsletters/template-schema.ts';
import { updatedByName } from './newsletter-revision.ts';
import { storedPayload } from './template-payload.ts';

/*
 * Newsletter templates as the engine reads them: whole for the admin, name and description only
 * for the public site (the archive page of a template's campaigns).
 */

export interface NewsletterTemplateRecord {
  id: number;
  name: string;
  description: string;
  /** 1 active, 0 inactive; null in the public answer. */
  status: number | null;
  payload: NewsletterTemplatePayload | null;
  revision: number | null;
  /** Who wrote it last (their name); null for system work or in the public answer. */
  updatedBy: string | null;
  created: number | null;
  updated: number | null;
  /** Campaigns of the template (a template in use cannot be deleted). */
  campaignCount: number | null;
}

const row = z.object({
  id: dbNumber,
  status: dbNumber,
  name: z.string(),
  payload: storedPayload,
  revision: dbNumber,
  created: dbNumber,
  updated: dbNumber,
  campaign_count: dbNumber,
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  username: z.string().nullable(),
});

const toRecord = (found: unknown): NewsletterTemplateRecord => {
  const r = row.parse(found);
  return {
    id: r.id,
    name: r.name,
    description: r.payload.description,
    status: r.status,
    payload: r.payload,
    revision: r.revision,
    updatedBy: updatedByName(r),
    created: r.created,
    updated: r.updated,
    campaignCount: r.campaign_count,
  };
};

/** What the anonymous site may see of a template. */
export const publicTemplate = (t: NewsletterTemplateRecord): NewsletterTemplateRecord => ({
  id: t.id,
  name: t.name,
  description: t.description,
  status: null,
  payload: null,
  revision: null,
  updatedBy: null,
  created: null,
  updated: null,
  campaignCount: null,
});

function templates(db: Knex, tenantKey: string) {
  return db('newsletter_templates as t')
    .leftJoin('cms_users as u', 'u.id', 't.updated_by')
    .where('t.tenant_key', tenantKey)
    .select(
      't.id',
      't.status',
      't.name',
      't.payload',
      't.revision',
      't.created',
      't.updated',
      'u.first_name',
      'u.last_name',
      'u.username',
      db('newsletter_campaigns as c')
        .whereRaw('?? = ??', ['c.template_id', 't.id'])
        .count('* as n')
        .as('campaign_count'),
    );
}

/** The tenant's template, any status, or null (another tenant's id is not found). */
export async function findTemplateRecord(
  db: Knex,
  tenantKey: string,
  id: number,
): Promise<NewsletterTemplateRecord | null> {
  const found: unknown = await templates(db, tenantKey).where('t.id', id).first();
  return found ? toRecord(found) : null;
}

export interface TemplateListQuery {
  search?: string | null;
  status?: number | null;
  sort: { field: 'name' | 'updated'; order: 'asc' | 'desc' };
  skip: number;
  limit: number;
}

/** The admin's templates list: searched by name, filtered by status, sorted and paged. */
export async function findTemplateRecords(
  db: Knex,
  tenantKey: string,
  { search, status, sort, skip, limit }: TemplateListQuery,
): Promise<{ items: NewsletterTemplateRecord[]; totalCount: number }> {
  const filtered = (query: Knex.QueryBuilder) => {
    if (search?.trim())
      void query.whereRaw("lower(t.name) like ? escape '\\'", [`%${escapeLike(search.trim().toLowerCase())}%`]);
    if (status != null) void query.where('t.status', status);
    return query;
  };
  const [{ n }] = (await filtered(db('newsletter_templates as t').where('t.tenant_key', tenantKey)).count(
    '* as n',
  )) as [{ n: number | string }];
  const rows: unknown[] = await filtered(templates(db, tenantKey))
    .orderBy(sort.field === 'name' ? 't.name' : 't.updated', sort.order)
    .orderBy('t.id', sort.order)
    .offset(skip)
    .limit(limit);
  return { items: rows.map(toRecord), totalCount: Number(n) };
}

/** The tenant's active templates by name: the selects. */
export async function findActiveTemplates(db: Knex, tenantKey: string): Promise<NewsletterTemplateRecord[]> {
  const rows: unknown[] = await templates(db, tenantKey).where('t.status', 1).orderBy('t.name').orderBy('t.id');
  return rows.map(toRecord);
}

const fieldsRow = z.object({
  status: dbNumber,
  payload: storedPayload,
  revision: dbNumber,
  updated_by: dbNullableNumber,
});

/** The stored fields of a template a write starts from, or null. */
export async function findTemplateFields(db: Knex, tenantKey: string, id: number) {
  const found: unknown = await db('newsletter_templates')
    .where({ tenant_key: tenantKey, id })
    .first('status', 'payload', 'revision', 'updated_by');
  return found ? fieldsRow.parse(found) : null;
}
