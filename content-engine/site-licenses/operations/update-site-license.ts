import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { emitChange } from '../../core/events.ts';
import { badInput, parseInput } from '../../core/validate.ts';
import { requirePermission } from '../../core/access.ts';
import { recordHistory } from '../../history/record-history.ts';
import { findSiteLicense } from '../queries.ts';
import type { SiteLicense } from '../site-license.ts';
import { updateSiteLicenseInput } from '../site-license-input.ts';
import { assertTenantMemberships, licenseFieldsOf, updateSiteLicenseRow, type SiteLicenseFields } from '../writes.ts';

/** Changes a licence's company, ranges, status, term or memberships; fields left out keep their value. Needs manage_ip_gating. */
export async function updateSiteLicense({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<SiteLicense> {
  const { id, ...patch } = parseInput(updateSiteLicenseInput, input);
  requirePermission(ctx, ['manage_ip_gating']);
  const tenantKey = tenantKeyOf(ctx);
  const now = ctx.now();

  const license = await ctx.db.transaction(async (trx) => {
    const before = await findSiteLicense(trx, tenantKey, id);
    if (!before) throw notFound(`Site licence ${id}`);
    const fields: SiteLicenseFields = {
      companyName: patch.companyName ?? before.companyName,
      ipRanges: patch.ipRanges ?? before.ipRanges,
      status: patch.status ?? before.status,
      startDate: patch.startDate === undefined ? before.startDate : patch.startDate,
      endDate: patch.endDate === undefined ? before.endDate : patch.endDate,
      membershipIds: patch.membershipIds ?? before.membershipIds,
    };
    if (fields.startDate && fields.endDate && fields.endDate < fields.startDate)
      throw badInput('endDate', 'The end date must not be before the start date');
    await assertTenantMemberships(trx, tenantKey, fields.membershipIds);
    await updateSiteLicenseRow(trx, { tenantKey, id, fields, now });
    await recordHistory({
      ctx,
      db: trx,
      tenantKey,
      entityType: 'site_license',
      entityId: id,
      action: 'update',
      before: licenseFieldsOf(before),
      after: fields,
    });
    return { ...before, ...fields, updated: now };
  });

  emitChange(ctx, tenantKey, 'site_license', ['site-licenses']);
  return license;
}
