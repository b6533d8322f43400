import { z } from 'zod';
import type { EngineContext } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import { withContentHistory } from '../writes/content-history.ts';
import type { ContentNode } from '../content-node.ts';
import { rowId, schedulesInput } from '../writes/content-fields.ts';
import { editContentItem } from '../writes/edit-content-item.ts';
import { replaceSchedules, updateContentRow } from '../writes/queries.ts';
import { assertReferences } from '../writes/references.ts';
import { toScheduleRows } from '../writes/schedule-rows.ts';

const inputSchema = z.object({ contentId: rowId, schedules: schedulesInput });

/** Replaces the sections (and options) an item is listed in. */
export async function setContentSchedules({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<ContentNode> {
  const { contentId: id, schedules } = parseInput(inputSchema, input);
  return editContentItem(
    ctx,
    id,
    withContentHistory(ctx, 'set_schedules', async ({ trx, item, tenantKey, now }) => {
      await assertReferences(trx, tenantKey, { schedules });
      await replaceSchedules(trx, tenantKey, id, toScheduleRows(schedules, { published: item.published, now }));
      await updateContentRow(trx, tenantKey, id, { updated: now });
    }),
    { copyMayChange: true },
  );
}
