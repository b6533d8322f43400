import { tenantKeyOf, type EngineContext } from '../core/context.ts';
import { unauthenticated } from '../core/errors.ts';
import { dbNumber } from '../core/rows.ts';
import { hashToken, maxTokenLength } from '../credentials/secret-tokens.ts';
import { assertMembershipSystemUp } from './outage.ts';
import { sessionKinds } from './tokens.ts';

/** The site user a request acts as: a live session (or simulation) token of the request's tenant. */
export interface SiteUserSession {
  userId: number;
  tokenId: number;
  /** Issued to a CMS user simulating the site user (simulateSiteUser). */
  isSimulated: boolean;
  expires: number;
}

const resolved = new WeakMap<EngineContext, Promise<SiteUserSession | null>>();

async function resolve(ctx: EngineContext): Promise<SiteUserSession | null> {
  const token = ctx.siteUserToken;
  if (!token || token.length > maxTokenLength || !ctx.tenant) return null;
  const row = await ctx
    .db('site_user_tokens as t')
    .join('site_users as u', 'u.id', 't.site_user_id')
    .where({ 't.token_hash': hashToken(token), 't.tenant_key': ctx.tenant.key, 'u.status': 'active' })
    .whereIn('t.kind', sessionKinds)
    .whereNull('t.used_at')
    .where('t.expires', '>', ctx.now())
    .first('t.id', 't.site_user_id', 't.kind', 't.expires');
  if (!row) return null;
  return {
    userId: dbNumber.parse(row.site_user_id),
    tokenId: dbNumber.parse(row.id),
    isSimulated: row.kind === 'simulation',
    expires: dbNumber.parse(row.expires),
  };
}

/**
 * The request's site user, resolved from `ctx.siteUserToken` once per context; null without a
 * token, for an expired, revoked or unknown one, and for another tenant's.
 */
export function siteUserSession(ctx: EngineContext): Promise<SiteUserSession | null> {
  let session = resolved.get(ctx);
  if (!session) resolved.set(ctx, (session = resolve(ctx)));
  return session;
}

/** The request's site user; SERVICE_UNAVAILABLE during an outage, UNAUTHENTICATED without one. */
export async function requireSiteUser(ctx: EngineContext): Promise<SiteUserSession & { tenantKey: string }> {
  const tenantKey = tenantKeyOf(ctx);
  await assertMembershipSystemUp(ctx);
  const session = await siteUserSession(ctx);
  if (!session) throw unauthenticated('You must be logged in.');
  return { ...session, tenantKey };
}
