import type { Knex } from 'knex';
import { ContentStatus } from '../shared/enums.ts';
import { cardColumnsSql, toContentItem } from './content-item.ts';
import type { ContentFootprint } from './writes/queries.ts';

/**
 * A time at which an item's public pages change without a write: it goes live (`published`),
 * expires (`expires`), or enters or leaves a section listing (a website schedule's start or end).
 */
export interface ContentBoundary {
  tenantKey: string;
  contentId: number;
  kind: 'published' | 'expires' | 'scheduleStart' | 'scheduleEnd';
  at: number;
}

/**
 * The boundaries of published items in (from, to], across tenants: four range scans on the date
 * indexes of migration 0003, in one round trip.
 */
// The kinds are constants of this file, written into the SQL as literals: PostgreSQL cannot type a
// bound parameter in a select list.
export async function findContentBoundaries(
  db: Knex,
  { from, to }: { from: number; to: number },
): Promise<ContentBoundary[]> {
  const published = ContentStatus.PUBLISHED;
  const onContent = (column: 'published' | 'expires') =>
    db('content')
      .select('tenant_key', 'id as content_id', db.raw(`'${column}' as kind`), `${column} as at`)
      .where('status', published)
      .where(column, '>', from)
      .where(column, '<=', to);
  const onSchedules = (column: 'start_date' | 'end_date', kind: ContentBoundary['kind']) =>
    db('website_schedules as ws')
      .join('content as c', 'c.id', 'ws.content_id')
      .select('ws.tenant_key', 'ws.content_id', db.raw(`'${kind}' as kind`), `ws.${column} as at`)
      .where('c.status', published)
      .where(`ws.${column}`, '>', from)
      .where(`ws.${column}`, '<=', to);
  const rows: {
    tenant_key: string;
    content_id: number | string;
    kind: ContentBoundary['kind'];
    at: number | string;
  }[] = await onContent('published').unionAll([
    onContent('expires'),
    onSchedules('start_date', 'scheduleStart'),
    onSchedules('end_date', 'scheduleEnd'),
  ]);
  return rows.map((row) => ({
    tenantKey: row.tenant_key,
    contentId: Number(row.content_id),
    kind: row.kind,
    at: Number(row.at),
  }));
}

/** Items of one tenant with the sections they are scheduled to, as a write's change tags need them. */
export async function findFootprints(
  db: Knex,
  tenantKey: string,
  ids: readonly number[],
): Promise<Map<number, ContentFootprint>> {
  const footprints = new Map<number, ContentFootprint>();
  if (ids.length === 0) return footprints;
  const unique = [...new Set(ids)];
  const rows = await db('content')
    .select(db.raw(cardColumnsSql))
    .where('content.tenant_key', tenantKey)
    .whereIn('content.id', unique);
  for (const row of rows) {
    const item = toContentItem(row);
    footprints.set(item.id, { ...item, scheduledSectionIds: [], issueIds: [], relatedByIds: [] });
  }
  const schedules: { content_id: number | string; section_id: number | string }[] = await db('website_schedules')
    .where({ tenant_key: tenantKey })
    .whereIn('content_id', unique)
    .select('content_id', 'section_id');
  for (const s of schedules) footprints.get(Number(s.content_id))?.scheduledSectionIds.push(Number(s.section_id));
  const issues: { content_id: number | string; issue_id: number | string }[] = await db('content_issues')
    .whereIn('content_id', [...footprints.keys()])
    .select('content_id', 'issue_id');
  for (const link of issues) footprints.get(Number(link.content_id))?.issueIds.push(Number(link.issue_id));
  const relations: { content_id: number | string; related_id: number | string }[] = await db('content_relations')
    .whereIn('related_id', [...footprints.keys()])
    .select('content_id', 'related_id');
  for (const link of relations) footprints.get(Number(link.related_id))?.relatedByIds.push(Number(link.content_id));
  return footprints;
}
