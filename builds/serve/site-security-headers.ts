import type { Knex } from 'knex';
import type { EventBus } from '../../content-engine/core/events.ts';
import { loadSiteSettings } from '../../content-engine/core/site-settings-reader.ts';
import type { Tenant } from '../../content-engine/core/tenant.ts';
import { baseSecurityHeaders, contentSecurityPolicy } from '../../content-engine/http/security-headers.ts';
import { siteScriptHosts } from '../../content-engine/http/site-script-hosts.ts';

export type SecurityHeaders = Readonly<Record<string, string>>;

/** Another process (an admin on another server) may change settings; its change is picked up within this. */
const refreshAfterMs = 30_000;
const maxTenants = 10_000;

/**
 * The security headers of each tenant's site responses, computed once per tenant and settings
 * (ADR 0031): the static fast path adds a ready object to each answer, no work per request. A
 * settings or tenant change in this process drops the tenant's entry; an entry older than
 * `refreshAfterMs` is still used while it is reloaded in the background.
 */
export function createSiteSecurityHeaders({
  db,
  events,
  inlineScripts,
  serverHosts = [],
}: {
  db: Knex;
  events: EventBus;
  inlineScripts: readonly string[];
  serverHosts?: readonly string[];
}) {
  const cache = new Map<string, { headers: SecurityHeaders; at: number }>();
  const loading = new Map<string, Promise<SecurityHeaders>>();
  /** Without the tenant's settings (they failed to load): the site's own scripts only. */
  const fallback: SecurityHeaders = Object.freeze({
    ...baseSecurityHeaders,
    'content-security-policy': contentSecurityPolicy({ hosts: serverHosts, inlineScripts }),
  });

  events.subscribe((event) => {
    if (event.kind !== 'settings' && event.kind !== 'tenant') return;
    cache.delete(event.tenantKey);
    // A load that read the settings before this change must not be kept.
    loading.delete(event.tenantKey);
  });

  const compute = async (tenant: Tenant): Promise<SecurityHeaders> => {
    const settings = await loadSiteSettings(db, tenant.key);
    const hosts = [...serverHosts, ...siteScriptHosts(settings, tenant.modules)];
    return Object.freeze({
      ...baseSecurityHeaders,
      'content-security-policy': contentSecurityPolicy({ hosts, inlineScripts }),
    });
  };

  const load = (tenant: Tenant): Promise<SecurityHeaders> => {
    const running = loading.get(tenant.key);
    if (running) return running;
    const pending: Promise<SecurityHeaders> = compute(tenant)
      .then((headers) => {
        if (loading.get(tenant.key) !== pending) return headers;
        if (cache.size >= maxTenants) cache.clear();
        cache.set(tenant.key, { headers, at: Date.now() });
        return headers;
      })
      .finally(() => {
        if (loading.get(tenant.key) === pending) loading.delete(tenant.key);
      });
    loading.set(tenant.key, pending);
    return pending;
  };

  return {
    /** From memory, no I/O: undefined when not loaded yet (the caller takes the slow path, which loads it). */
    peek(tenant: Tenant): SecurityHeaders | undefined {
      const hit = cache.get(tenant.key);
      if (hit && Date.now() - hit.at > refreshAfterMs && !loading.has(tenant.key)) load(tenant).catch(() => undefined);
      return hit?.headers;
    },
    /** The tenant's headers, loading its settings when not in memory; the fallback if they cannot be read. */
    async get(tenant: Tenant): Promise<SecurityHeaders> {
      return cache.get(tenant.key)?.headers ?? (await load(tenant).catch(() => fallback));
    },
  };
}

export type SiteSecurityHeaders = ReturnType<typeof createSiteSecurityHeaders>;
