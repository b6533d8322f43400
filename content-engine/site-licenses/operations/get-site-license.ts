import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { parseInput } from '../../core/validate.ts';
import { requirePermission } from '../../core/access.ts';
import { findSiteLicense } from '../queries.ts';
import type { SiteLicense } from '../site-license.ts';
import { siteLicenseIdInput } from '../site-license-input.ts';

/** One licence of the request's site. Needs manage_ip_gating; another site's licence is NOT_FOUND. */
export async function getSiteLicense({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<SiteLicense> {
  const { id } = parseInput(siteLicenseIdInput, input);
  requirePermission(ctx, ['manage_ip_gating']);
  const license = await findSiteLicense(ctx.db, tenantKeyOf(ctx), id);
  if (!license) throw notFound(`Site licence ${id}`);
  return license;
}
