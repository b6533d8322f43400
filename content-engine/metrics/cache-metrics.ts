import { Counter } from 'prom-client';
import { metricsPrefix, metricsRegistry } from './registry.ts';

/**
 * The process's caches that readers' requests go through:
 * - `static_pages`: a page request answered by a prebuilt page (hit) or rendered for it (miss);
 * - `page_memory`: the prebuilt pages the static store holds in memory: a lookup answered from
 *   memory (hit) or from the page's file (miss);
 * - `graphql_responses`: whole responses of anonymous cacheable queries (server/response-cache.ts);
 * - `layout_pages`: resolved layout pages of the engine (layouts/page-cache.ts).
 */
export type CacheName = 'static_pages' | 'page_memory' | 'graphql_responses' | 'layout_pages';

const lookups = new Counter({
  name: `${metricsPrefix}cache_lookups_total`,
  help: 'Cache lookups by cache and result (hit or miss).',
  labelNames: ['cache', 'result'] as const,
  registers: [metricsRegistry],
});

export function recordCacheLookup(cache: CacheName, hit: boolean) {
  lookups.inc({ cache, result: hit ? 'hit' : 'miss' });
}
