import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { emitChange } from '../../core/events.ts';
import { parseInput } from '../../core/validate.ts';
import { requirePermission } from '../../core/access.ts';
import { recordHistory } from '../../history/record-history.ts';
import type { SiteLicense } from '../site-license.ts';
import { createSiteLicenseInput } from '../site-license-input.ts';
import { assertTenantMemberships, insertSiteLicenseRow } from '../writes.ts';

/**
 * Adds a company's licence to the request's site; its ranges are stored normalised. Ranges that
 * overlap others are allowed (getSiteLicenseOverlaps warns of them: ADR 54). Needs manage_ip_gating.
 */
export async function createSiteLicense({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<SiteLicense> {
  const fields = parseInput(createSiteLicenseInput, input);
  requirePermission(ctx, ['manage_ip_gating']);
  const tenantKey = tenantKeyOf(ctx);
  const now = ctx.now();

  const id = await ctx.db.transaction(async (trx) => {
    await assertTenantMemberships(trx, tenantKey, fields.membershipIds);
    const id = await insertSiteLicenseRow(trx, { tenantKey, fields, now });
    await recordHistory({
      ctx,
      db: trx,
      tenantKey,
      entityType: 'site_license',
      entityId: id,
      action: 'create',
      after: fields,
    });
    return id;
  });

  emitChange(ctx, tenantKey, 'site_license', ['site-licenses']);
  return { id, ...fields, created: now, updated: now };
}
