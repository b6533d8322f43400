import { z } from 'zod';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import { requirePermission } from '../../cms-users/access.ts';
import type { ContentNode } from '../content-node.ts';
import { commitContentWrite, editedContent } from '../writes/commit-content-write.ts';
import { rowId, schedulesInput } from '../writes/content-fields.ts';
import { replaceSchedules, updateContentRow } from '../writes/queries.ts';
import { assertReferences } from '../writes/references.ts';
import { toScheduleRows } from '../writes/schedule-rows.ts';

const inputSchema = z.object({ contentId: rowId, schedules: schedulesInput });

/** Replaces the sections (and options) an item is listed in. */
export async function setContentSchedules({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<ContentNode> {
  const { contentId: id, schedules } = parseInput(inputSchema, input);
  requirePermission(ctx, ['manage_content']);
  const tenantKey = tenantKeyOf(ctx);
  const now = ctx.now();
  await commitContentWrite({
    ctx,
    tenantKey,
    now,
    id,
    write: async (trx, before) => {
      await assertReferences(trx, tenantKey, { schedules });
      await replaceSchedules(trx, tenantKey, id, toScheduleRows(schedules, { published: before!.published, now }));
      await updateContentRow(trx, tenantKey, id, { updated: now });
      return { id };
    },
  });
  return editedContent(ctx, tenantKey, id);
}
