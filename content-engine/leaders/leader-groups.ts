import type { Knex } from 'knex';
import { wherePublic } from '../core/content-visibility.ts';
import type { SiteSettings } from '../shared/schemas/site-settings.ts';
import type { SectionTree, WebsiteSection } from '../sections/section-tree.ts';

/**
 * Where a company's leadership is read from (ADR 0070): `programme` — a published Company whose
 * primary section is in the leaders section's tree leads in that section; `schedules` — a
 * published Company with a live website schedule to a section of that tree leads there.
 */
export type LeadersSource = 'programme' | 'schedules';

/** Companies leading in one section (a category of the leaders programme), by name. */
export interface LeaderGroup {
  section: WebsiteSection;
  itemIds: number[];
}

export interface LeaderGroupsRequest {
  db: Knex;
  tenantKey: string;
  /** The tenant's enabled modules: nothing answers without `leaders`. */
  modules: readonly string[];
  settings: SiteSettings;
  sections: SectionTree;
  now: number;
  source: LeadersSource;
  /** Only this category (a section of the leaders tree); the whole tree when absent. */
  sectionId?: number | null;
  /** Companies per group. */
  limit: number;
}

/** The sections of the programme the request covers: none when the module or the programme is off. */
export function leaderSectionIds(r: Pick<LeaderGroupsRequest, 'modules' | 'settings' | 'sections' | 'sectionId'>) {
  const { enabled, section } = r.settings.leaders;
  if (!r.modules.includes('leaders') || !enabled || section === null || !r.sections.byId(section)) return [];
  const tree = r.sections.descendantIds(section);
  if (r.sectionId == null) return tree;
  return tree.includes(r.sectionId) ? r.sections.descendantIds(r.sectionId) : [];
}

/** Rows of (section, company) for the request's source, names ascending; tenant-scoped on every table. */
function leaderRows(r: LeaderGroupsRequest, sectionIds: number[]): Promise<{ section_id: unknown; id: unknown }[]> {
  const companies = wherePublic(
    r.db('content').where({ 'content.tenant_key': r.tenantKey, 'content.type': 'Company' }),
    r.now,
  );
  if (r.source === 'programme')
    return companies
      .whereIn('content.primary_section_id', sectionIds)
      .orderBy(['content.name', 'content.id'])
      .select('content.primary_section_id as section_id', 'content.id');
  return companies
    .join('website_schedules as ws', 'ws.content_id', 'content.id')
    .where('ws.tenant_key', r.tenantKey)
    .whereIn('ws.section_id', sectionIds)
    .where('ws.start_date', '<=', r.now)
    .where((q) => q.whereNull('ws.end_date').orWhere('ws.end_date', '>', r.now))
    .orderBy(['content.name', 'content.id'])
    .distinct('ws.section_id as section_id', 'content.id', 'content.name');
}

/**
 * The companies of the tenant's leaders programme grouped by the section they lead in, in the
 * section tree's order; sections without companies are left out.
 */
export async function findLeaderGroups(r: LeaderGroupsRequest): Promise<LeaderGroup[]> {
  const sectionIds = leaderSectionIds(r);
  if (sectionIds.length === 0) return [];
  const bySection = new Map<number, number[]>();
  for (const row of await leaderRows(r, sectionIds)) {
    const ids = bySection.get(Number(row.section_id)) ?? [];
    if (ids.length < r.limit && !ids.includes(Number(row.id))) ids.push(Number(row.id));
    bySection.set(Number(row.section_id), ids);
  }
  return sectionIds.flatMap((id) => {
    const section = r.sections.byId(id);
    const itemIds = bySection.get(id);
    return section && itemIds?.length ? [{ section, itemIds }] : [];
  });
}
