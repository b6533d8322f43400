import type { Knex } from 'knex';
import { EngineError } from '../core/errors.ts';
import type { EventBus } from '../core/events.ts';
import { findTenantByDomain, findTenantByKey } from '../tenants/queries.ts';
import type { Tenant } from '../core/tenant.ts';

export interface TenantHeaders {
  tenantKey?: string;
  /** A domain header, used when the key is `auto` or absent. */
  tenantDomain?: string;
  host?: string;
}

const cacheTtlMs = 5_000;

/**
 * Resolves the tenant of a request: the tenant-key header, else a domain header or the Host
 * (`<key>.localhost` in development). Lookups are cached briefly; tenant changes are rare, and a
 * tenant change event (its modules switched) empties the cache at once.
 */
export function createTenantResolver(db: Knex, events?: EventBus) {
  const cache = new Map<string, { tenant: Tenant | null; at: number }>();
  events?.subscribe((event) => {
    if (event.kind === 'tenant') cache.clear();
  });
  const cached = async (cacheKey: string, load: () => Promise<Tenant | null>) => {
    const hit = cache.get(cacheKey);
    if (hit && Date.now() - hit.at < cacheTtlMs) return hit.tenant;
    const tenant = await load();
    if (cache.size > 1_000) cache.clear();
    cache.set(cacheKey, { tenant, at: Date.now() });
    return tenant;
  };

  const byDomain = (domain: string) => {
    const host = domain.toLowerCase().replace(/:\d+$/, '');
    return cached(`domain:${host}`, async () => {
      const direct = await findTenantByDomain(db, host);
      if (direct) return direct;
      const dev = /^([a-z0-9-]+)\.localhost$/.exec(host);
      return dev?.[1] ? findTenantByKey(db, dev[1]) : null;
    });
  };

  return {
    async resolve({ tenantKey, tenantDomain, host }: TenantHeaders): Promise<Tenant | null> {
      const key = tenantKey?.trim();
      if (key && key !== 'auto') {
        if (key.length > 64) throw new EngineError('TENANT_NOT_FOUND', 'Unknown tenant-key.');
        const tenant = await cached(`key:${key}`, () => findTenantByKey(db, key));
        if (!tenant) throw new EngineError('TENANT_NOT_FOUND', `Unknown tenant-key "${key}".`);
        return tenant;
      }
      if (tenantDomain) {
        const tenant = await byDomain(tenantDomain);
        if (!tenant) throw new EngineError('TENANT_NOT_FOUND', `No tenant has the domain "${tenantDomain}".`);
        return tenant;
      }
      return host ? byDomain(host) : null;
    },
    /**
     * The tenant of a Host from the cache, without I/O: undefined when not cached (or stale), so
     * the caller takes the full path.
     */
    peekHost(host: string): Tenant | null | undefined {
      const hit = cache.get(`domain:${host.toLowerCase().replace(/:\d+$/, '')}`);
      return hit && Date.now() - hit.at < cacheTtlMs ? hit.tenant : undefined;
    },
    clear: () => cache.clear(),
  };
}

export type TenantResolver = ReturnType<typeof createTenantResolver>;
