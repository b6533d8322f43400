import { readFileSync } from 'node:fs';
import type { Knex } from 'knex';
import type { CaptchaProvider } from '../core/captcha.ts';
import type { DnsResolver } from '../core/dns-resolver.ts';
import type { Engine } from '../core/engine.ts';
import { fallbackFrom, type Mailer } from '../core/mailer.ts';
import type { MembershipProvider, ProviderTenant } from '../core/membership-provider.ts';
import { createGoogleRecaptcha, createLocalCaptcha } from '../captcha/index.ts';
import { createLocalResolver, createSystemResolver, dnsTableSchema } from '../crawlers/resolver.ts';
import { createLocalMailer, createSmtpMailer } from '../mail/index.ts';
import { createEmbeddedProvider, createOmedaProvider } from '../membership-provider/index.ts';
import { createCommentingServiceFactory } from '../commenting-service/index.ts';
import { feedFetcherFromEnv } from '../external-feeds/feed-fetcher-from-env.ts';
import { recommenderFromEnv } from '../recommendations/recommender-from-env.ts';
import { atsJobsFromEnv } from '../ats-jobs/ats-jobs-from-env.ts';
import { newsletterProviderFromEnv } from '../newsletter-deployments/providers/provider-from-env.ts';
import { youtubePlaylistsFromEnv } from '../youtube/playlists-from-env.ts';
import { errorMonitorFromEnv } from '../error-events/monitor-from-env.ts';
import { aiAssistantFromEnv } from '../ai-assistant/assistant-from-env.ts';

/*
 * The one place that reads the environment for the engine's external services (ADR 0044): each
 * composition root (content-engine/server/main.ts, builds/process-engine.ts, the test engine)
 * builds them once and passes them to createEngine. The domains only see the ports.
 */

type Env = Record<string, string | undefined>;

/** The external services of an engine. */
export type EnginePorts = Pick<
  Engine,
  | 'mail'
  | 'newsletters'
  | 'captcha'
  | 'membershipProvider'
  | 'dns'
  | 'commenting'
  | 'feedFetcher'
  | 'recommender'
  | 'atsJobs'
  | 'youtube'
  | 'errors'
  | 'ai'
>;

/** SMTP when SMTP_URL is set, else .eml files under MAIL_DIR (default var/mail); sender MAIL_FROM. */
export function createMailer(env: Env): Mailer {
  const defaultFrom = env.MAIL_FROM || fallbackFrom;
  if (env.SMTP_URL) return createSmtpMailer(env.SMTP_URL, { defaultFrom });
  return createLocalMailer({ dir: env.MAIL_DIR || 'var/mail', defaultFrom });
}

/** Google reCAPTCHA when RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY are both set, else the local test provider. */
export function createCaptcha(env: Env): CaptchaProvider {
  const siteKey = env.RECAPTCHA_SITE_KEY?.trim();
  const secretKey = env.RECAPTCHA_SECRET_KEY?.trim();
  if (siteKey && secretKey) {
    const minScore = env.RECAPTCHA_MIN_SCORE ? Number(env.RECAPTCHA_MIN_SCORE) : undefined;
    return createGoogleRecaptcha({ siteKey, secretKey, minScore: Number.isFinite(minScore) ? minScore : undefined });
  }
  return createLocalCaptcha();
}

const omedaHosts = {
  production: 'https://ows.omeda.com/webservices/rest',
  staging: 'https://ows.omedastaging.com/webservices/rest',
};

/** OMEDA_BRANDS "tenantKey:BRAND,…", else OMEDA_BRAND, else the tenant's abbreviation. */
const brandResolver = (env: Env) => {
  const map = new Map(
    (env.OMEDA_BRANDS ?? '')
      .split(',')
      .map((pair) => pair.split(':').map((part) => part.trim()) as [string, string])
      .filter(([key, brand]) => key && brand),
  );
  return (tenant: ProviderTenant) => map.get(tenant.key) ?? (env.OMEDA_BRAND?.trim() || tenant.abbreviation);
};

/** The Omeda adapter when OMEDA_APP_ID and OMEDA_INPUT_ID are set, else the embedded provider. */
export function createMembershipProvider(env: Env): MembershipProvider {
  const appId = env.OMEDA_APP_ID?.trim();
  const inputId = env.OMEDA_INPUT_ID?.trim();
  if (!appId || !inputId) return createEmbeddedProvider();
  const baseUrl =
    env.OMEDA_BASE_URL?.trim() || (env.OMEDA_STAGING === 'true' ? omedaHosts.staging : omedaHosts.production);
  return createOmedaProvider({ appId, inputId, baseUrl, brandOf: brandResolver(env) });
}

/**
 * The local resolver when `CRAWLER_DNS` holds a DNS table as inline JSON or the path of a JSON file,
 * otherwise the system resolver. A `CRAWLER_DNS` that is not a readable table throws.
 */
export function resolverFromEnv(env: Env): DnsResolver {
  const setting = env.CRAWLER_DNS?.trim();
  if (!setting) return createSystemResolver();
  const json = setting.startsWith('{') ? setting : readFileSync(setting, 'utf8');
  const table = dnsTableSchema.safeParse(JSON.parse(json));
  if (!table.success) throw new Error(`CRAWLER_DNS is not a DNS table of { reverse, forward }: ${table.error.message}`);
  return createLocalResolver(table.data);
}

/** Every external service of an engine, from the environment (the local recommender and YouTube adapter read the engine's database). */
export const enginePortsFromEnv = (env: Env, { db }: { db: Knex }): EnginePorts => ({
  mail: createMailer(env),
  newsletters: newsletterProviderFromEnv(env),
  captcha: createCaptcha(env),
  membershipProvider: createMembershipProvider(env),
  dns: resolverFromEnv(env),
  commenting: createCommentingServiceFactory(env),
  feedFetcher: feedFetcherFromEnv(env),
  recommender: recommenderFromEnv(env, db),
  atsJobs: atsJobsFromEnv(env, db),
  youtube: youtubePlaylistsFromEnv(env, db),
  errors: errorMonitorFromEnv(env, db),
  ai: aiAssistantFromEnv(env),
});
