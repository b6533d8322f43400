import { z } from 'zod';
import type { EngineContext } from '../../core/context.ts';
import { badInput, parseInput } from '../../core/validate.ts';
import { withContentHistory } from '../writes/content-history.ts';
import { ContentStatus } from '../../shared/enums.ts';
import type { ContentNode } from '../content-node.ts';
import { rowId, timestamp } from '../writes/content-fields.ts';
import { editContentItem } from '../writes/edit-content-item.ts';
import { updateContentRow } from '../writes/queries.ts';

const inputSchema = z.object({
  id: rowId,
  /** When the item goes live; default now. A future time schedules publishing. */
  published: timestamp.nullish(),
});

/** Publishes an item now or at a given time (status PUBLISHED). */
export async function publishContent({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<ContentNode> {
  const { id, published: at } = parseInput(inputSchema, input);
  return editContentItem(
    ctx,
    id,
    withContentHistory(ctx, 'publish', async ({ trx, item, tenantKey, now }) => {
      const published = at ?? now;
      if (item.expires !== null && item.expires <= published) {
        throw badInput(
          'published',
          'the item expires before this time; change or clear its expiry with scheduleContent first.',
        );
      }
      await updateContentRow(trx, tenantKey, id, { status: ContentStatus.PUBLISHED, published, updated: now });
    }),
  );
}
