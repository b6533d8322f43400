import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Knex } from 'knex';
import { serverSecret } from '../core/server-secret.ts';

/*
 * The one-click unsubscribe token (RFC 8058; ADR 0074): what it names — deployment, newsletter,
 * address — in base64url, a dot, and an HMAC-SHA256 over the tenant and those three under the
 * server's secret. The tenant is not in the token: it is the site the link is opened on, so a
 * token of one site is refused on another. Nothing is stored per recipient.
 */

export interface UnsubscribeClaims {
  deploymentId: number;
  newsletterId: string;
  email: string;
}

const secretName = 'newsletter-unsubscribe';

/** NEWSLETTER_UNSUBSCRIBE_SECRET, else the database's secret (made on first use, the same for every process). */
export function unsubscribeSecret(db: Knex, env: Record<string, string | undefined> = process.env): Promise<Buffer> {
  return serverSecret(db, secretName, env.NEWSLETTER_UNSUBSCRIBE_SECRET);
}

const mac = (secret: Buffer, tenantKey: string, c: UnsubscribeClaims) =>
  createHmac('sha256', secret)
    .update(['nl-unsubscribe-v1', tenantKey, c.newsletterId, c.email.toLowerCase(), String(c.deploymentId)].join('\n'))
    .digest();

export function signUnsubscribeToken(secret: Buffer, tenantKey: string, claims: UnsubscribeClaims): string {
  const body = Buffer.from(JSON.stringify([claims.deploymentId, claims.newsletterId, claims.email.toLowerCase()]));
  return `${body.toString('base64url')}.${mac(secret, tenantKey, claims).toString('base64url')}`;
}

/** The claims of a token signed for this tenant, or null (malformed, forged, another site's). */
export function verifyUnsubscribeToken(secret: Buffer, tenantKey: string, token: string): UnsubscribeClaims | null {
  if (token.length > 2000) return null;
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  let claims: UnsubscribeClaims;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    if (
      !Array.isArray(parsed) ||
      parsed.length !== 3 ||
      !Number.isSafeInteger(parsed[0]) ||
      typeof parsed[1] !== 'string' ||
      typeof parsed[2] !== 'string'
    )
      return null;
    claims = { deploymentId: parsed[0] as number, newsletterId: parsed[1], email: parsed[2] };
  } catch {
    return null;
  }
  const expected = mac(secret, tenantKey, claims);
  const presented = Buffer.from(signature, 'base64url');
  return presented.length === expected.length && timingSafeEqual(presented, expected) ? claims : null;
}
