import type { Knex } from 'knex';
import { chicagoDay } from '../shared/chicago-day.ts';
import type { PageSpeedMeasurement, PageSpeedTarget } from './page-speed-runner.ts';

export interface PageSpeedRun {
  target: PageSpeedTarget;
  measurement: PageSpeedMeasurement;
  source: string;
  runAt: number;
}

/** Stores one run (table page_speed_runs, ADR 0080). */
export async function insertPageSpeedRun(db: Knex, run: PageSpeedRun): Promise<void> {
  await db('page_speed_runs').insert(pageSpeedRunRow(run));
}

/** The page_speed_runs row of a run (seeds and benchmarks insert such rows in batches). */
export function pageSpeedRunRow(run: PageSpeedRun) {
  const { target, measurement: m } = run;
  return {
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
  };
}
