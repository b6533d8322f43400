import { z } from 'zod';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { EngineError } from '../../core/errors.ts';
import { parseInput } from '../../core/validate.ts';
import { requirePermission } from '../../cms-users/access.ts';
import type { ContentNode } from '../content-node.ts';
import { commitContentWrite, editedContent } from '../writes/commit-content-write.ts';
import { rowId, timestamp } from '../writes/content-fields.ts';
import { updateContentRow } from '../writes/queries.ts';

const inputSchema = z.object({
  id: rowId,
  published: timestamp,
  /** When the item stops being public; null clears it, absent keeps it. */
  expires: timestamp.nullish(),
});

/** Sets when an item goes live and when it expires; its status is left as it is. */
export async function scheduleContent({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<ContentNode> {
  const { id, published, expires } = parseInput(inputSchema, input);
  requirePermission(ctx, ['manage_content']);
  const tenantKey = tenantKeyOf(ctx);
  const now = ctx.now();
  await commitContentWrite({
    ctx,
    tenantKey,
    now,
    id,
    write: async (trx, before) => {
      const expiry = expires === undefined ? before!.expires : expires;
      if (expiry !== null && expiry <= published) throw new EngineError('BAD_USER_INPUT', 'Invalid input. expires: must be after published.', { fields: ['expires'] });
      await updateContentRow(trx, tenantKey, id, { published, expires: expiry, updated: now });
      return { id };
    },
  });
  return editedContent(ctx, tenantKey, id);
}
