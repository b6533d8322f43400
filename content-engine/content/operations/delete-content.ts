import type { EngineContext } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import { withContentHistory } from '../writes/content-history.ts';
import { ContentStatus } from '../../shared/enums.ts';
import { contentIdInput } from '../writes/content-fields.ts';
import { writeContentItem } from '../writes/edit-content-item.ts';
import { updateContentRow } from '../writes/queries.ts';

/** Soft-deletes an item (status DELETED): it leaves the site, its row and path stay reserved. */
export async function deleteContent({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<boolean> {
  const { id } = parseInput(contentIdInput, input);
  await writeContentItem(
    ctx,
    id,
    withContentHistory(ctx, 'delete', ({ trx, tenantKey, now }) =>
      updateContentRow(trx, tenantKey, id, { status: ContentStatus.DELETED, updated: now }),
    ),
  );
  return true;
}
