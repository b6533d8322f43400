import type { Knex } from 'knex';

export interface WebsiteSchedule {
  contentId: number;
  sectionId: number;
  option: string;
  startDate: number;
  endDate: number | null;
}

/** The website schedules of the given items, grouped by content id. */
export async function findSchedulesForContent(
  db: Knex,
  tenantKey: string,
  contentIds: readonly number[],
): Promise<Map<number, WebsiteSchedule[]>> {
  const grouped = new Map<number, WebsiteSchedule[]>();
  if (contentIds.length === 0) return grouped;
  const rows = await db('website_schedules')
    .where({ tenant_key: tenantKey })
    .whereIn('content_id', contentIds)
    .orderBy('id');
  for (const row of rows) {
    const schedule = {
      contentId: Number(row.content_id),
      sectionId: Number(row.section_id),
      option: row.option,
      startDate: Number(row.start_date),
      endDate: row.end_date === null ? null : Number(row.end_date),
    };
    grouped.set(schedule.contentId, [...(grouped.get(schedule.contentId) ?? []), schedule]);
  }
  return grouped;
}
