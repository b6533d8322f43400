import { z } from 'zod';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { EngineError, forbidden, notFound } from '../../core/errors.ts';
import { parseInput } from '../../core/validate.ts';
import { tenantData } from '../../tenant-data/tenant-data.ts';
import { allowedSsoRedirect, externalSsoLocation, externalSsoLoginPath } from '../../shared/external-sso.ts';
import { membershipSystemDown } from '../outage.ts';
import { siteUserSession } from '../session.ts';
import { issueSiteUserToken } from '../token-queries.ts';

const inputSchema = z.object({ redirect: z.string().max(4000).nullish() });

export const refusedSsoRedirectMessage = 'This address is not a partner site of this site.';

/** Where the browser goes next: the login page (then back), or the partner's single sign-on page with a token. */
export type ExternalSsoStep = { kind: 'login'; location: string } | { kind: 'handover'; location: string };

/**
 * A member follows a partner link (spec public §7 "Other", ADR 71): the request's tenant must name
 * a single sign-on page and list the target's host; then a member of this tenant is handed over
 * with a new single-use token of two minutes (never the session token), and a visitor without a
 * session is sent to log in and come back. A CMS user's simulation is not handed over.
 */
export async function startExternalSso({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<ExternalSsoStep> {
  const tenantKey = tenantKeyOf(ctx);
  const { externalSso } = await tenantData(ctx).settings(tenantKey);
  if (!externalSso.url) throw notFound('The single sign-on of this site');
  const { redirect: target } = parseInput(inputSchema, input);
  const redirect = allowedSsoRedirect(target, externalSso.allowedRedirectHosts);
  if (!redirect) throw new EngineError('BAD_USER_INPUT', refusedSsoRedirectMessage, { fields: ['redirect'] });
  const session = (await membershipSystemDown(ctx)) ? null : await siteUserSession(ctx);
  if (!session) return { kind: 'login', location: externalSsoLoginPath(redirect) };
  if (session.isSimulated) throw forbidden('A simulated session cannot sign in to partner sites.');
  const { token } = await issueSiteUserToken(ctx.db, {
    tenantKey,
    userId: session.userId,
    kind: 'external_sso',
    payload: { redirect, ssoUrl: externalSso.url },
    now: ctx.now(),
  });
  ctx.log.info(
    { tenantKey, siteUserId: session.userId, partner: new URL(redirect).host },
    'site user handed to the partner single sign-on',
  );
  return { kind: 'handover', location: externalSsoLocation({ ssoUrl: externalSso.url, redirect, token }) };
}
