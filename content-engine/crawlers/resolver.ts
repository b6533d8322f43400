import { Resolver } from 'node:dns/promises';
import { readFileSync } from 'node:fs';
import { z } from 'zod';

/** DNS as crawler verification needs it. Both calls answer [] rather than fail. */
export interface DnsResolver {
  /** Host names of an address's PTR records. */
  reverse(ip: string): Promise<string[]>;
  /** IPv4 and IPv6 addresses of a host name. */
  lookup(hostname: string): Promise<string[]>;
}

/** A fixed DNS table for working offline: `reverse` maps addresses to host names, `forward` host names to addresses. */
export interface DnsTable {
  reverse: Record<string, string[]>;
  forward: Record<string, string[]>;
}

const dnsTableSchema = z.object({
  reverse: z.record(z.string(), z.array(z.string())),
  forward: z.record(z.string(), z.array(z.string())),
});

/** The system's DNS servers; a query that fails or takes longer than `timeoutMs` (default 2 s) answers []. */
export function createSystemResolver({ timeoutMs = 2000 }: { timeoutMs?: number } = {}): DnsResolver {
  const dns = new Resolver({ timeout: timeoutMs, tries: 1 });
  const answers = (ask: () => Promise<string[]>) => {
    let timer: NodeJS.Timeout | undefined;
    // The resolver's own timeout is per server and attempt; this bounds the whole query.
    const timeout = new Promise<string[]>((resolve) => {
      timer = setTimeout(() => resolve([]), timeoutMs).unref();
    });
    return Promise.race([
      Promise.resolve()
        .then(ask)
        .catch(() => []),
      timeout,
    ]).finally(() => clearTimeout(timer));
  };
  return {
    reverse: (ip) => answers(() => dns.reverse(ip)),
    lookup: async (hostname) =>
      (await Promise.all([answers(() => dns.resolve4(hostname)), answers(() => dns.resolve6(hostname))])).flat(),
  };
}

/** Answers from `table` only; names are matched without case or a trailing dot. */
export function createLocalResolver(table: DnsTable): DnsResolver {
  const forward = new Map(Object.entries(table.forward).map(([name, ips]) => [normalizeHostname(name), ips]));
  return {
    reverse: async (ip) => table.reverse[ip] ?? [],
    lookup: async (hostname) => forward.get(normalizeHostname(hostname)) ?? [],
  };
}

/**
 * The local resolver when `CRAWLER_DNS` holds a DNS table as inline JSON or the path of a JSON file,
 * otherwise the system resolver. A `CRAWLER_DNS` that is not a readable table throws.
 */
export function resolverFromEnv(env: Record<string, string | undefined>): DnsResolver {
  const setting = env.CRAWLER_DNS?.trim();
  if (!setting) return createSystemResolver();
  const json = setting.startsWith('{') ? setting : readFileSync(setting, 'utf8');
  const table = dnsTableSchema.safeParse(JSON.parse(json));
  if (!table.success) throw new Error(`CRAWLER_DNS is not a DNS table of { reverse, forward }: ${table.error.message}`);
  return createLocalResolver(table.data);
}

/** Lower case, without a trailing dot. */
export const normalizeHostname = (hostname: string) => hostname.trim().toLowerCase().replace(/\.$/, '');
