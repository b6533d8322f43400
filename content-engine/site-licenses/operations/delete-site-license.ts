import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { emitChange } from '../../core/events.ts';
import { parseInput } from '../../core/validate.ts';
import { requirePermission } from '../../core/access.ts';
import { recordHistory } from '../../history/record-history.ts';
import { findSiteLicense } from '../queries.ts';
import { siteLicenseIdInput } from '../site-license-input.ts';
import { deleteSiteLicenseRow, licenseFieldsOf } from '../writes.ts';

/** Removes a licence of the request's site. Needs manage_ip_gating. */
export async function deleteSiteLicense({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<boolean> {
  const { id } = parseInput(siteLicenseIdInput, input);
  requirePermission(ctx, ['manage_ip_gating']);
  const tenantKey = tenantKeyOf(ctx);

  await ctx.db.transaction(async (trx) => {
    const license = await findSiteLicense(trx, tenantKey, id);
    if (!license) throw notFound(`Site licence ${id}`);
    await deleteSiteLicenseRow(trx, tenantKey, id);
    await recordHistory({
      ctx,
      db: trx,
      tenantKey,
      entityType: 'site_license',
      entityId: id,
      action: 'delete',
      before: licenseFieldsOf(license),
    });
  });

  emitChange(ctx, tenantKey, 'site_license', ['site-licenses']);
  return true;
}
