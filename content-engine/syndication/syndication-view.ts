import type { Knex } from 'knex';
import { ContentStatus, contentStatusNames, type ContentStatusName } from '../shared/enums.ts';
import { listTenants } from '../tenants/queries.ts';
import { siteOrigin } from '../tenants/site-origin.ts';
import type { Syndication } from './queries.ts';

export interface SyndicationScheduleView {
  sectionId: number;
  sectionName: string;
  option: string;
  startDate: number;
  endDate: number | null;
}

/** A syndication as the admin shows it: both ends by name and address, and where the copy shows. */
export interface SyndicationView {
  originSiteKey: string;
  originSiteName: string;
  originContentId: number;
  originName: string;
  originUrl: string;
  siteKey: string;
  siteName: string;
  copyContentId: number;
  copyName: string;
  copyStatus: ContentStatusName;
  copyUrl: string;
  schedules: SyndicationScheduleView[];
  createdBy: string;
  updated: number;
}

const statusName = (status: number) => contentStatusNames.find((name) => ContentStatus[name] === status) ?? 'DRAFT';

/** The views of `syndications`, read in a few queries. */
export async function syndicationViews(db: Knex, syndications: readonly Syndication[]): Promise<SyndicationView[]> {
  if (!syndications.length) return [];
  const contentIds = syndications.flatMap((s) => [s.originContentId, s.copyContentId]);
  const [tenants, items, schedules] = await Promise.all([
    listTenants(db, { includeTest: true }),
    db('content').whereIn('id', contentIds).select('id', 'name', 'status', 'canonical_path'),
    db('website_schedules as ws')
      .join('website_sections as s', 's.id', 'ws.section_id')
      .whereIn(
        'ws.content_id',
        syndications.map((s) => s.copyContentId),
      )
      .orderBy(['ws.content_id', 'ws.id'])
      .select('ws.content_id', 'ws.section_id', 's.full_name', 'ws.option', 'ws.start_date', 'ws.end_date'),
  ]);
  const site = new Map(tenants.map((t) => [t.key, { name: t.name, origin: siteOrigin(t) }]));
  const item = new Map(items.map((row: Record<string, unknown>) => [Number(row.id), row]));
  return syndications.map((s) => {
    const origin = item.get(s.originContentId) ?? {};
    const copy = item.get(s.copyContentId) ?? {};
    return {
      originSiteKey: s.originTenantKey,
      originSiteName: site.get(s.originTenantKey)?.name ?? s.originTenantKey,
      originContentId: s.originContentId,
      originName: String(origin.name ?? ''),
      originUrl: `${site.get(s.originTenantKey)?.origin ?? ''}${String(origin.canonical_path ?? '')}`,
      siteKey: s.targetTenantKey,
      siteName: site.get(s.targetTenantKey)?.name ?? s.targetTenantKey,
      copyContentId: s.copyContentId,
      copyName: String(copy.name ?? ''),
      copyStatus: statusName(Number(copy.status)),
      copyUrl: `${site.get(s.targetTenantKey)?.origin ?? ''}${String(copy.canonical_path ?? '')}`,
      schedules: schedules
        .filter((row: Record<string, unknown>) => Number(row.content_id) === s.copyContentId)
        .map((row: Record<string, unknown>) => ({
          sectionId: Number(row.section_id),
          sectionName: String(row.full_name),
          option: String(row.option),
          startDate: Number(row.start_date),
          endDate: row.end_date === null ? null : Number(row.end_date),
        })),
      createdBy: s.createdBy,
      updated: s.updated,
    };
  });
}
