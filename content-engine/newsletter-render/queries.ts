import type { Knex } from 'knex';
import { z } from 'zod';
import { attachAssets } from '../assets/queries.ts';
import { activeContactStatus, contactColumns, toContact } from '../contacts/contact.ts';
import { wherePublic } from '../core/content-visibility.ts';
import { dbBoolean, dbJson, dbNumber } from '../core/rows.ts';
import { activeMagazineStatus } from '../magazines/magazine.ts';
import { findIssueById } from '../magazines/queries.ts';
import { newsletterAdPayloadSchema } from '../shared/newsletters/ad-schema.ts';
import { campaignDaySchema } from '../shared/newsletters/campaign-schema.ts';

/*
 * What resolving a newsletter reads besides content items: the campaign, the ads scheduled to a
 * template's positions for a date, contacts by id and the latest issue of a publication. Every
 * query is scoped to the tenant on each table it reads.
 */

const campaignRow = z.object({
  id: dbNumber,
  template_id: dbNumber,
  date: campaignDaySchema,
  subject: z.string(),
  preheader: z.string(),
  hide_on_web: dbBoolean,
  status: z.string(),
  block_items: dbJson(z.record(z.string(), z.array(z.number().int().positive()))),
});

export interface CampaignForRender {
  id: number;
  templateId: number;
  date: string;
  subject: string;
  preheader: string;
  hideOnWeb: boolean;
  status: string;
  blockItems: Record<string, number[]>;
}

/** The tenant's campaign, or null (another tenant's id is not found). */
export async function findCampaignForRender(
  db: Knex,
  tenantKey: string,
  id: number,
): Promise<CampaignForRender | null> {
  const found: unknown = await db('newsletter_campaigns')
    .where({ tenant_key: tenantKey, id })
    .first('id', 'template_id', 'date', 'subject', 'preheader', 'hide_on_web', 'status', 'block_items');
  if (!found) return null;
  const r = campaignRow.parse(found);
  return {
    id: r.id,
    templateId: r.template_id,
    date: r.date,
    subject: r.subject,
    preheader: r.preheader,
    hideOnWeb: r.hide_on_web,
    status: r.status,
    blockItems: r.block_items,
  };
}

const adRow = z.object({
  ad_id: dbNumber,
  priority: dbNumber,
  updated: dbNumber,
  payload: dbJson(newsletterAdPayloadSchema),
  position: dbNumber,
  start_date: z.string(),
  end_date: z.string(),
  order_id: z.string(),
  line_item_id: z.string(),
});

export type ScheduledAd = ReturnType<typeof toScheduledAd>;
const toScheduledAd = (row: unknown) => {
  const r = adRow.parse(row);
  return {
    adId: r.ad_id,
    priority: r.priority,
    updated: r.updated,
    payload: r.payload,
    position: r.position,
    startDate: r.start_date,
    endDate: r.end_date,
    orderId: r.order_id,
    lineItemId: r.line_item_id,
  };
};

/** The active ads (status ≠ 0) scheduled to `templateId` at `positions` on `date` (start ≤ date ≤ end). */
export async function findScheduledAds(
  db: Knex,
  tenantKey: string,
  { templateId, date, positions }: { templateId: number; date: string; positions: readonly number[] },
): Promise<ScheduledAd[]> {
  if (positions.length === 0) return [];
  const rows: unknown[] = await db('newsletter_ad_schedules as s')
    .join('newsletter_ads as a', (on) => on.on('a.id', 's.ad_id').andOn('a.tenant_key', 's.tenant_key'))
    .where({ 's.tenant_key': tenantKey, 's.template_id': templateId })
    .whereIn('s.position', [...new Set(positions)])
    .where('s.start_date', '<=', date)
    .where('s.end_date', '>=', date)
    .whereNot('a.status', 0)
    .select(
      'a.id as ad_id',
      'a.priority',
      'a.updated',
      'a.payload',
      's.position',
      's.start_date',
      's.end_date',
      's.order_id',
      's.line_item_id',
    );
  return rows.map(toScheduledAd);
}

/** The names of the tenant's public items `ids` (the companies ads name). */
export async function findItemNames(db: Knex, tenantKey: string, ids: readonly number[], now: number) {
  if (ids.length === 0) return new Map<number, string>();
  const rows: { id: number | string; name: string }[] = await wherePublic(
    db('content')
      .where('content.tenant_key', tenantKey)
      .whereIn('content.id', [...new Set(ids)]),
    now,
  ).select('content.id', 'content.name');
  return new Map(rows.map((row) => [Number(row.id), row.name]));
}

/** The tenant's active contacts `ids`, in that order, with their images. */
export async function findContactsByIds(db: Knex, tenantKey: string, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows: unknown[] = await db('contacts')
    .where({ tenant_key: tenantKey, status: activeContactStatus })
    .whereIn('id', [...new Set(ids)])
    .select(contactColumns);
  const byId = new Map(rows.map(toContact).map((c) => [c.id, c]));
  const ordered = ids.flatMap((id) => byId.get(id) ?? []);
  return attachAssets(db, tenantKey, ordered, { idOf: (c) => c.imageId, as: 'image' });
}

/**
 * The newest active issue (of `publicationId`, or of any active publication) mailed on or before
 * `date` (mail dates are UTC midnights of their day), with its cover; null when there is none.
 */
export async function findLatestIssue(
  db: Knex,
  tenantKey: string,
  { publicationId, date }: { publicationId: number | null; date: string },
) {
  const dayAfter = Date.parse(`${date}T00:00:00Z`) + 86_400_000;
  const query = db('magazine_issues as i')
    .join('magazine_publications as p', (on) => on.on('p.id', 'i.publication_id').andOn('p.tenant_key', 'i.tenant_key'))
    .where({ 'i.tenant_key': tenantKey, 'i.status': activeMagazineStatus, 'p.status': activeMagazineStatus })
    .where('i.mail_date', '<', dayAfter);
  if (publicationId !== null) void query.where('i.publication_id', publicationId);
  const row: { id: number | string } | undefined = await query
    .orderBy([
      { column: 'i.mail_date', order: 'desc' },
      { column: 'i.id', order: 'desc' },
    ])
    .first('i.id');
  return row ? findIssueById(db, tenantKey, Number(row.id)) : null;
}
