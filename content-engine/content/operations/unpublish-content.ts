import type { EngineContext } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import { withContentHistory } from '../writes/content-history.ts';
import { ContentStatus } from '../../shared/enums.ts';
import type { ContentNode } from '../content-node.ts';
import { contentIdInput } from '../writes/content-fields.ts';
import { editContentItem } from '../writes/edit-content-item.ts';
import { updateContentRow } from '../writes/queries.ts';

/** Takes an item off the site: back to DRAFT, keeping its publish date. */
export async function unpublishContent({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<ContentNode> {
  const { id } = parseInput(contentIdInput, input);
  return editContentItem(
    ctx,
    id,
    withContentHistory(ctx, 'unpublish', ({ trx, tenantKey, now }) =>
      updateContentRow(trx, tenantKey, id, { status: ContentStatus.DRAFT, updated: now }),
    ),
  );
}
