import type { Knex } from 'knex';
import { z } from 'zod';
import { dbBoolean, dbJson, dbNullableNumber, dbNumber, escapeLike } from '../core/rows.ts';
import type { NewsletterCampaignStatus } from '../shared/newsletters/constants.ts';
import { updatedByName } from './newsletter-revision.ts';

/*
 * Newsletter campaigns as the engine reads them: whole for the admin; for the site's archive the
 * public fields only (the rest null).
 */

export type BlockItems = Record<string, number[]>;
export const blockItemsColumn = dbJson(z.record(z.string(), z.array(z.number())));

export interface NewsletterCampaignRecord {
  id: number;
  templateId: number;
  template: { id: number; name: string };
  /** YYYY-MM-DD, America/Chicago. */
  date: string;
  subject: string;
  preheader: string;
  hideOnWeb: boolean;
  status: NewsletterCampaignStatus;
  /** The items of each content block by block key; null in the public answer. */
  blockItems: BlockItems | null;
  scheduledAt: number | null;
  sentAt: number | null;
  revision: number | null;
  updatedBy: string | null;
  created: number | null;
  updated: number | null;
}

const row = z.object({
  id: dbNumber,
  template_id: dbNumber,
  template_name: z.string(),
  date: z.string(),
  subject: z.string(),
  preheader: z.string(),
  hide_on_web: dbBoolean,
  status: z.enum(['Draft', 'Scheduled', 'Sending', 'Sent']),
  block_items: blockItemsColumn,
  scheduled_at: dbNullableNumber,
  sent_at: dbNullableNumber,
  revision: dbNumber,
  created: dbNumber,
  updated: dbNumber,
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  username: z.string().nullable(),
});

const toRecord = (found: unknown): NewsletterCampaignRecord => {
  const r = row.parse(found);
  return {
    id: r.id,
    templateId: r.template_id,
    template: { id: r.template_id, name: r.template_name },
    date: r.date,
    subject: r.subject,
    preheader: r.preheader,
    hideOnWeb: r.hide_on_web,
    status: r.status,
    blockItems: r.block_items,
    scheduledAt: r.scheduled_at,
    sentAt: r.sent_at,
    revision: r.revision,
    updatedBy: updatedByName(r),
    created: r.created,
    updated: r.updated,
  };
};

/** What the site's archive shows of a campaign. */
export const publicCampaign = (c: NewsletterCampaignRecord): NewsletterCampaignRecord => ({
  ...c,
  blockItems: null,
  scheduledAt: null,
  revision: null,
  updatedBy: null,
  created: null,
  updated: null,
});

function campaigns(db: Knex, tenantKey: string) {
  return db('newsletter_campaigns as c')
    .join('newsletter_templates as t', (j) => j.on('t.id', 'c.template_id').andOn('t.tenant_key', 'c.tenant_key'))
    .leftJoin('cms_users as u', 'u.id', 'c.updated_by')
    .where('c.tenant_key', tenantKey)
    .select(
      'c.id',
      'c.template_id',
      't.name as template_name',
      'c.date',
      'c.subject',
      'c.preheader',
      'c.hide_on_web',
      'c.status',
      'c.block_items',
      'c.scheduled_at',
      'c.sent_at',
      'c.revision',
      'c.created',
      'c.updated',
      'u.first_name',
      'u.last_name',
      'u.username',
    );
}

export async function findCampaignRecord(
  db: Knex,
  tenantKey: string,
  id: number,
): Promise<NewsletterCampaignRecord | null> {
  const found: unknown = await campaigns(db, tenantKey).where('c.id', id).first();
  return found ? toRecord(found) : null;
}

export interface CampaignListQuery {
  search?: string | null;
  templateId?: number | null;
  status?: NewsletterCampaignStatus | null;
  dateFrom?: string | null;
  dateTo?: string | null;
  skip: number;
  limit: number;
}

/** The admin's campaigns list: newest date first. */
export async function findCampaignRecords(
  db: Knex,
  tenantKey: string,
  { search, templateId, status, dateFrom, dateTo, skip, limit }: CampaignListQuery,
): Promise<{ items: NewsletterCampaignRecord[]; totalCount: number }> {
  const filtered = (query: Knex.QueryBuilder) => {
    if (search?.trim())
      void query.whereRaw("lower(c.subject) like ? escape '\\'", [`%${escapeLike(search.trim().toLowerCase())}%`]);
    if (templateId) void query.where('c.template_id', templateId);
    if (status) void query.where('c.status', status);
    if (dateFrom) void query.where('c.date', '>=', dateFrom);
    if (dateTo) void query.where('c.date', '<=', dateTo);
    return query;
  };
  const [{ n }] = (await filtered(db('newsletter_campaigns as c').where('c.tenant_key', tenantKey)).count(
    '* as n',
  )) as [{ n: number | string }];
  const rows: unknown[] = await filtered(campaigns(db, tenantKey))
    .orderBy('c.date', 'desc')
    .orderBy('c.id', 'desc')
    .offset(skip)
    .limit(limit);
  return { items: rows.map(toRecord), totalCount: Number(n) };
}

/** The site's archive: campaigns Sent or Sending, not hidden on the web, newest date first. */
export async function findPublicCampaigns(
  db: Knex,
  tenantKey: string,
  { templateId, limit }: { templateId?: number | null; limit: number },
): Promise<NewsletterCampaignRecord[]> {
  const query = campaigns(db, tenantKey).whereIn('c.status', ['Sent', 'Sending']).where('c.hide_on_web', false);
  if (templateId) void query.where('c.template_id', templateId);
  const rows: unknown[] = await query.orderBy('c.date', 'desc').orderBy('c.id', 'desc').limit(limit);
  return rows.map((r) => publicCampaign(toRecord(r)));
}

const fieldsRow = z.object({
  template_id: dbNumber,
  date: z.string(),
  subject: z.string(),
  preheader: z.string(),
  hide_on_web: dbBoolean,
  status: z.enum(['Draft', 'Scheduled', 'Sending', 'Sent']),
  block_items: blockItemsColumn,
});

/** The stored fields a campaign write starts from, or null. */
export async function findCampaignFields(db: Knex, tenantKey: string, id: number) {
  const found: unknown = await db('newsletter_campaigns')
    .where({ tenant_key: tenantKey, id })
    .first(Object.keys(fieldsRow.shape));
  if (!found) return null;
  const r = fieldsRow.parse(found);
  return {
    templateId: r.template_id,
    date: r.date,
    subject: r.subject,
    preheader: r.preheader,
    hideOnWeb: r.hide_on_web,
    status: r.status,
    blockItems: r.block_items,
  };
}
