import { requirePermission } from '../../core/access.ts';
import { conflictOnUnique } from '../../core/unique-conflict.ts';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { emitChange } from '../../core/events.ts';
import { parseInput } from '../../core/validate.ts';
import { recordHistory } from '../../history/record-history.ts';
import { findIssueRecord } from '../admin-queries.ts';
import { issueCanonicalPath } from '../magazine.ts';
import { issueEntity, issuePermission } from '../magazine-access.ts';
import { createIssueInput } from '../magazine-input.ts';
import type { IssueRecord } from '../magazine-records.ts';
import { issueChangeTags } from '../magazine-tags.ts';
import { assertIssueAliasFree, findPublicationAlias, insertIssueRow } from '../writes/issue-rows.ts';
import { aliasOrSlug, assertTenantImage, assertTenantPublication } from '../writes/shared-checks.ts';

/** Adds an issue to a publication of the site (active unless told); its page is /magazine/{publication}/{alias}. */
export async function createMagazineIssue({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<IssueRecord> {
  const fields = parseInput(createIssueInput, input);
  requirePermission(ctx, [issuePermission]);
  const tenantKey = tenantKeyOf(ctx);
  const now = ctx.now();

  // The check that the alias is free can race another save: the unique key then answers CONFLICT.
  let alias = '';
  const takenAlias = () => `The alias "${alias}"`;
  const { id, path } = await conflictOnUnique(
    () =>
      ctx.db.transaction(async (trx) => {
        await assertTenantPublication(trx, tenantKey, fields.publicationId);
        const after = { ...fields, alias: aliasOrSlug(fields.alias, fields.name) };
        alias = after.alias;
        await assertIssueAliasFree(trx, tenantKey, after);
        await assertTenantImage(trx, tenantKey, 'coverImageId', after.coverImageId);
        const id = await insertIssueRow(trx, { tenantKey, ...after, now });
        await recordHistory({
          ctx,
          db: trx,
          tenantKey,
          entityType: issueEntity,
          entityId: id,
          action: 'create',
          after,
        });
        return {
          id,
          path: issueCanonicalPath(await findPublicationAlias(trx, tenantKey, after.publicationId), after.alias),
        };
      }),
    takenAlias,
  );

  emitChange(ctx, tenantKey, 'issue', issueChangeTags(id, null, { publicationId: fields.publicationId, path }));
  return (await findIssueRecord(ctx.db, tenantKey, id))!;
}
