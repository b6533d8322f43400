import type { Knex } from 'knex';
import type { EngineContext } from '../../core/context.ts';
import type { ChangeItem } from './edit-content-item.ts';
import { findFootprint } from './queries.ts';
import { contentStatusNames } from '../../shared/enums.ts';
import type { HistoryAction } from '../../history/history-entry.ts';
import { recordHistory } from '../../history/record-history.ts';

const linkLists = {
  authorIds: { table: 'content_authors', column: 'person_id', order: 'position' },
  imageIds: { table: 'content_images', column: 'asset_id', order: 'position' },
  taxonomyIds: { table: 'content_taxonomy', column: 'taxonomy_id', order: 'taxonomy_id' },
  relatedIds: { table: 'content_relations', column: 'related_id', order: 'position' },
} as const;

/** A content item as its editor sees it, for the history: fields, status by name, links and website schedules. */
export async function contentSnapshot(
  db: Knex,
  tenantKey: string,
  id: number,
): Promise<Record<string, unknown> | null> {
  const item = await findFootprint(db, tenantKey, id);
  if (!item) return null;
  const {
    scheduledSectionIds: _sections,
    createdBy: _createdBy,
    revision: _revision,
    updatedBy: _updatedBy,
    relatedByIds: _relatedBy,
    status,
    ...fields
  } = item;
  const links: Record<string, number[]> = {};
  for (const [field, { table, column, order }] of Object.entries(linkLists)) {
    links[field] = (await db(table).where({ content_id: id }).orderBy(order).pluck(column)).map(Number);
  }
  const schedules: {
    section_id: number | string;
    option: string;
    start_date: number | string;
    end_date: number | string | null;
  }[] = await db('website_schedules')
    .where({ tenant_key: tenantKey, content_id: id })
    .orderBy(['section_id', 'option'])
    .select('section_id', 'option', 'start_date', 'end_date');
  return {
    ...fields,
    status: contentStatusNames[status] ?? status,
    ...links,
    schedules: schedules.map((s) => ({
      sectionId: Number(s.section_id),
      option: s.option,
      startDate: Number(s.start_date),
      endDate: s.end_date === null ? null : Number(s.end_date),
    })),
  };
}

/** Records a content write; `before` is the item's snapshot before it (none for a create). */
export async function recordContentHistory({
  ctx,
  db,
  tenantKey,
  id,
  action,
  before = null,
}: {
  ctx: EngineContext;
  db: Knex;
  tenantKey: string;
  id: number;
  action: HistoryAction;
  before?: object | null;
}) {
  await recordHistory({
    ctx,
    db,
    tenantKey,
    entityType: 'content',
    entityId: id,
    action,
    before,
    after: await contentSnapshot(db, tenantKey, id),
  });
}

/** `change`, recorded in the history as `action` on the item, in the change's transaction. */
export const withContentHistory =
  (ctx: EngineContext, action: HistoryAction, change: ChangeItem): ChangeItem =>
  async (step) => {
    const before = await contentSnapshot(step.trx, step.tenantKey, step.item.id);
    const result = await change(step);
    await recordContentHistory({ ctx, db: step.trx, tenantKey: step.tenantKey, id: step.item.id, action, before });
    return result;
  };
