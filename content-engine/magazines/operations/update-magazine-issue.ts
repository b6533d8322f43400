import type { Knex } from 'knex';
import { requirePermission } from '../../core/access.ts';
import { conflictOnUnique } from '../../core/unique-conflict.ts';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { emitChange } from '../../core/events.ts';
import { parseInput } from '../../core/validate.ts';
import { recordHistory } from '../../history/record-history.ts';
import { findIssueRecord } from '../admin-queries.ts';
import { issueCanonicalPath } from '../magazine.ts';
import { issueEntity, issuePermission } from '../magazine-access.ts';
import { definedFields } from '../magazine-fields.ts';
import { updateIssueInput } from '../magazine-input.ts';
import type { IssueRecord } from '../magazine-records.ts';
import { issueChangeTags } from '../magazine-tags.ts';
import {
  assertIssueAliasFree,
  findIssueFields,
  findPublicationAlias,
  updateIssueRow,
  type IssueFields,
} from '../writes/issue-rows.ts';
import { aliasOrSlug, assertTenantImage, assertTenantPublication } from '../writes/shared-checks.ts';

const spotOf = async (db: Knex, tenantKey: string, issue: IssueFields) => ({
  publicationId: issue.publicationId,
  path: issueCanonicalPath(await findPublicationAlias(db, tenantKey, issue.publicationId), issue.alias),
});

/**
 * Changes an issue; fields left out keep their value. Moved to another publication, its items
 * keep their place in the issue but lose their section (sections belong to a publication).
 */
export async function updateMagazineIssue({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<IssueRecord> {
  const { id, ...patch } = parseInput(updateIssueInput, input);
  requirePermission(ctx, [issuePermission]);
  const tenantKey = tenantKeyOf(ctx);
  const now = ctx.now();

  // The check that the alias is free can race another save: the unique key then answers CONFLICT.
  let alias = '';
  const takenAlias = () => `The alias "${alias}"`;
  const changeTags = await conflictOnUnique(
    () =>
      ctx.db.transaction(async (trx) => {
        const before = await findIssueFields(trx, tenantKey, id);
        if (!before) throw notFound(`Magazine issue ${id}`);
        const merged: IssueFields = { ...before, ...definedFields(patch) };
        const after = {
          ...merged,
          alias: patch.alias === undefined ? before.alias : aliasOrSlug(patch.alias, merged.name),
        };
        alias = after.alias;
        const moved = after.publicationId !== before.publicationId;
        if (moved) await assertTenantPublication(trx, tenantKey, after.publicationId);
        if (moved || after.alias !== before.alias)
          await assertIssueAliasFree(trx, tenantKey, { ...after, exceptId: id });
        if (after.coverImageId !== before.coverImageId)
          await assertTenantImage(trx, tenantKey, 'coverImageId', after.coverImageId);
        await updateIssueRow(trx, { tenantKey, id, ...after, now });
        if (moved) await trx('content_issues').where({ issue_id: id }).update({ section_id: null });
        await recordHistory({
          ctx,
          db: trx,
          tenantKey,
          entityType: issueEntity,
          entityId: id,
          action: 'update',
          before,
          after,
        });
        return issueChangeTags(id, await spotOf(trx, tenantKey, before), await spotOf(trx, tenantKey, after));
      }),
    takenAlias,
  );

  emitChange(ctx, tenantKey, 'issue', changeTags);
  return (await findIssueRecord(ctx.db, tenantKey, id))!;
}
