import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';

/**
 * Who may read /metrics (ADR 0082). The figures name tenants and show load, so they are not
 * public: with a token, only requests bearing it; without one, only requests from this machine
 * (a Prometheus or an agent beside the server). `METRICS=off` does not serve /metrics at all.
 */
export interface MetricsAccess {
  enabled: boolean;
  /** `Authorization: Bearer <token>` required from every address when set. */
  token?: string;
}

const off = new Set(['off', 'false', '0', 'no']);

/** METRICS (on by default; `off` turns it off) and METRICS_TOKEN. */
export function metricsAccessFromEnv(env: Record<string, string | undefined>): MetricsAccess {
  const enabled = !off.has((env.METRICS ?? '').trim().toLowerCase());
  const token = env.METRICS_TOKEN?.trim();
  if (token !== undefined && token !== '' && token.length < 16)
    throw new Error('METRICS_TOKEN must be at least 16 characters long.');
  return token ? { enabled, token } : { enabled };
}

/** The loopback addresses, IPv4 (also as IPv4-mapped IPv6) and IPv6. */
export function isLoopback(ip: string): boolean {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (isIP(v4) === 4) return v4.startsWith('127.');
  return ip === '::1';
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether a request may read the metrics: `ok`, `unauthenticated` (a token is required and was
 * not given rightly) or `forbidden` (no token is configured and the request is not local). `ip` is
 * the client's address as the server believes it (TRUST_PROXY decides which proxies are believed).
 */
export function checkMetricsAccess(
  access: MetricsAccess,
  { ip, authorization }: { ip: string; authorization: string | undefined },
): 'ok' | 'unauthenticated' | 'forbidden' {
  if (access.token) {
    const given = /^Bearer (.+)$/i.exec(authorization ?? '')?.[1];
    // Compared as digests: the same length, in constant time.
    return given !== undefined && timingSafeEqual(digest(given), digest(access.token)) ? 'ok' : 'unauthenticated';
  }
  return isLoopback(ip) ? 'ok' : 'forbidden';
}
