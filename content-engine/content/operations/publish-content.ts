import { z } from 'zod';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { EngineError } from '../../core/errors.ts';
import { parseInput } from '../../core/validate.ts';
import { requirePermission } from '../../cms-users/access.ts';
import { ContentStatus } from '../../shared/enums.ts';
import type { ContentNode } from '../content-node.ts';
import { commitContentWrite, editedContent } from '../writes/commit-content-write.ts';
import { rowId, timestamp } from '../writes/content-fields.ts';
import { updateContentRow } from '../writes/queries.ts';

const inputSchema = z.object({
  id: rowId,
  /** When the item goes live; default now. A future time schedules publishing. */
  published: timestamp.nullish(),
});

/** Publishes an item now or at a given time (status PUBLISHED). */
export async function publishContent({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<ContentNode> {
  const { id, published: at } = parseInput(inputSchema, input);
  requirePermission(ctx, ['manage_content']);
  const tenantKey = tenantKeyOf(ctx);
  const now = ctx.now();
  const published = at ?? now;
  await commitContentWrite({
    ctx,
    tenantKey,
    now,
    id,
    write: async (trx, before) => {
      if (before!.expires !== null && before!.expires <= published) {
        throw new EngineError('BAD_USER_INPUT', 'Invalid input. published: the item expires before this time; change or clear its expiry with scheduleContent first.', { fields: ['published'] });
      }
      await updateContentRow(trx, tenantKey, id, { status: ContentStatus.PUBLISHED, published, updated: now });
      return { id };
    },
  });
  return editedContent(ctx, tenantKey, id);
}
