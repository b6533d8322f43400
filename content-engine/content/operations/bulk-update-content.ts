import { z } from 'zod';
import { requirePermission } from '../../core/access.ts';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import { scheduleOptions } from '../../shared/enums.ts';
import { rowId } from '../writes/content-fields.ts';
import { deleteContent } from './delete-content.ts';
import { publishContent } from './publish-content.ts';
import { setContentSchedules } from './set-content-schedules.ts';
import { unpublishContent } from './unpublish-content.ts';
import { updateContent } from './update-content.ts';

export const bulkActions = [
  'publish',
  'unpublish',
  'delete',
  'addSchedule',
  'removeSchedule',
  'addTaxonomy',
  'removeTaxonomy',
] as const;

const inputSchema = z
  .object({
    ids: z
      .array(rowId)
      .min(1, 'Choose at least one item.')
      .max(500)
      .transform((ids) => [...new Set(ids)]),
    action: z.enum(bulkActions),
    /** addSchedule / removeSchedule: the section and option. */
    sectionId: rowId.nullish(),
    option: z.enum(scheduleOptions).nullish(),
    /** addTaxonomy / removeTaxonomy. */
    taxonomyIds: z.array(rowId).max(100).nullish(),
  })
  .refine((i) => !['addSchedule', 'removeSchedule'].includes(i.action) || i.sectionId, {
    message: 'Choose a section.',
    path: ['sectionId'],
  })
  .refine((i) => !['addTaxonomy', 'removeTaxonomy'].includes(i.action) || i.taxonomyIds?.length, {
    message: 'Choose at least one taxonomy term.',
    path: ['taxonomyIds'],
  });

export interface BulkUpdateResult {
  updated: number[];
  failed: { id: number; message: string }[];
}

/**
 * Applies one change to many items (bulk_update_content), item by item through the same
 * operations as the editor — so each write is checked, recorded in the history and regenerates
 * its pages — and reports which items changed and which failed with why.
 */
export async function bulkUpdateContent({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<BulkUpdateResult> {
  requirePermission(ctx, ['bulk_update_content']);
  const i = parseInput(inputSchema, input);
  const tenantKey = tenantKeyOf(ctx);
  const result: BulkUpdateResult = { updated: [], failed: [] };
  for (const id of i.ids) {
    try {
      await applyTo(ctx, tenantKey, id, i);
      result.updated.push(id);
    } catch (error) {
      result.failed.push({ id, message: (error as Error).message });
    }
  }
  return result;
}

async function applyTo(ctx: EngineContext, tenantKey: string, id: number, i: z.infer<typeof inputSchema>) {
  switch (i.action) {
    case 'publish':
      return publishContent({ ctx, input: { id } });
    case 'unpublish':
      return unpublishContent({ ctx, input: { id } });
    case 'delete':
      return deleteContent({ ctx, input: { id } });
    case 'addSchedule':
    case 'removeSchedule': {
      const option = i.option ?? 'Standard';
      const current = (
        await ctx
          .db('website_schedules')
          .where({ tenant_key: tenantKey, content_id: id })
          .select('section_id', 'option', 'start_date', 'end_date')
      ).map((row) => ({
        sectionId: Number(row.section_id),
        option: row.option,
        startDate: Number(row.start_date),
        endDate: row.end_date == null ? null : Number(row.end_date),
      }));
      const others = current.filter((s) => !(s.sectionId === i.sectionId && s.option === option));
      const schedules = i.action === 'addSchedule' ? [...others, { sectionId: i.sectionId!, option }] : others;
      return setContentSchedules({ ctx, input: { contentId: id, schedules } });
    }
    case 'addTaxonomy':
    case 'removeTaxonomy': {
      const current = (
        await ctx
          .db('content_taxonomy')
          .join('content', 'content.id', 'content_taxonomy.content_id')
          .where({ 'content.tenant_key': tenantKey, 'content.id': id })
          .select('content_taxonomy.taxonomy_id')
      ).map((row) => Number(row.taxonomy_id));
      const chosen = new Set(i.taxonomyIds);
      const taxonomyIds =
        i.action === 'addTaxonomy' ? [...new Set([...current, ...chosen])] : current.filter((t) => !chosen.has(t));
      return updateContent({ ctx, input: { id, taxonomyIds } });
    }
  }
}
