import type { Knex } from 'knex';
import { redirectCandidates } from '../../redirects/redirect-path.ts';
import { toContentItem, type ContentItem } from '../content-item.ts';

/*
 * Write-side queries. Callers pass the transaction; every statement is scoped by tenant key
 * (link tables have none: their content id was checked against the tenant first).
 */

/** An item as a write sees it: the row and the sections it is scheduled to. */
export interface ContentFootprint extends ContentItem {
  scheduledSectionIds: number[];
  /** The magazine issues it runs in. */
  issueIds: number[];
  /** The items that name it as related content (their related blocks may list it). */
  relatedByIds: number[];
}

export async function findFootprint(db: Knex, tenantKey: string, id: number): Promise<ContentFootprint | null> {
  const row = await db('content').where({ tenant_key: tenantKey, id }).first();
  if (!row) return null;
  const schedules: { section_id: number | string }[] = await db('website_schedules')
    .where({ tenant_key: tenantKey, content_id: id })
    .select('section_id');
  const issueIds: (number | string)[] = await db('content_issues').where({ content_id: id }).pluck('issue_id');
  const relatedByIds: (number | string)[] = await db('content_relations').where({ related_id: id }).pluck('content_id');
  return {
    ...toContentItem(row),
    scheduledSectionIds: schedules.map((s) => Number(s.section_id)),
    issueIds: issueIds.map(Number).sort((x, y) => x - y),
    relatedByIds: relatedByIds.map(Number).sort((x, y) => x - y),
  };
}

export async function insertContentRow(db: Knex, row: Record<string, unknown>): Promise<number> {
  const [inserted] = await db('content').insert(row).returning('id');
  return Number(typeof inserted === 'object' ? (inserted as { id: number }).id : inserted);
}

export async function updateContentRow(
  db: Knex,
  tenantKey: string,
  id: number,
  columns: Record<string, unknown>,
): Promise<void> {
  await db('content').where({ tenant_key: tenantKey, id }).update(columns);
}

const linkTables = {
  authorIds: { table: 'content_authors', column: 'person_id' },
  imageIds: { table: 'content_images', column: 'asset_id' },
  taxonomyIds: { table: 'content_taxonomy', column: 'taxonomy_id' },
  relatedIds: { table: 'content_relations', column: 'related_id' },
} as const;

export type ContentLinks = Partial<Record<keyof typeof linkTables, number[] | null>>;

/** Replaces each link list given (in the order given); lists left undefined are kept. */
export async function replaceContentLinks(db: Knex, contentId: number, links: ContentLinks): Promise<void> {
  for (const [field, { table, column }] of Object.entries(linkTables) as [
    keyof typeof linkTables,
    (typeof linkTables)[keyof typeof linkTables],
  ][]) {
    const ids = links[field];
    if (ids === undefined) continue;
    await db(table).where({ content_id: contentId }).delete();
    const rows = (ids ?? []).map((id, position) => ({
      content_id: contentId,
      [column]: id,
      ...(table === 'content_taxonomy' ? {} : { position }),
    }));
    if (rows.length) await db(table).insert(rows);
  }
}

export interface ScheduleRow {
  sectionId: number;
  option: string;
  startDate: number;
  endDate: number | null;
}

export async function replaceSchedules(
  db: Knex,
  tenantKey: string,
  contentId: number,
  schedules: readonly ScheduleRow[],
): Promise<void> {
  await db('website_schedules').where({ tenant_key: tenantKey, content_id: contentId }).delete();
  if (schedules.length === 0) return;
  await db('website_schedules').insert(
    schedules.map((s) => ({
      tenant_key: tenantKey,
      content_id: contentId,
      section_id: s.sectionId,
      option: s.option,
      start_date: s.startDate,
      end_date: s.endDate,
    })),
  );
}

/**
 * After an item moved from `from` to `to`: `from` redirects (301) to `to`, redirects that led
 * to `from` lead to `to` directly, and a redirect away from `to` (which would now loop) goes.
 */
export async function redirectMovedPath(
  db: Knex,
  { tenantKey, from, to, now }: { tenantKey: string; from: string; to: string; now: number },
): Promise<void> {
  const candidates = redirectCandidates(to);
  await db('redirects')
    .where({ tenant_key: tenantKey })
    .whereRaw(`lower(??) in (${candidates.map(() => '?').join(', ')})`, ['from', ...candidates])
    .delete();
  await db('redirects').where({ tenant_key: tenantKey, to: from }).update({ to, updated: now });
  await db('redirects')
    .insert({ tenant_key: tenantKey, from, to, code: 301, created: now, updated: now })
    .onConflict(['tenant_key', 'from'])
    .merge({ to, code: 301, updated: now });
}

/** The alias of one of the tenant's sections (any status), or null. */
export async function findSectionAlias(db: Knex, tenantKey: string, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const row: { alias: string } | undefined = await db('website_sections')
    .where({ tenant_key: tenantKey, id })
    .first('alias');
  return row?.alias ?? null;
}
