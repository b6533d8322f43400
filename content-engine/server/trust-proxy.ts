/** Fastify's trustProxy: which peers may say, in x-forwarded-for, whom they forward for. */
export type TrustProxy = boolean | string[];

/** Only a proxy on the same machine (nginx, a local CDN agent) by default. */
export const defaultTrustProxy: TrustProxy = ['loopback'];

/**
 * TRUST_PROXY: a comma-separated list of addresses, CIDR ranges or proxy-addr's names
 * (loopback, linklocal, uniquelocal); `true` (trust every hop: only when the one proxy in front
 * overwrites x-forwarded-for); `false` (use the socket address). Unset or blank: loopback.
 * Trusting everyone lets any visitor claim any address, such as a licensed one. A bad address
 * fails at start-up (Fastify compiles the list).
 */
export function trustProxyFromEnv(env: NodeJS.ProcessEnv): TrustProxy {
  const value = env.TRUST_PROXY?.trim();
  if (!value) return defaultTrustProxy;
  if (value === 'true') return true;
  if (value === 'false') return false;
  // Fastify 5.12 trusts no one for a hop count: it cannot tell a proxy from a client claiming hops.
  if (/^\d+$/.test(value))
    throw new Error(`TRUST_PROXY=${value}: hop counts are not supported; list the proxies' addresses or CIDR ranges.`);
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}
