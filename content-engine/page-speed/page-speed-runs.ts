import type { Knex } from 'knex';
import { chicagoDay } from '../shared/chicago-day.ts';
import type { PageSpeedMeasurement, PageSpeedTarget } from './page-speed-runner.ts';

/** Stores one run (table page_speed_runs, ADR 0080). */
export async function insertPageSpeedRun(
  db: Knex,
  run: { target: PageSpeedTarget; measurement: PageSpeedMeasurement; source: string; runAt: number },
): Promise<void> {
  const { target, measurement: m } = run;
  await db('page_speed_runs').insert({
    tenant_key: target.tenantKey,
    url: m.url,
    page_type: target.pageType,
    run_at: run.runAt,
    day: chicagoDay(run.runAt),
    performance_score: m.performanceScore,
    lcp_ms: m.lcpMs,
    cls: m.cls,
    tbt_ms: m.tbtMs,
    fcp_ms: m.fcpMs,
    ttfb_ms: m.ttfbMs,
    load_ms: m.loadMs,
    html_bytes: m.htmlBytes,
    source: run.source,
  });
}
