import type { Knex } from 'knex';
import { eventDimensions } from '../tracking-events/event-dimensions.ts';

const batch = 1_000;

const parsed = (json: unknown): Record<string, unknown> => {
  try {
    const value: unknown = JSON.parse(String(json));
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

/**
 * Fills in the report dimensions of events stored before they existed (migration 0041), a
 * thousand at a time; new events get theirs when stored. Returns how many it filled.
 */
export async function fillMissingDimensions(db: Knex): Promise<number> {
  let filled = 0;
  for (;;) {
    const rows: { id: unknown; type: string; page: unknown; payload: unknown; created: unknown }[] = await db(
      'tracking_events',
    )
      .whereNull('day')
      .orderBy('id')
      .limit(batch)
      .select('id', 'type', 'page', 'payload', 'created');
    if (!rows.length) return filled;
    await db.transaction(async (trx) => {
      for (const row of rows) {
        const dimensions = eventDimensions({
          type: row.type,
          page: parsed(row.page),
          payload: parsed(row.payload),
          created: Number(row.created),
        });
        await trx('tracking_events').where({ id: row.id }).update({
          day: dimensions.day,
          content_id: dimensions.contentId,
          company_id: dimensions.companyId,
          subject: dimensions.subject,
        });
      }
    });
    filled += rows.length;
  }
}
