import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { EventBus } from '../core/events.ts';
import type { GraphQLRequest } from '../graphql/execute.ts';
import { recordCacheLookup } from '../metrics/cache-metrics.ts';

/*
 * Whole responses of anonymous queries whose every root field declared itself cacheable
 * (ctx.markCacheable), by tenant, query text and variables. Bodies are kept serialised and
 * compressed, so a hit is a memory copy. Any change event of the tenant drops its entries.
 */

const ttlMs = 60_000;
const maxEntriesPerTenant = 2_000;
/** Below this size compression is not worth a header. */
const compressAbove = 1_024;

export interface CachedResponse {
  status: number;
  body: string;
  etag: string;
  gzip?: Buffer;
  br?: Buffer;
  at: number;
}

export function createResponseCache(events: EventBus) {
  const tenants = new Map<string, Map<string, CachedResponse>>();
  events.subscribe((event) => void tenants.delete(event.tenantKey));
  return {
    get(tenantKey: string, key: string, now = Date.now()): CachedResponse | undefined {
      const entry = tenants.get(tenantKey)?.get(key);
      const hit = entry && now - entry.at < ttlMs ? entry : undefined;
      recordCacheLookup('graphql_responses', hit !== undefined);
      return hit;
    },
    set(tenantKey: string, key: string, response: { status: number; body: string }, now = Date.now()): CachedResponse {
      let entries = tenants.get(tenantKey);
      if (!entries) tenants.set(tenantKey, (entries = new Map()));
      if (entries.size >= maxEntriesPerTenant) entries.clear();
      const entry: CachedResponse = {
        ...response,
        etag: `"${now.toString(36)}-${entries.size.toString(36)}"`,
        at: now,
      };
      if (response.body.length > compressAbove) {
        entry.gzip = gzipSync(response.body, { level: 6 });
        entry.br = brotliCompressSync(response.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
      }
      entries.set(key, entry);
      return entry;
    },
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;

/**
 * The cache key of a request: its query, variables and operation name; none without a query
 * string. JSON.stringify may walk the variables: the JSON body parser refused any body nested
 * deeper than `maxJsonDepth` (json-body.ts), and runGraphQL refuses what is over the variable limits.
 */
export function responseCacheKey({ query, variables, operationName }: GraphQLRequest): string | undefined {
  if (typeof query !== 'string') return undefined;
  return JSON.stringify([query, variables ?? null, operationName ?? null]);
}
