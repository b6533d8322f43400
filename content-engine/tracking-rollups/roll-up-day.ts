import type { Knex } from 'knex';
import { chicagoDayStart, monthEnd, nextChicagoDay } from '../shared/chicago-day.ts';
import { aggregateEvents } from './aggregate-events.ts';
import { rollupDimensionNames } from './dimensions.ts';

/**
 * Rolls one tenant's ended Chicago day up into `tracking_daily` and marks it in
 * `tracking_rollup_days`, in one transaction: the day's rows are replaced, so rolling a day again
 * (a retried pass, two processes at once) gives the same counts. On a month's last day the month
 * is summed into `tracking_monthly` in the same transaction, so a month is rolled up exactly when
 * its last day is.
 */
export async function rollUpDay(db: Knex, { tenantKey, day, now }: { tenantKey: string; day: string; now: number }) {
  const from = chicagoDayStart(day);
  const to = chicagoDayStart(nextChicagoDay(day));
  await db.transaction(async (trx) => {
    await trx('tracking_daily').where({ tenant_key: tenantKey, day }).delete();
    for (const dimension of rollupDimensionNames) {
      const rows = await aggregateEvents(trx, { tenantKey, from, to, dimension });
      for (let i = 0; i < rows.length; i += 500)
        await trx('tracking_daily').insert(
          rows.slice(i, i + 500).map((row: Record<string, unknown>) => ({
            tenant_key: tenantKey,
            type: row.type,
            dimension,
            day: row.day,
            key: row.key,
            events: Number(row.events),
            sessions: Number(row.sessions),
            users: Number(row.users),
          })),
        );
    }
    const [total] = await trx('tracking_events')
      .where({ tenant_key: tenantKey })
      .where('created', '>=', from)
      .where('created', '<', to)
      .count({ n: '*' });
    await trx('tracking_rollup_days')
      .insert({ tenant_key: tenantKey, day, events: Number(total?.n ?? 0), rolled_at: now })
      .onConflict(['tenant_key', 'day'])
      .merge();
    const month = day.slice(0, 7);
    if (monthEnd(month) === day) await rollUpMonth(trx, { tenantKey, month });
  });
}

/** Replaces a month's rows of `tracking_monthly` with the sums of its days in `tracking_daily`. */
async function rollUpMonth(trx: Knex, { tenantKey, month }: { tenantKey: string; month: string }) {
  await trx('tracking_monthly').where({ tenant_key: tenantKey, month }).delete();
  await trx('tracking_monthly').insert(
    trx('tracking_daily')
      .where({ tenant_key: tenantKey })
      .whereBetween('day', [`${month}-01`, monthEnd(month)])
      .groupBy('type', 'dimension', 'key')
      .select(
        trx.raw('? as tenant_key', [tenantKey]),
        'type',
        'dimension',
        trx.raw('? as month', [month]),
        'key',
        trx.raw('SUM(events) as events'),
        trx.raw('SUM(sessions) as sessions'),
        trx.raw('SUM(users) as users'),
      ),
  );
}
