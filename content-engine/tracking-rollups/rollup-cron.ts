import { Cron } from 'croner';
import type { Engine } from '../core/engine.ts';
import { rollUpPass } from './roll-up-pass.ts';

/** Every ten minutes (TRACKING_ROLLUP_CRON overrides; `off` rolls nothing up). */
export const defaultRollupSchedule = '*/10 * * * *';

/**
 * How many days raw tracking events are kept once their days are rolled up
 * (TRACKING_RAW_RETENTION_DAYS; `off` keeps them all): 13 months, so a report can still count
 * distinct visits across a year-on-year month.
 */
export const defaultRawRetentionDays = 400;

export function rawRetentionDays(value = process.env.TRACKING_RAW_RETENTION_DAYS): number | null {
  if (value === 'off') return null;
  if (!value) return defaultRawRetentionDays;
  const days = Number(value);
  if (!Number.isInteger(days) || days < 1)
    throw new Error(`TRACKING_RAW_RETENTION_DAYS must be a whole number of days or "off", not "${value}"`);
  return days;
}

/**
 * The tracking rollup job (ADR 0079) on a croner timer in the server process. Passes never overlap
 * in one process (`protect`); across processes a day rolled twice is replaced, not doubled.
 */
export function startTrackingRollupCron({
  engine,
  schedule = process.env.TRACKING_ROLLUP_CRON || defaultRollupSchedule,
  retentionDays = rawRetentionDays(),
}: {
  engine: Engine;
  schedule?: string;
  retentionDays?: number | null;
}): { stop(): void } {
  if (schedule === 'off') return { stop: () => {} };
  const timer = new Cron(
    schedule,
    {
      protect: true,
      unref: true,
      catch: (error: unknown) => {
        engine.log.error({ err: error }, 'tracking rollup pass failed');
        void engine.errors.capture(error, { route: 'cron:tracking-rollups' });
      },
    },
    async () => {
      const result = await rollUpPass(engine.db, { now: engine.now(), retentionDays });
      if (result.rolled.length || result.pruned || result.filled)
        engine.log.info(
          { rolledDays: result.rolled.length, pruned: result.pruned, filled: result.filled },
          'tracking events rolled up',
        );
    },
  );
  return { stop: () => timer.stop() };
}
