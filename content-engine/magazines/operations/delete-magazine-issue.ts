import { requirePermission } from '../../core/access.ts';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { emitChange } from '../../core/events.ts';
import { parseInput } from '../../core/validate.ts';
import { recordHistory } from '../../history/record-history.ts';
import { issueCanonicalPath } from '../magazine.ts';
import { issueEntity, issuePermission } from '../magazine-access.ts';
import { byIdInput } from '../magazine-input.ts';
import { issueChangeTags } from '../magazine-tags.ts';
import { deleteIssueRows, findIssueFields, findPublicationAlias } from '../writes/issue-rows.ts';

/** Deletes an issue: its page leaves the site and its items leave the issue (the items themselves stay). */
export async function deleteMagazineIssue({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<boolean> {
  const { id } = parseInput(byIdInput, input);
  requirePermission(ctx, [issuePermission]);
  const tenantKey = tenantKeyOf(ctx);

  const changeTags = await ctx.db.transaction(async (trx) => {
    const before = await findIssueFields(trx, tenantKey, id);
    if (!before) throw notFound(`Magazine issue ${id}`);
    const path = issueCanonicalPath(await findPublicationAlias(trx, tenantKey, before.publicationId), before.alias);
    await deleteIssueRows(trx, tenantKey, id);
    await recordHistory({ ctx, db: trx, tenantKey, entityType: issueEntity, entityId: id, action: 'delete', before });
    return issueChangeTags(id, { publicationId: before.publicationId, path }, null);
  });

  emitChange(ctx, tenantKey, 'issue', changeTags);
  return true;
}
