import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import { requirePermission } from '../../cms-users/access.ts';
import { ContentStatus } from '../../shared/enums.ts';
import { commitContentWrite } from '../writes/commit-content-write.ts';
import { contentIdInput } from '../writes/content-fields.ts';
import { updateContentRow } from '../writes/queries.ts';

/** Soft-deletes an item (status DELETED): it leaves the site, its row and path stay reserved. */
export async function deleteContent({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<boolean> {
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
      await updateContentRow(trx, tenantKey, id, { status: ContentStatus.DELETED, updated: now });
      return { id };
    },
  });
  return true;
}
