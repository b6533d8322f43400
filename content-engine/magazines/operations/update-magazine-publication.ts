import { requirePermission } from '../../core/access.ts';
import { conflictOnUnique } from '../../core/unique-conflict.ts';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { emitChange } from '../../core/events.ts';
import { parseInput } from '../../core/validate.ts';
import { recordHistory } from '../../history/record-history.ts';
import { findPublicationRecord } from '../admin-queries.ts';
import { publicationEntity, publicationPermission } from '../magazine-access.ts';
import { definedFields } from '../magazine-fields.ts';
import { updatePublicationInput } from '../magazine-input.ts';
import type { PublicationRecord } from '../magazine-records.ts';
import { publicationChangeTags } from '../magazine-tags.ts';
import {
  assertPublicationAliasFree,
  findIssuesOfPublication,
  findPublicationFields,
  updatePublicationRow,
  type PublicationFields,
} from '../writes/publication-rows.ts';
import { aliasOrSlug, assertTenantImage } from '../writes/shared-checks.ts';

/**
 * Changes a publication; fields left out keep their value. Its page and its issues' pages
 * regenerate; a new alias retires the old paths, INACTIVE takes them all off the site.
 */
export async function updateMagazinePublication({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<PublicationRecord> {
  const { id, ...patch } = parseInput(updatePublicationInput, input);
  requirePermission(ctx, [publicationPermission]);
  const tenantKey = tenantKeyOf(ctx);
  const now = ctx.now();

  // The check that the alias is free can race another save: the unique key then answers CONFLICT.
  let alias = '';
  const takenAlias = () => `The alias "${alias}"`;
  const changeTags = await conflictOnUnique(
    () =>
      ctx.db.transaction(async (trx) => {
        const before = await findPublicationFields(trx, tenantKey, id);
        if (!before) throw notFound(`Magazine publication ${id}`);
        const merged: PublicationFields = { ...before, ...definedFields(patch) };
        const after = {
          ...merged,
          alias: patch.alias === undefined ? before.alias : aliasOrSlug(patch.alias, merged.name),
        };
        alias = after.alias;
        if (after.alias !== before.alias) await assertPublicationAliasFree(trx, tenantKey, after.alias, id);
        if (after.logoId !== before.logoId) await assertTenantImage(trx, tenantKey, 'logoId', after.logoId);
        await updatePublicationRow(trx, { tenantKey, id, ...after, now });
        await recordHistory({
          ctx,
          db: trx,
          tenantKey,
          entityType: publicationEntity,
          entityId: id,
          action: 'update',
          before,
          after,
        });
        const issues = await findIssuesOfPublication(trx, tenantKey, id);
        return publicationChangeTags({ id, issues, oldAlias: before.alias, newAlias: after.alias });
      }),
    takenAlias,
  );

  emitChange(ctx, tenantKey, 'publication', changeTags);
  return (await findPublicationRecord(ctx.db, tenantKey, id))!;
}
