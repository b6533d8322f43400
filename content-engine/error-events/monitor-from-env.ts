import type { Knex } from 'knex';
import type { ErrorMonitor } from '../core/error-monitor.ts';
import { createEmbeddedErrorMonitor } from './embedded-monitor.ts';
import { createSentryErrorMonitor } from './sentry-monitor.ts';

type Env = Record<string, string | undefined>;

/** The release errors are tagged with: MASTHEAD_RELEASE, else masthead@<package version>. */
export const releaseFromEnv = (env: Env) =>
  env.MASTHEAD_RELEASE?.trim() || `masthead@${env.npm_package_version || '0.1.0'}`;

/** The Sentry-compatible adapter when SENTRY_DSN is set (SENTRY_ENVIRONMENT, default NODE_ENV), else the embedded store. */
export function errorMonitorFromEnv(env: Env, db: Knex): ErrorMonitor {
  const release = releaseFromEnv(env);
  const dsn = env.SENTRY_DSN?.trim();
  if (dsn)
    return createSentryErrorMonitor({
      dsn,
      release,
      environment: env.SENTRY_ENVIRONMENT?.trim() || env.NODE_ENV || 'production',
    });
  return createEmbeddedErrorMonitor({ db, release });
}
