import type { Knex } from 'knex';
import { chicagoDay, chicagoDayStart, nextChicagoDay } from '../shared/chicago-day.ts';
import { analyzeTables } from '../../db/analyze.ts';
import { fillMissingDimensions } from './fill-dimensions.ts';
import { rollUpDay } from './roll-up-day.ts';

/**
 * How long after a day ends its rollup waits, so that an event stored in the day's last moment
 * (its request begun before midnight) is in it.
 */
export const rollupGraceMs = 5 * 60_000;

export interface RollupPassResult {
  filled: number;
  rolled: { tenantKey: string; day: string }[];
  pruned: number;
}

/**
 * One pass of the rollup job (ADR 0079): fill in missing dimensions; roll up every ended day of
 * every tenant that is not rolled up yet (from the day after the last rolled one, or the first day
 * with events); then, when `retentionDays` is set, delete the raw events older than that whose
 * days are rolled up — their counts stay in `tracking_daily`.
 */
export async function rollUpPass(
  db: Knex,
  { now, retentionDays }: { now: number; retentionDays: number | null },
): Promise<RollupPassResult> {
  const filled = await fillMissingDimensions(db);
  const lastEnded = chicagoDay(chicagoDayStart(chicagoDay(now - rollupGraceMs)) - 1);
  const rolled: RollupPassResult['rolled'] = [];
  const tenants: { key: string }[] = await db('tenants').select('key').orderBy('key');
  for (const { key: tenantKey } of tenants) {
    for (let day = await firstDayToRoll(db, tenantKey); day && day <= lastEnded; day = nextChicagoDay(day)) {
      await rollUpDay(db, { tenantKey, day, now });
      rolled.push({ tenantKey, day });
    }
  }
  // The reports plan their queries on these tables' statistics, stale after a catch-up of many days.
  if (rolled.length > tenants.length) await analyzeTables(db, ['tracking_daily', 'tracking_monthly']);
  const pruned = retentionDays ? await pruneRawEvents(db, { now, retentionDays }) : 0;
  return { filled, rolled, pruned };
}

async function firstDayToRoll(db: Knex, tenantKey: string): Promise<string | null> {
  const last = await db('tracking_rollup_days').where({ tenant_key: tenantKey }).max({ day: 'day' }).first();
  if (last?.day) return nextChicagoDay(String(last.day));
  const first = await db('tracking_events').where({ tenant_key: tenantKey }).min({ day: 'day' }).first();
  return first?.day ? String(first.day) : null;
}

/** Deletes raw events stored before the retention period whose days are rolled up, in batches. */
async function pruneRawEvents(db: Knex, { now, retentionDays }: { now: number; retentionDays: number }) {
  const cutoff = now - retentionDays * 86_400_000;
  let pruned = 0;
  for (;;) {
    const ids = db('tracking_events')
      .where('created', '<', cutoff)
      .whereExists(
        db('tracking_rollup_days as r')
          .whereRaw('r.tenant_key = tracking_events.tenant_key')
          .whereRaw('r.day = tracking_events.day')
          .select(db.raw('1')),
      )
      .limit(pruneBatch)
      .select('id');
    const deleted = await db('tracking_events').whereIn('id', ids).delete();
    pruned += deleted;
    if (deleted < pruneBatch) return pruned;
  }
}

const pruneBatch = 10_000;
