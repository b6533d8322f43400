import type { Knex } from 'knex';
import type { Clock } from '../core/clock.ts';
import type { ErrorMonitor } from '../core/error-monitor.ts';
import { errorDetails } from './error-details.ts';
import { recordErrorEvent } from './queries.ts';

/**
 * The embedded error monitor (ADR 0084): groups errors by fingerprint in the engine's own
 * `error_events` table, which /admin/system lists. A write that fails is written to stderr only.
 */
export function createEmbeddedErrorMonitor({
  db,
  release,
  now = Date.now,
}: {
  db: Knex;
  release: string;
  now?: Clock;
}): ErrorMonitor {
  return {
    kind: 'embedded',
    release,
    async capture(error, context = {}) {
      try {
        await recordErrorEvent(db, { details: errorDetails(error), context, release, at: now() });
      } catch (failure) {
        console.error('error monitor: could not record an error', failure, error);
      }
    },
  };
}
