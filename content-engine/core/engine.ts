import type { Knex } from 'knex';
import type { BlockTypePort } from './block-types.ts';
import type { BuildJobs } from './build-jobs.ts';
import type { CaptchaProvider } from './captcha.ts';
import type { CommentingServices } from './commenting-service.ts';
import type { Clock } from './clock.ts';
import type { DnsResolver } from './dns-resolver.ts';
import { createEngineMemos, type EngineMemos } from './engine-memos.ts';
import type { EventBus } from './events.ts';
import type { FeedFetcher } from './feed-fetcher.ts';
import type { Logger } from './logger.ts';
import type { Mailer } from './mailer.ts';
import type { NewsletterProvider } from './newsletter-provider.ts';
import type { MembershipProvider } from './membership-provider.ts';
import type { Recommender } from './recommender.ts';
import type { AtsJobs } from './ats-jobs.ts';
import type { YoutubePlaylists } from './youtube-playlists.ts';
import type { ErrorMonitor } from './error-monitor.ts';
import type { AiAssistant } from './ai-assistant.ts';

/**
 * The engine of one process (or one render worker), with the ports it is given (ADR 0037). Built
 * once by the composition root (content-engine/server/main.ts, a build CLI, a render worker,
 * the test engine); every operation context comes from it through contextFor or systemContext
 * (context.ts).
 */
export interface Engine {
  readonly db: Knex;
  readonly events: EventBus;
  readonly now: Clock;
  /** The process's logger; a request's context carries the request's own. */
  readonly log: Logger;
  /** The build queue, as the engine may use it (builds/queue implements it). */
  readonly buildJobs: BuildJobs;
  /** Outgoing e-mail (SMTP or local .eml files: content-engine/ports/engine-ports.ts builds it). */
  readonly mail: Mailer;
  /** Newsletter deployments (the embedded pooled SMTP sender, or Omeda; ADR 0074). */
  readonly newsletters: NewsletterProvider;
  /** The captcha check of the public forms (reCAPTCHA or the local test provider). */
  readonly captcha: CaptchaProvider;
  /** The membership system site users are also sent to (Omeda or the embedded provider). */
  readonly membershipProvider: MembershipProvider;
  /** DNS for crawler verification (the system's servers or a fixed table). */
  readonly dns: DnsResolver;
  /** The commenting service a site chooses (Viafoura or the local one), by name. */
  readonly commenting: CommentingServices;
  /** The open web, as the external_rss_feed block reads it (public addresses only, limited, ADR 0064). */
  readonly feedFetcher: FeedFetcher;
  /** Content recommendations (BlueConic, or the local recommender over the tenant's page views). */
  readonly recommender: Recommender;
  /** Job listings (CATS One by configuration, or the tenant's stored jobs). */
  readonly atsJobs: AtsJobs;
  /** YouTube playlists (the Data API, or the local adapter over the tenant's Video items; ADR 0062). */
  readonly youtube: YoutubePlaylists;
  /** Unexpected errors (the embedded error_events store, or a Sentry-compatible service; ADR 0084). */
  readonly errors: ErrorMonitor;
  /** The AI assistant of /admin/openai (an OpenAI-compatible provider, or none). */
  readonly ai: AiAssistant;
  /** The engine's memos (tenant data, layouts, …), made by createEngine, invalidated by its events (ADR 0044). */
  readonly memos: EngineMemos;
  /** The block types population looks loaders up in (the site's list, passed in: ADR 41). */
  readonly blockTypes: readonly BlockTypePort[];
}

export const createEngine = (ports: Omit<Engine, 'memos'>): Engine =>
  Object.freeze({ ...ports, memos: createEngineMemos(ports) });
