import type { Knex } from 'knex';
import type { Clock } from './clock.ts';
import { EngineError } from './errors.ts';
import type { Logger } from './logger.ts';
import type { Tenant } from './tenant.ts';
import type { CmsSession } from './cms-session.ts';
import type { EventBus } from './events.ts';
import type { BuildJobs } from './build-jobs.ts';
import type { CaptchaProvider } from './captcha.ts';
import type { CommentingServices } from './commenting-service.ts';
import type { Mailer } from './mailer.ts';
import type { NewsletterProvider } from './newsletter-provider.ts';
import type { MembershipProvider } from './membership-provider.ts';
import type { BlockTypePort } from './block-types.ts';
import type { Engine } from './engine.ts';
import type { EngineMemos } from './engine-memos.ts';
import type { FeedFetcher } from './feed-fetcher.ts';
import type { Recommender } from './recommender.ts';
import type { AtsJobs } from './ats-jobs.ts';
import type { YoutubePlaylists } from './youtube-playlists.ts';
import type { ErrorMonitor } from './error-monitor.ts';
import type { AiAssistant } from './ai-assistant.ts';

/** Everything an operation may use: one per request (or per job), from contextFor/systemContext below. */
export interface EngineContext {
  db: Knex;
  now: Clock;
  log: Logger;
  events: EventBus;
  /** The build queue (a port: builds/queue implements it). */
  buildJobs: BuildJobs;
  /** Outgoing e-mail (a port: the engine's). */
  mail: Mailer;
  /** Newsletter deployments (a port: the engine's). */
  newsletters: NewsletterProvider;
  /** The captcha check of the public forms (a port: the engine's). */
  captcha: CaptchaProvider;
  /** The membership system site users are also sent to (a port: the engine's). */
  membershipProvider: MembershipProvider;
  /** The commenting services a site may choose (a port: the engine's). */
  commenting: CommentingServices;
  /** The open web, for external feeds (a port: the engine's). */
  feedFetcher: FeedFetcher;
  /** Content recommendations (a port: the engine's). */
  recommender: Recommender;
  /** Job listings of the applicant-tracking system (a port: the engine's). */
  atsJobs: AtsJobs;
  /** YouTube playlists (a port: the engine's). */
  youtube: YoutubePlaylists;
  /** Unexpected errors go here (a port: the engine's). */
  errors: ErrorMonitor;
  /** The AI assistant (a port: the engine's). */
  ai: AiAssistant;
  /** The engine's memos (tenant data, layouts, …): the engine's. */
  memos: EngineMemos;
  /** The block types population looks loaders up in (the engine's). */
  blockTypes: readonly BlockTypePort[];
  /** The tenant the request is for; null only for system work and tenant-less calls. */
  tenant: Tenant | null;
  /** The signed-in CMS user, if any. */
  cmsUser: CmsSession | null;
  /** Set only by systemContext() or asSystem(): lets an operation skip access checks, and says so. */
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

/** Who asks, for one request or job: what contextFor adds to the engine. */
export interface RequestIdentity extends Pick<
  EngineContext,
  'siteUserToken' | 'urgentRender' | 'verifiedCrawler' | 'markCacheable'
> {
  tenant: Tenant | null;
  cmsUser?: CmsSession | null;
  /** The client address; '' for work no client asked for. */
  ip: string;
  /** The request's logger (default: the engine's). */
  log?: Logger;
}

/** What a context carries of its engine: every port but DNS (only serving verifies crawlers, with the engine's). */
const ports = ({ dns: _serving, ...carried }: Engine): Omit<Engine, 'dns'> => carried;

/** The context of a request or job on behalf of its tenant and user: access checks apply. */
export function contextFor(engine: Engine, { cmsUser = null, log, ...identity }: RequestIdentity): EngineContext {
  return { ...ports(engine), log: log ?? engine.log, cmsUser, system: false, ...identity };
}

/** The context of system work (builds, scheduled jobs, seeding): it skips access checks, and says so. */
export function systemContext(
  engine: Engine,
  { tenant = null, log }: { tenant?: Tenant | null; log?: Logger } = {},
): EngineContext {
  return { ...ports(engine), log: log ?? engine.log, tenant, cmsUser: null, system: true, ip: '' };
}
