import type { Knex } from 'knex';
import type { AtsJob, AtsJobs } from '../core/ats-jobs.ts';
import { listCatsOneJobs, type CatsOneOptions } from './catsone-ats-jobs.ts';
import { listStoredJobs } from './local-ats-jobs.ts';

type Env = Record<string, string | undefined>;

/** How long a CATS One answer is served, and how long after that it stands in when a refresh fails. */
export const atsCache = { freshMs: 15 * 60_000, staleMs: 24 * 60 * 60_000 } as const;

interface Entry {
  jobs: AtsJob[];
  at: number;
  refreshing?: Promise<AtsJob[]>;
}

export interface AtsJobsOptions {
  db: Knex;
  /** CATS One API keys by tenant key; tenants without one read their stored jobs. */
  apiKeys: ReadonlyMap<string, string>;
  catsOne?: Omit<CatsOneOptions, 'apiKey'>;
  now?: () => number;
  onError?: (tenantKey: string, error: unknown) => void;
}

/**
 * The engine's AtsJobs (ADR 0070): CATS One for tenants with a key, cached per tenant for 15
 * minutes (concurrent reads share one request; a failed refresh serves the last answer for a
 * day, else fails); the stored jobs for the others, read fresh.
 */
export function createAtsJobs(options: AtsJobsOptions): AtsJobs {
  const now = options.now ?? Date.now;
  const cache = new Map<string, Entry>();
  const remote = (tenantKey: string, apiKey: string, limit: number) => {
    const key = `${tenantKey}\n${limit}`;
    const entry = cache.get(key);
    if (entry && now() - entry.at < atsCache.freshMs) return Promise.resolve(entry.jobs);
    if (entry?.refreshing) return entry.refreshing;
    const refreshing = listCatsOneJobs({ ...options.catsOne, apiKey }, limit)
      .then((jobs) => {
        cache.set(key, { jobs, at: now() });
        return jobs;
      })
      .catch((error: unknown) => {
        options.onError?.(tenantKey, error);
        const stale = entry && now() - entry.at < atsCache.staleMs ? entry : null;
        if (stale) {
          cache.set(key, { jobs: stale.jobs, at: stale.at });
          return stale.jobs;
        }
        cache.delete(key);
        // Nothing to serve: the block fails, so the page is served without it and not stored (ADR 67).
        throw error;
      });
    cache.set(key, { jobs: entry?.jobs ?? [], at: entry?.at ?? 0, refreshing });
    return refreshing;
  };
  return {
    sourceFor: (tenantKey) => (options.apiKeys.has(tenantKey) ? 'catsone' : 'local'),
    listOpenJobs: ({ tenantKey, limit }) => {
      const apiKey = options.apiKeys.get(tenantKey);
      return apiKey ? remote(tenantKey, apiKey, limit) : listStoredJobs(options.db, { tenantKey, limit, now: now() });
    },
  };
}

/** CATSONE_API_KEYS "tenantKey:key,…" (keys from configuration only); CATSONE_BASE_URL for another API host. */
export function atsJobsFromEnv(env: Env, db: Knex): AtsJobs {
  const apiKeys = new Map(
    (env.CATSONE_API_KEYS ?? '')
      .split(',')
      .filter((pair) => pair.includes(':'))
      .map((pair) => {
        const at = pair.indexOf(':');
        return [pair.slice(0, at).trim(), pair.slice(at + 1).trim()] as [string, string];
      })
      .filter(([tenantKey, apiKey]) => tenantKey && apiKey),
  );
  const baseUrl = env.CATSONE_BASE_URL?.trim() || undefined;
  return createAtsJobs({ db, apiKeys, catsOne: { baseUrl } });
}
