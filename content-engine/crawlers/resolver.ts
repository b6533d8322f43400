import { Resolver } from 'node:dns/promises';
import { z } from 'zod';
import type { DnsResolver } from '../core/dns-resolver.ts';

/** A fixed DNS table for working offline: `reverse` maps addresses to host names, `forward` host names to addresses. */
export interface DnsTable {
  reverse: Record<string, string[]>;
  forward: Record<string, string[]>;
}

/** A DNS table as JSON gives it (CRAWLER_DNS). */
export const dnsTableSchema = z.object({
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

/** Lower case, without a trailing dot. */
export const normalizeHostname = (hostname: string) => hostname.trim().toLowerCase().replace(/\.$/, '');
