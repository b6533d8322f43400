import { requirePermission } from '../../core/access.ts';
import { conflictOnUnique } from '../../core/unique-conflict.ts';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { emitChange } from '../../core/events.ts';
import { parseInput } from '../../core/validate.ts';
import { recordHistory } from '../../history/record-history.ts';
import { findPublicationRecord } from '../admin-queries.ts';
import { publicationEntity, publicationPermission } from '../magazine-access.ts';
import { createPublicationInput } from '../magazine-input.ts';
import type { PublicationRecord } from '../magazine-records.ts';
import { publicationChangeTags } from '../magazine-tags.ts';
import { assertPublicationAliasFree, insertPublicationRow } from '../writes/publication-rows.ts';
import { aliasOrSlug, assertTenantImage } from '../writes/shared-checks.ts';

/** Adds a publication (active unless told); its page is /magazine/{alias}, the alias made from the name when blank. */
export async function createMagazinePublication({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<PublicationRecord> {
  const fields = parseInput(createPublicationInput, input);
  requirePermission(ctx, [publicationPermission]);
  const tenantKey = tenantKeyOf(ctx);
  const now = ctx.now();

  // The check that the alias is free can race another save: the unique key then answers CONFLICT.
  let alias = '';
  const takenAlias = () => `The alias "${alias}"`;
  const id = await conflictOnUnique(
    () =>
      ctx.db.transaction(async (trx) => {
        const after = { ...fields, alias: aliasOrSlug(fields.alias, fields.name) };
        alias = after.alias;
        await assertPublicationAliasFree(trx, tenantKey, after.alias);
        await assertTenantImage(trx, tenantKey, 'logoId', after.logoId);
        const id = await insertPublicationRow(trx, { tenantKey, ...after, now });
        await recordHistory({
          ctx,
          db: trx,
          tenantKey,
          entityType: publicationEntity,
          entityId: id,
          action: 'create',
          after,
        });
        return id;
      }),
    takenAlias,
  );

  emitChange(ctx, tenantKey, 'publication', publicationChangeTags({ id, issues: [], oldAlias: null, newAlias: null }));
  return (await findPublicationRecord(ctx.db, tenantKey, id))!;
}
