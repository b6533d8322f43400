import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsToken } from '../../testing/fixtures-cms-tokens.ts';
import { insertTenant } from '../../testing/fixtures.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';
import { insertPageSpeedRun } from '../../page-speed/page-speed-runs.ts';
import type { PageSpeedTarget } from '../../page-speed/page-speed-runner.ts';
import { at, reportClient } from '../tests/report-test-client.ts';

let engine: TestEngine;
let token = '';
const { call: report, ok } = reportClient(() => engine, {
  from: '2026-03-10',
  to: '2026-03-11',
  token: () => token,
  tenantKey: 'alpha',
});

async function run(target: PageSpeedTarget, runAt: number, score: number | null, lcpMs: number | null, ttfbMs = 50) {
  await insertPageSpeedRun(engine.db, {
    target,
    source: score === null ? 'local' : 'lighthouse',
    runAt,
    measurement: {
      url: `https://${target.tenantKey}.example${target.path}`,
      performanceScore: score,
      lcpMs,
      cls: score === null ? null : 0.1,
      tbtMs: score === null ? null : 200,
      fcpMs: score === null ? null : 900,
      ttfbMs,
      loadMs: ttfbMs + 10,
      htmlBytes: 40_000,
    },
  });
}

beforeAll(async () => {
  engine = await createTestEngine();
  for (const key of ['alpha', 'beta', 'gamma']) await insertTenant(engine.db, { key });
  const home: PageSpeedTarget = { tenantKey: 'alpha', path: '/', pageType: 'home' };
  const news: PageSpeedTarget = { tenantKey: 'alpha', path: '/news', pageType: 'section' };
  const story: PageSpeedTarget = { tenantKey: 'alpha', path: '/story/1', pageType: 'content' };
  // Home: scores 80, 90 on 03-10 and 70 on 03-11 (latest) → median 80; one run before the range (10).
  await run(home, at('2026-03-10', 1), 80, 2000);
  await run(home, at('2026-03-10', 13), 90, 1000);
  await run(home, at('2026-03-11', 1), 70, 3000);
  await run(home, at('2026-03-09', 23), 10, 9000);
  // Section: 60 and 40 on 03-10 → median 50; a local run without a score on 03-11 is the latest.
  await run(news, at('2026-03-10', 2), 60, 2500);
  await run(news, at('2026-03-10', 3), 40, 3500);
  await run(news, at('2026-03-11', 3), null, null, 120);
  await run(story, at('2026-03-11', 4), 95, 800);
  await run({ tenantKey: 'gamma', path: '/', pageType: 'home' }, at('2026-03-10', 4), 5, 9000);
  token = await cmsToken(engine, { username: 'two-sites', role: 'viewer', tenants: ['alpha', 'beta'] });
});
afterAll(() => engine.close());

describe('page-speed report', () => {
  it('per address: the latest score and the medians over the range; median score per day', async () => {
    const result = await ok({ report: 'page-speed' });
    expect(result.totalCount).toBe(3);
    expect(
      result.rows.map((r) => [r.url, r.pageType, r.runs, r.latestScore, r.medianScore, r.medianLcp, r.medianTtfb]),
    ).toEqual([
      ['https://alpha.example/news', 'section', 3, null, 50, 3000, 50],
      ['https://alpha.example/', 'home', 3, 70, 80, 2000, 50],
      ['https://alpha.example/story/1', 'content', 1, 95, 95, 800, 50],
    ]);
    expect(result.rows[1]).toMatchObject({
      latestRunAt: at('2026-03-11', 1),
      medianCls: 0.1,
      medianTbt: 200,
      medianFcp: 900,
    });
    // 03-10: 80, 90, 60, 40 → 70; 03-11: 70, 95 → 82.5.
    expect(result.chart.points).toEqual([
      { day: '2026-03-10', value: 70 },
      { day: '2026-03-11', value: 82.5 },
    ]);
  });

  it('sorts, filters by page type and keeps to the sites the user may see', async () => {
    const byUrl = await ok({ report: 'page-speed', sort: { key: 'url', order: 'asc' } });
    expect(byUrl.rows.map((r) => r.url)).toEqual([
      'https://alpha.example/',
      'https://alpha.example/news',
      'https://alpha.example/story/1',
    ]);
    const homes = await ok({ report: 'page-speed', filters: { pageType: 'home' } });
    expect(homes.rows.map((r) => [r.url, r.medianScore])).toEqual([['https://alpha.example/', 80]]);
    expect(homes.chart.points).toEqual([
      { day: '2026-03-10', value: 85 },
      { day: '2026-03-11', value: 70 },
    ]);
    const all = await ok({ report: 'page-speed', allSites: true });
    expect(all.rows.some((r) => r.site === 'gamma')).toBe(false);
    const named = await report({ report: 'page-speed', sites: ['gamma'] });
    expect(named.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });
});
