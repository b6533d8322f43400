import { z } from 'zod';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { badInput, parseInput } from '../../core/validate.ts';
import { canUseTenant } from '../../core/cms-session.ts';
import { hasAnyPermission } from '../../shared/permissions.ts';
import { activeLicenses } from '../active-licenses.ts';
import { parseClientAddress } from '../ip-ranges.ts';
import type { SiteLicenseCompany } from '../license-matcher.ts';

const inputSchema = z.object({ userIpAddress: z.string().max(100).nullish() });

/** System work and the site's IP-gating managers may test any address; everyone else is tested as they connect. */
const mayTestAnyAddress = (ctx: EngineContext) =>
  ctx.system ||
  (ctx.cmsUser !== null &&
    hasAnyPermission(ctx.cmsUser, ['manage_ip_gating']) &&
    (!ctx.tenant || canUseTenant(ctx.cmsUser, ctx.tenant.key)));

/**
 * The company whose active site licence on the request's site covers the caller (spec public
 * §4, §7), or null. The address is the request's client address as the server sees it (ctx.ip,
 * after trusted proxies): `userIpAddress` is accepted for compatibility with the spec's call and
 * ignored, except for system work and CMS users holding manage_ip_gating, for whom it is the
 * address tested. Never marked cacheable: the answer depends on who asks.
 */
export async function siteLicenseCompany({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<SiteLicenseCompany | null> {
  const { userIpAddress } = parseInput(inputSchema, input);
  const tenantKey = tenantKeyOf(ctx);
  const requested = userIpAddress?.trim() && mayTestAnyAddress(ctx) ? userIpAddress.trim() : null;
  if (requested && !parseClientAddress(requested))
    throw badInput('userIpAddress', `"${requested}" is not an IP address`);
  const match = (await activeLicenses(ctx)(tenantKey))(requested ?? ctx.ip);
  // The company only: the licence's id is not the visitor's business.
  return match ? { companyName: match.companyName } : null;
}
