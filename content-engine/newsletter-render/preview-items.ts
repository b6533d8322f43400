import type { EngineContext } from '../core/context.ts';
import { streamContentIds } from '../content/queries.ts';
import { populateBlocks } from '../newsletters/populate.ts';
import type { NewsletterTemplatePayload } from '../shared/newsletters/template-schema.ts';

/*
 * What a template preview shows in its content lists when no campaign picked items: what
 * "populate from schedules" would choose for the date (the engine's populateBlocks), then — so the
 * editor sees each block's look — blocks still with room topped up with the newest published
 * items of the tenant. An item appears in one block only.
 */

export async function previewBlockItems(
  ctx: EngineContext,
  tenantKey: string,
  { templateId, payload, date }: { templateId: number; payload: NewsletterTemplatePayload; date: string },
): Promise<Record<string, number[]>> {
  const now = ctx.now();
  const { blockItems } = await populateBlocks(ctx.db, { tenantKey, templateId, payload, date, now });
  const used = new Set(Object.values(blockItems).flat());
  const result: Record<string, number[]> = {};
  for (const block of payload.blocks.filter((b) => b.type === 'content_list')) {
    const ids = [...(blockItems[block.key] ?? [])];
    const room = block.population.numberOfItems - ids.length;
    if (room > 0) {
      const newest = await streamContentIds(ctx.db, tenantKey, {
        now,
        excludeIds: [...used],
        sortField: 'published',
        sortOrder: 'desc',
        limit: room,
        skip: 0,
      });
      for (const id of newest) {
        ids.push(id);
        used.add(id);
      }
    }
    result[block.key] = ids;
  }
  return result;
}
