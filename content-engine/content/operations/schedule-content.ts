import { z } from 'zod';
import type { EngineContext } from '../../core/context.ts';
import { badInput, parseInput } from '../../core/validate.ts';
import { withContentHistory } from '../writes/content-history.ts';
import type { ContentNode } from '../content-node.ts';
import { rowId, timestamp } from '../writes/content-fields.ts';
import { editContentItem } from '../writes/edit-content-item.ts';
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
  return editContentItem(
    ctx,
    id,
    withContentHistory(ctx, 'schedule', async ({ trx, item, tenantKey, now }) => {
      const expiry = expires === undefined ? item.expires : expires;
      if (expiry !== null && expiry <= published) throw badInput('expires', 'must be after published.');
      await updateContentRow(trx, tenantKey, id, { published, expires: expiry, updated: now });
    }),
  );
}
