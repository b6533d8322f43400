import type { Knex } from 'knex';
import { activeContactStatus } from '../contacts/contact.ts';
import { activeMagazineStatus } from '../magazines/magazine.ts';

/*
 * The tenant facts the Newsletter Block Analysis judges templates on, each from one query over
 * all the tenant's analysed templates at once.
 */

export interface AdScheduleSpan {
  templateId: number;
  position: number;
  startDate: string;
  endDate: string;
}

/** Schedules of the tenant's active ads to `templateIds` that overlap `from`..`to` (YYYY-MM-DD). */
export async function findAdScheduleSpans(
  db: Knex,
  tenantKey: string,
  { templateIds, from, to }: { templateIds: number[]; from: string; to: string },
): Promise<AdScheduleSpan[]> {
  if (templateIds.length === 0) return [];
  const rows: { template_id: number | string; position: number | string; start_date: string; end_date: string }[] =
    await db('newsletter_ad_schedules as s')
      .join('newsletter_ads as a', (on) => on.on('a.id', 's.ad_id').andOn('a.tenant_key', 's.tenant_key'))
      .where({ 's.tenant_key': tenantKey })
      .whereIn('s.template_id', templateIds)
      .whereNot('a.status', 0)
      .where('s.end_date', '>=', from)
      .where('s.start_date', '<=', to)
      .select('s.template_id', 's.position', 's.start_date', 's.end_date');
  return rows.map((r) => ({
    templateId: Number(r.template_id),
    position: Number(r.position),
    startDate: r.start_date,
    endDate: r.end_date,
  }));
}

/** Items scheduled to each template's blocks from `from` to `to`: template id → block key → count. */
export async function countScheduledItems(
  db: Knex,
  tenantKey: string,
  { templateIds, from, to }: { templateIds: number[]; from: string; to: string },
): Promise<Map<number, Map<string, number>>> {
  const counts = new Map<number, Map<string, number>>();
  if (templateIds.length === 0) return counts;
  const rows: { template_id: number | string; block_key: string; items: number | string }[] = await db(
    'newsletter_content_schedules',
  )
    .where({ tenant_key: tenantKey })
    .whereIn('template_id', templateIds)
    .whereBetween('date', [from, to])
    .groupBy('template_id', 'block_key')
    .select('template_id', 'block_key', db.raw('count(*) as items'));
  for (const row of rows) {
    const id = Number(row.template_id);
    if (!counts.has(id)) counts.set(id, new Map());
    counts.get(id)!.set(row.block_key, Number(row.items));
  }
  return counts;
}

/** Of `ids`, the tenant's active contacts. */
export async function findActiveContactIds(db: Knex, tenantKey: string, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows: { id: number | string }[] = await db('contacts')
    .where({ tenant_key: tenantKey, status: activeContactStatus })
    .whereIn('id', [...new Set(ids)])
    .select('id');
  return new Set(rows.map((r) => Number(r.id)));
}

/** The tenant's active publications, and those of them with an active issue. */
export async function findIssueSources(
  db: Knex,
  tenantKey: string,
): Promise<{ active: Set<number>; withIssue: Set<number> }> {
  const publications: { id: number | string }[] = await db('magazine_publications')
    .where({ tenant_key: tenantKey, status: activeMagazineStatus })
    .select('id');
  const withIssue: { publication_id: number | string }[] = await db('magazine_issues')
    .where({ tenant_key: tenantKey, status: activeMagazineStatus })
    .whereIn(
      'publication_id',
      publications.map((p) => Number(p.id)),
    )
    .distinct('publication_id');
  return {
    active: new Set(publications.map((p) => Number(p.id))),
    withIssue: new Set(withIssue.map((r) => Number(r.publication_id))),
  };
}

/** Campaigns sent (or sending) since `since` (YYYY-MM-DD): per template, each one's items by block key. */
export async function findRecentCampaignItems(
  db: Knex,
  tenantKey: string,
  { templateIds, since }: { templateIds: number[]; since: string },
): Promise<Map<number, Record<string, unknown>[]>> {
  const byTemplate = new Map<number, Record<string, unknown>[]>();
  if (templateIds.length === 0) return byTemplate;
  const rows: { template_id: number | string; block_items: string | null }[] = await db('newsletter_campaigns')
    .where({ tenant_key: tenantKey })
    .whereIn('template_id', templateIds)
    .whereIn('status', ['Sent', 'Sending'])
    .where('date', '>=', since)
    .select('template_id', 'block_items');
  for (const row of rows) {
    let items: Record<string, unknown> = {};
    try {
      const parsed: unknown = JSON.parse(row.block_items ?? '{}');
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) items = parsed as Record<string, unknown>;
    } catch {
      // Unreadable items count as every block empty.
    }
    const id = Number(row.template_id);
    byTemplate.set(id, [...(byTemplate.get(id) ?? []), items]);
  }
  return byTemplate;
}

/** How many of `campaigns` went out with block `key` empty. */
export const sentEmpty = (campaigns: readonly Record<string, unknown>[], key: string) =>
  campaigns.filter((items) => {
    const list = items[key];
    return !Array.isArray(list) || list.length === 0;
  }).length;
