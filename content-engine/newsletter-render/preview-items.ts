import type { Knex } from 'knex';
import type { EngineContext } from '../core/context.ts';
import { streamContentIds } from '../content/queries.ts';
import type { NewsletterTemplatePayload } from '../shared/newsletters/template-schema.ts';
import { tenantData } from '../tenant-data/tenant-data.ts';

/*
 * What a template preview shows in its content lists when no campaign picked items: the items
 * scheduled to the template for the date (to the block, or to any block), then — so the editor
 * sees the block's look — the newest published items of the block's sections and types (any, when
 * it names none), up to the block's number of items. An item appears in one block only.
 */

async function scheduledIds(db: Knex, tenantKey: string, templateId: number, date: string) {
  const rows: { content_id: number | string; block_key: string }[] = await db('newsletter_content_schedules')
    .where({ tenant_key: tenantKey, template_id: templateId, date })
    .orderBy([{ column: 'sequence' }, { column: 'id' }])
    .select('content_id', 'block_key');
  return rows.map((r) => ({ id: Number(r.content_id), blockKey: r.block_key }));
}

export async function previewBlockItems(
  ctx: EngineContext,
  tenantKey: string,
  { templateId, payload, date }: { templateId: number; payload: NewsletterTemplatePayload; date: string },
): Promise<Record<string, number[]>> {
  const scheduled = await scheduledIds(ctx.db, tenantKey, templateId, date);
  const sections = await tenantData(ctx).sections(tenantKey);
  const used = new Set<number>();
  const result: Record<string, number[]> = {};
  for (const block of payload.blocks.filter((b) => b.type === 'content_list')) {
    const { numberOfItems, fromSchedules, sectionIds, contentTypes } = block.population;
    const ids: number[] = [];
    const take = (id: number) => {
      if (ids.length >= numberOfItems || used.has(id)) return;
      ids.push(id);
      used.add(id);
    };
    if (fromSchedules) {
      for (const s of scheduled) if (s.blockKey === block.key) take(s.id);
      for (const s of scheduled) if (s.blockKey === '') take(s.id);
    }
    if (ids.length < numberOfItems) {
      const newest = await streamContentIds(ctx.db, tenantKey, {
        now: ctx.now(),
        sectionIds: sectionIds.length ? sectionIds.flatMap((id) => sections.descendantIds(id)) : undefined,
        includeTypes: contentTypes.length ? contentTypes : undefined,
        excludeIds: [...used],
        sortField: 'published',
        sortOrder: 'desc',
        limit: numberOfItems - ids.length,
        skip: 0,
      });
      newest.forEach(take);
    }
    result[block.key] = ids;
  }
  return result;
}
