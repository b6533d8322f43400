import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSiteLicense } from '../../site-licenses/tests/site-license-fixtures.ts';
import { cmsToken } from '../../testing/fixtures-cms-tokens.ts';
import { insertSiteSettings } from '../../testing/fixtures-settings.ts';
import { insertContent, insertTenant } from '../../testing/fixtures.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';
import { insertTrackingEvent } from '../../tracking-events/queries.ts';
import { rollUpDay } from '../../tracking-rollups/roll-up-day.ts';
import { at, reportClient } from '../tests/report-test-client.ts';

let engine: TestEngine;
const tokens = { alphaBeta: '', gammaOnly: '' };
const ids: Record<string, number> = {};
const { call, ok } = reportClient(() => engine, {
  report: 'site-license-company-page-views',
  from: '2026-03-10',
  to: '2026-03-11',
  token: () => tokens.alphaBeta,
  tenantKey: 'alpha',
});

const view = async (tenantKey: string, siteLicenseId: number | null, created: number, sessionId: string) => {
  const contentId = await insertContent(engine.db, { tenantKey, name: `Story ${sessionId} ${created}` });
  await insertTrackingEvent(engine.db, {
    tenantKey,
    type: 'pageView',
    sessionId,
    siteUserId: null,
    siteLicenseId,
    page: { contentId, pageType: 'content' },
    payload: {},
    created,
  });
};

beforeAll(async () => {
  engine = await createTestEngine();
  for (const key of ['alpha', 'beta', 'gamma']) await insertTenant(engine.db, { key });
  // Beta does not allow IP gating: its licensed views are not reported.
  for (const [tenantKey, allowIpGating] of [
    ['alpha', true],
    ['beta', false],
    ['gamma', true],
  ] as const)
    await insertSiteSettings(engine.db, { tenantKey, settings: { memberships: { allowIpGating } } });
  const licence = (tenantKey: string, companyName: string, status?: 'inactive') =>
    insertSiteLicense(engine.db, { tenantKey, companyName, ipRanges: ['198.51.100.0/24'], status });
  ids.uni = await licence('alpha', 'State University');
  ids.lab = await licence('alpha', 'Research Lab', 'inactive');
  ids.beta = await licence('beta', 'Beta College');
  ids.gamma = await licence('gamma', 'Gamma Institute');
  ids.gone = ids.gamma + 100;
  // University: 4 views by 3 sessions over both days (one 23:30 Chicago on 03-11, 03-12 in UTC).
  await view('alpha', ids.uni, at('2026-03-10', 9), 'u1');
  await view('alpha', ids.uni, at('2026-03-10', 10), 'u1');
  await view('alpha', ids.uni, at('2026-03-11', 9), 'u2');
  await view('alpha', ids.uni, at('2026-03-11', 23.5), 'u3');
  // The lab's licence is inactive now but was matched then; a deleted licence keeps its views.
  await view('alpha', ids.lab, at('2026-03-11', 10), 'r1');
  await view('alpha', ids.gone, at('2026-03-10', 10), 'd1');
  await view('alpha', ids.gone, at('2026-03-10', 11), 'd1');
  // Not counted: outside the days, and no licence matched.
  await view('alpha', ids.uni, at('2026-03-09', 23.5), 'u9');
  await view('alpha', ids.uni, at('2026-03-12', 0.5), 'u9');
  await view('alpha', null, at('2026-03-10', 12), 'n1');
  await view('beta', ids.beta, at('2026-03-10', 12), 'b1');
  await view('gamma', ids.gamma, at('2026-03-10', 12), 'g1');
  await rollUpDay(engine.db, { tenantKey: 'alpha', day: '2026-03-10', now: at('2026-03-12', 1) });
  tokens.alphaBeta = await cmsToken(engine, { username: 'two-sites', role: 'viewer', tenants: ['alpha', 'beta'] });
  tokens.gammaOnly = await cmsToken(engine, { username: 'gamma-editor', role: 'editor', tenants: ['gamma'] });
});
afterAll(() => engine.close());

const shown = (rows: Record<string, unknown>[]) =>
  rows.map((r) => [r.site, r.company, r.status, r.pageViews, r.visits]);

describe('site-license-company-page-views report', () => {
  it('counts licensed page views and visits per licence with its company within the Chicago days', async () => {
    const result = await ok();
    expect(result.totalCount).toBe(3);
    expect(shown(result.rows)).toEqual([
      ['alpha', 'State University', 'active', 4, 3],
      ['alpha', `Deleted licence ${ids.gone}`, 'deleted', 2, 1],
      ['alpha', 'Research Lab', 'inactive', 1, 1],
    ]);
    expect(result.rows[0]!.licenseId).toBe(ids.uni);
    expect(result.chart.points).toEqual([
      { day: '2026-03-10', value: 4 },
      { day: '2026-03-11', value: 3 },
    ]);
  });

  it('sorts by company and filters by company name', async () => {
    const sorted = await ok({ sort: { key: 'company', order: 'desc' } });
    expect(sorted.rows.map((r) => r.licenseId)).toEqual([ids.uni, ids.lab, ids.gone]);
    const uni = await ok({ filters: { company: 'university' } });
    expect(shown(uni.rows)).toEqual([['alpha', 'State University', 'active', 4, 3]]);
    expect(uni.chart.points).toEqual([
      { day: '2026-03-10', value: 2 },
      { day: '2026-03-11', value: 2 },
    ]);
  });

  it('shows only sites that allow IP gating and the user may see, and refuses one they may not', async () => {
    const all = await ok({ allSites: true });
    expect(all.sites).toEqual(['alpha', 'beta']);
    expect(all.rows.map((r) => r.site)).toEqual(['alpha', 'alpha', 'alpha']);
    expect((await ok({}, tokens.alphaBeta, 'beta')).totalCount).toBe(0);
    expect((await call({ sites: ['gamma'] })).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const gamma = await ok({ allSites: true }, tokens.gammaOnly, 'gamma');
    expect(shown(gamma.rows)).toEqual([['gamma', 'Gamma Institute', 'active', 1, 1]]);
  });
});
