import type { Knex } from 'knex';
import type { NewsletterTemplatePayload } from '../shared/newsletters/template-schema.ts';
import type { BlockItems } from './campaign-records.ts';
import { newestPublished, wherePublished } from './newsletter-content.ts';

/*
 * "Populate from schedules": the items of each content_list block of a template for a date.
 * 1. Each block (with population.fromSchedules) takes the published items scheduled to it for the
 *    date, lowest `sequence` first, up to population.numberOfItems.
 * 2. Items scheduled to the template without a block ('' — or to a block the template no longer
 *    has) then fill the blocks with room, in the template's block order.
 * 3. A block still with room is topped up with the newest items published by now of its
 *    population.sectionIds / contentTypes (none given: no top-up).
 * No item appears twice across the blocks.
 */

export interface PopulatedItem {
  blockKey: string;
  contentId: number;
  /** From a content schedule (else the top-up). */
  fromSchedule: boolean;
}

export async function populateBlocks(
  db: Knex,
  {
    tenantKey,
    templateId,
    payload,
    date,
    now,
  }: { tenantKey: string; templateId: number; payload: NewsletterTemplatePayload; date: string; now: number },
): Promise<{ blockItems: BlockItems; items: PopulatedItem[] }> {
  const blocks = payload.blocks.filter((b) => b.type === 'content_list');
  const chosen = new Map<string, PopulatedItem[]>(blocks.map((b) => [b.key, []]));
  const used = new Set<number>();
  const room = (key: string) => blocks.find((b) => b.key === key)!.population.numberOfItems - chosen.get(key)!.length;
  const take = (blockKey: string, contentId: number, fromSchedule: boolean) => {
    used.add(contentId);
    chosen.get(blockKey)!.push({ blockKey, contentId, fromSchedule });
  };

  const scheduled: { content_id: number | string; block_key: string }[] = await wherePublished(
    db('newsletter_content_schedules as s')
      .join('content as c', (j) => j.on('c.id', 's.content_id').andOn('c.tenant_key', 's.tenant_key'))
      .where({ 's.tenant_key': tenantKey, 's.template_id': templateId, 's.date': date }),
    now,
  )
    .orderBy('s.sequence')
    .orderBy('s.id')
    .select('s.content_id', 's.block_key');

  const fromSchedules = blocks.filter((b) => b.population.fromSchedules);
  const anyBlock: number[] = [];
  for (const s of scheduled) {
    const id = Number(s.content_id);
    const own = fromSchedules.find((b) => b.key === s.block_key);
    if (!own) {
      if (!blocks.some((b) => b.key === s.block_key)) anyBlock.push(id);
      continue;
    }
    if (!used.has(id) && room(own.key) > 0) take(own.key, id, true);
  }
  for (const id of anyBlock) {
    if (used.has(id)) continue;
    const open = fromSchedules.find((b) => room(b.key) > 0);
    if (open) take(open.key, id, true);
  }

  for (const block of blocks) {
    const { sectionIds, contentTypes } = block.population;
    const newest = await newestPublished(db, tenantKey, {
      sectionIds,
      contentTypes,
      exclude: [...used],
      limit: room(block.key),
      now,
    });
    for (const id of newest) take(block.key, id, false);
  }

  const blockItems: BlockItems = Object.fromEntries(
    [...chosen].map(([key, items]) => [key, items.map((i) => i.contentId)]),
  );
  return { blockItems, items: [...chosen.values()].flat() };
}
