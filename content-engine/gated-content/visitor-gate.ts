import { tenantKeyOf, type EngineContext } from '../core/context.ts';
import { evaluateGate, type GateDecision, type GatedPage } from '../shared/gating/gate.ts';
import { activeLicenses } from '../site-licenses/active-licenses.ts';
import { membershipSystemDown } from '../site-users/outage.ts';
import { heldMemberships } from '../site-users/relations-queries.ts';
import { tenantData } from '../tenant-data/tenant-data.ts';
import { siteUserSession } from '../site-users/session.ts';

/**
 * The gate as the engine decides it for this request (no meter: the meter is the browser's soft
 * gate): the site user's memberships, the licence covering the client address the server sees,
 * and the verified-crawler flag of the site route. A membership outage leaves only licences and crawlers.
 */
export async function visitorGate(ctx: EngineContext, page: GatedPage): Promise<GateDecision> {
  const tenantKey = tenantKeyOf(ctx);
  const session = (await membershipSystemDown(ctx)) ? null : await siteUserSession(ctx);
  const memberships = session
    ? (await heldMemberships(ctx.db, { userId: session.userId, now: ctx.now() })).map((held) => held.membershipId)
    : null;
  const { memberships: settings } = await tenantData(ctx).settings(tenantKey);
  const licence = settings.allowIpGating ? (await activeLicenses(ctx)(tenantKey))(ctx.ip) : null;
  return evaluateGate({
    page,
    user: memberships ? { memberships } : null,
    siteLicenseCompany: licence?.companyName ?? null,
    verifiedCrawler: ctx.verifiedCrawler === true,
    meter: null,
  });
}
