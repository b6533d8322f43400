import type { Knex } from 'knex';
import { z } from 'zod';
import { dbJson, dbNumber, escapeLike } from '../core/rows.ts';
import { newsletterAdPayloadSchema, type NewsletterAdPayload } from '../shared/newsletters/ad-schema.ts';

/*
 * Newsletter ads with their schedules, as the admin reads them. `title`, `placement` and
 * `priority` mirror the payload for search, filters and the renderer's choice of an ad.
 */

export interface NewsletterAdScheduleRecord {
  id: number;
  templateId: number;
  template: { id: number; name: string };
  startDate: string;
  endDate: string;
  position: number;
  orderId: string;
  lineItemId: string;
}

export interface NewsletterAdRecord {
  id: number;
  title: string;
  placement: string;
  priority: number;
  /** 1 active, 0 inactive. */
  status: number;
  payload: NewsletterAdPayload;
  schedules: NewsletterAdScheduleRecord[];
  created: number;
  updated: number;
}

export const storedAdPayload = dbJson(newsletterAdPayloadSchema);

const adRow = z.object({
  id: dbNumber,
  title: z.string(),
  placement: z.string(),
  priority: dbNumber,
  status: dbNumber,
  payload: storedAdPayload,
  created: dbNumber,
  updated: dbNumber,
});

const scheduleRow = z.object({
  id: dbNumber,
  ad_id: dbNumber,
  template_id: dbNumber,
  template_name: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  position: dbNumber,
  order_id: z.string(),
  line_item_id: z.string(),
});

async function withSchedules(db: Knex, tenantKey: string, rows: unknown[]): Promise<NewsletterAdRecord[]> {
  const ads = rows.map((r) => adRow.parse(r));
  const found: unknown[] = ads.length
    ? await db('newsletter_ad_schedules as s')
        .join('newsletter_templates as t', (j) => j.on('t.id', 's.template_id').andOn('t.tenant_key', 's.tenant_key'))
        .where('s.tenant_key', tenantKey)
        .whereIn(
          's.ad_id',
          ads.map((a) => a.id),
        )
        .orderBy('s.start_date')
        .orderBy('s.id')
        .select('s.*', 't.name as template_name')
    : [];
  const schedules = found.map((r) => scheduleRow.parse(r));
  return ads.map((ad) => ({
    ...ad,
    schedules: schedules
      .filter((s) => s.ad_id === ad.id)
      .map((s) => ({
        id: s.id,
        templateId: s.template_id,
        template: { id: s.template_id, name: s.template_name },
        startDate: s.start_date,
        endDate: s.end_date,
        position: s.position,
        orderId: s.order_id,
        lineItemId: s.line_item_id,
      })),
  }));
}

const adColumns = ['id', 'title', 'placement', 'priority', 'status', 'payload', 'created', 'updated'];

export async function findAdRecord(db: Knex, tenantKey: string, id: number): Promise<NewsletterAdRecord | null> {
  const found: unknown = await db('newsletter_ads').where({ tenant_key: tenantKey, id }).first(adColumns);
  return found ? (await withSchedules(db, tenantKey, [found]))[0]! : null;
}

export interface AdListQuery {
  search?: string | null;
  placement?: string | null;
  templateId?: number | null;
  status?: number | null;
  skip: number;
  limit: number;
}

/** The admin's ads list: searched by title, filtered by placement, template (scheduled to it) and status; by title. */
export async function findAdRecords(
  db: Knex,
  tenantKey: string,
  { search, placement, templateId, status, skip, limit }: AdListQuery,
): Promise<{ items: NewsletterAdRecord[]; totalCount: number }> {
  const filtered = () => {
    const query = db('newsletter_ads as a').where('a.tenant_key', tenantKey);
    if (search?.trim())
      void query.whereRaw("lower(a.title) like ? escape '\\'", [`%${escapeLike(search.trim().toLowerCase())}%`]);
    if (placement) void query.where('a.placement', placement);
    if (status != null) void query.where('a.status', status);
    if (templateId)
      void query.whereIn(
        'a.id',
        db('newsletter_ad_schedules').where({ tenant_key: tenantKey, template_id: templateId }).select('ad_id'),
      );
    return query;
  };
  const [{ n }] = (await filtered().count('* as n')) as [{ n: number | string }];
  const rows: unknown[] = await filtered()
    .orderBy('a.title')
    .orderBy('a.id')
    .offset(skip)
    .limit(limit)
    .select(adColumns.map((c) => `a.${c}`));
  return { items: await withSchedules(db, tenantKey, rows), totalCount: Number(n) };
}

/** The templates an ad is scheduled to: whose campaigns show it. */
export async function adTemplateIds(db: Knex, tenantKey: string, adId: number): Promise<number[]> {
  const rows: { template_id: number | string }[] = await db('newsletter_ad_schedules')
    .where({ tenant_key: tenantKey, ad_id: adId })
    .distinct('template_id');
  return rows.map((r) => Number(r.template_id));
}
