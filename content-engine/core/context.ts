import type { Knex } from 'knex';
import type { Clock } from './clock.ts';
import { EngineError } from './errors.ts';
import type { Logger } from './logger.ts';
import type { Tenant } from './tenant.ts';
import type { CmsSession } from './cms-session.ts';
import type { EventBus } from './events.ts';

/** Everything an operation may use. Built once per request (or per job) by the transport. */
export interface EngineContext {
  db: Knex;
  now: Clock;
  log: Logger;
  events: EventBus;
  /** The tenant the request is for; null only for system work and tenant-less calls. */
  tenant: Tenant | null;
  /** The signed-in CMS user, if any. */
  cmsUser: CmsSession | null;
  /** Set only by asSystem(): lets an operation skip access checks, and says so. */
  system: boolean;
  /** The client address, for rate limits and logs. */
  ip: string;
  /**
   * The site user's session token (header `site-user-token`), unresolved: site-user operations
   * resolve it on first use (`siteUserSession` in site-users/session.ts). Absent for system work.
   */
  siteUserToken?: string | null;
  /**
   * Set by a renderer for pages a reader is waiting for (a publish's pages, the server's live
   * renders): they use the build memos a renderer shares when those are ready, but do not start
   * loading them (a whole tenant's candidates, read on the same thread, would hold them up).
   */
  urgentRender?: boolean;
  /** Set by the site route for a request from a verified search-engine crawler: it may read gated bodies whole. */
  verifiedCrawler?: boolean;
  /**
   * Set by the HTTP route for anonymous queries: an operation calls it when its answer depends
   * only on the tenant and its input, so the whole response may be cached.
   */
  markCacheable?: () => void;
}

/** The tenant key every tenant-owned query is scoped by. Throws when the request has no tenant. */
export function tenantKeyOf(ctx: Pick<EngineContext, 'tenant'>): string {
  if (!ctx.tenant)
    throw new EngineError('TENANT_REQUIRED', 'This operation needs a tenant: send the tenant-key header.');
  return ctx.tenant.key;
}

/** Explicit escalation for system work (seeding, builds, scheduled jobs). */
export function asSystem<T extends EngineContext>(ctx: T): T {
  return { ...ctx, system: true };
}
