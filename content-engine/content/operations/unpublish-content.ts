import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import { requirePermission } from '../../cms-users/access.ts';
import { ContentStatus } from '../../shared/enums.ts';
import type { ContentNode } from '../content-node.ts';
import { commitContentWrite, editedContent } from '../writes/commit-content-write.ts';
import { contentIdInput } from '../writes/content-fields.ts';
import { updateContentRow } from '../writes/queries.ts';

/** Takes an item off the site: back to DRAFT, keeping its publish date. */
export async function unpublishContent({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<ContentNode> {
  const { id } = parseInput(contentIdInput, input);
  requirePermission(ctx, ['manage_content']);
  const tenantKey = tenantKeyOf(ctx);
  const now = ctx.now();
  await commitContentWrite({
    ctx,
    tenantKey,
    now,
    id,
    write: async (trx) => {
      await updateContentRow(trx, tenantKey, id, { status: ContentStatus.DRAFT, updated: now });
      return { id };
    },
  });
  return editedContent(ctx, tenantKey, id);
}
