import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asSystem } from '../content-engine/core/context.ts';
import { pageSpeedRunnerFromEnv } from '../content-engine/page-speed/page-speed-cron.ts';
import { pageSpeedPass } from '../content-engine/page-speed/page-speed-sampler.ts';
import { getReport } from '../content-engine/reports/operations/get-report.ts';
import { findTenantByKey } from '../content-engine/tenants/queries.ts';
import { chromiumPath } from './browser.ts';
import { startDemoSession, type DemoSession } from './demo-session.ts';

/*
 * The page speed sampler with the Lighthouse runner (ADR 0080), as the server's default runs it
 * where Chromium is installed: real Lighthouse runs of a demo site's home page and first section
 * on this server, stored, and shown by the page-speed report with a score and a chart.
 */
let session: DemoSession;

beforeAll(async () => {
  session = await startDemoSession({ site: true, seed: { tenants: 1, itemsPerTenant: 3 } });
}, 180_000);

afterAll(async () => {
  await session?.close();
});

describe('page speed with Lighthouse', () => {
  it('measures the sampled pages with Lighthouse and the report shows their scores', async () => {
    const { engine, base } = session;
    const port = Number(new URL(base).port);
    const runner = pageSpeedRunnerFromEnv(
      engine.engine,
      { PAGE_SPEED_RUNNER: 'auto', CHROME_PATH: chromiumPath },
      port,
    );
    expect(runner.source).toBe('lighthouse');
    const failures: unknown[] = [];
    const result = await pageSpeedPass(engine.db, {
      runner,
      tenantKeys: ['fleetowner'],
      articles: 0,
      now: Date.now,
      onError: (_target, error) => failures.push(error),
    });
    expect(failures).toEqual([]);
    expect(result).toEqual({ measured: 2, failed: 0 });

    const runs = await engine.db('page_speed_runs').where({ tenant_key: 'fleetowner' }).orderBy('id');
    expect(runs.map((run) => [run.page_type, run.source, run.url])).toEqual([
      ['home', 'lighthouse', `${base}/`],
      ['section', 'lighthouse', expect.stringMatching(new RegExp(`^${base}/.+`))],
    ]);
    for (const run of runs) {
      expect(Number(run.performance_score)).toBeGreaterThan(0);
      expect(Number(run.performance_score)).toBeLessThanOrEqual(100);
      expect(Number(run.lcp_ms)).toBeGreaterThan(0);
      expect(Number(run.fcp_ms)).toBeGreaterThan(0);
      expect(Number(run.cls)).toBeGreaterThanOrEqual(0);
      expect(Number(run.tbt_ms)).toBeGreaterThanOrEqual(0);
    }

    const ctx = asSystem(engine.context({ tenant: await findTenantByKey(engine.db, 'fleetowner') }));
    const today = runs[0]!.day as string;
    const report = await getReport({ ctx, input: { report: 'page-speed', from: today, to: today } });
    expect(report.totalCount).toBe(2);
    for (const row of report.rows) expect(row.latestScore).toBe(row.medianScore);
    expect(report.chart.points).toEqual([{ day: today, value: expect.any(Number) }]);
    expect(report.chart.points[0]!.value).toBeGreaterThan(0);
  }, 300_000);
});
