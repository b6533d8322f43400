import type { EventBus } from './events.ts';

/**
 * A per-tenant memo for small, hot, rarely-changing data (section tree, settings, layouts).
 * Entries are dropped when the tenant emits a change event of one of `kinds`, and after `ttlMs`
 * so that changes made by other processes are seen too.
 */
export function createTenantMemo<T>({
  load,
  ttlMs = 5_000,
  events,
  kinds,
}: {
  load: (tenantKey: string) => Promise<T>;
  ttlMs?: number;
  events?: EventBus;
  kinds?: string[];
}) {
  const entries = new Map<string, { value: Promise<T>; at: number }>();
  events?.subscribe((event) => {
    if (!kinds || kinds.includes(event.kind)) entries.delete(event.tenantKey);
  });
  return {
    get(tenantKey: string, now = Date.now()): Promise<T> {
      const hit = entries.get(tenantKey);
      if (hit && now - hit.at < ttlMs) return hit.value;
      const value = load(tenantKey);
      entries.set(tenantKey, { value, at: now });
      value.catch(() => entries.delete(tenantKey));
      return value;
    },
    clear: (tenantKey?: string) => (tenantKey ? entries.delete(tenantKey) : entries.clear()),
  };
}
