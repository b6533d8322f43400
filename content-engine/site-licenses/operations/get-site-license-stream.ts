import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { pageOf, toConnection, type Connection } from '../../core/stream.ts';
import { parseInput } from '../../core/validate.ts';
import { requirePermission } from '../../core/access.ts';
import { listSiteLicenses } from '../queries.ts';
import { licenseDay, type SiteLicense } from '../site-license.ts';
import { siteLicenseStreamInput } from '../site-license-input.ts';

/** The site's licences by company name: text search over names and ranges, a status or state (active, expired, inactive) filter, pages of 25 by default. Needs manage_ip_gating. */
export async function getSiteLicenseStream({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<Connection<SiteLicense>> {
  const { search, status, state, pagination } = parseInput(siteLicenseStreamInput, input) ?? {};
  requirePermission(ctx, ['manage_ip_gating']);
  const { limit, skip } = pageOf(pagination, 25);
  const filter = {
    tenantKey: tenantKeyOf(ctx),
    search: search || undefined,
    status: status ?? undefined,
    state: state ? { state, day: licenseDay(ctx.now()) } : undefined,
  };
  const { licenses, totalCount } = await listSiteLicenses(ctx.db, filter, { limit, skip });
  return toConnection(licenses, { skip, totalCount });
}
