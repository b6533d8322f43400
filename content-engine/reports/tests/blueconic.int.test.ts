import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chicagoDayStart } from '../../shared/chicago-day.ts';
import { cmsToken } from '../../testing/fixtures-cms-tokens.ts';
import { insertContent, insertTenant } from '../../testing/fixtures.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';
import { insertTrackingEvent } from '../../tracking-events/queries.ts';

const query = /* GraphQL */ `
  query ($input: ReportInput!) {
    getReport(input: $input) {
      sites
      rows
      totalCount
      chart {
        points {
          day
          value
        }
      }
    }
  }
`;

interface Result {
  getReport: {
    sites: string[];
    rows: Record<string, unknown>[];
    totalCount: number;
    chart: { points: { day: string; value: number }[] };
  };
}

let engine: TestEngine;
let token = '';
const ids: Record<string, number> = {};
const at = (day: string, hours: number) => chicagoDayStart(day) + hours * 3_600_000;
const range = { from: '2026-03-10', to: '2026-03-11' };

const report = (input: Record<string, unknown>) =>
  engine.gql<Result>(query, { input: { ...range, ...input } }, { token, tenantKey: 'alpha' });
const ok = async (input: Record<string, unknown>) => {
  const result = await report(input);
  expect(result.errors).toBeUndefined();
  return result.data!.getReport;
};

async function event(tenantKey: string, type: string, created: number, session: string, page: object, payload: object) {
  await insertTrackingEvent(engine.db, {
    tenantKey,
    type,
    sessionId: session,
    siteUserId: null,
    page: { ...page },
    payload: { ...payload },
    created,
  });
}

beforeAll(async () => {
  engine = await createTestEngine();
  for (const key of ['alpha', 'beta', 'gamma']) await insertTenant(engine.db, { key });
  ids.host = await insertContent(engine.db, { tenantKey: 'alpha', name: 'Host story' });
  ids.a = await insertContent(engine.db, { tenantKey: 'alpha', name: 'Freight rates climb' });
  ids.b = await insertContent(engine.db, { tenantKey: 'alpha', name: 'Port webinar' });
  ids.beta = await insertContent(engine.db, { tenantKey: 'beta', name: 'Beta story' });
  ids.gamma = await insertContent(engine.db, { tenantKey: 'gamma', name: 'Gamma secret' });
  const page = (id: number) => ({ path: `/story/${id}`, pageType: 'content', contentId: id });
  const list = (placement: string, source: string) => ({ placement, source, contentIds: `${ids.a},${ids.b}` });
  const view = (tenantKey: string, host: number, placement: string, created: number, s: string) =>
    event(tenantKey, 'blueConicRecommendationView', created, s, page(host), list(placement, 'local'));
  const click = (tenantKey: string, host: number, item: number, placement: string, created: number, s: string) =>
    event(tenantKey, 'blueConicRecommendationClick', created, s, page(host), {
      contentId: item,
      placement,
      source: 'local',
    });
  // alpha: 4 block lists seen on 03-10, 1 body list on 03-11, 1 block list after the range.
  for (const s of ['v1', 'v2', 'v3', 'v4']) await view('alpha', ids.host, 'block', at('2026-03-10', 9), s);
  await view('alpha', ids.host, 'body', at('2026-03-11', 9), 'v5');
  await view('alpha', ids.host, 'block', at('2026-03-12', 1), 'v6');
  // alpha: a clicked twice on 03-10 and once on 03-11 (block); b once in the body on 03-11; one before the range.
  await click('alpha', ids.host, ids.a, 'block', at('2026-03-10', 10), 'v1');
  await click('alpha', ids.host, ids.a, 'block', at('2026-03-10', 11), 'v2');
  await click('alpha', ids.host, ids.a, 'block', at('2026-03-11', 10), 'v3');
  await click('alpha', ids.host, ids.b, 'body', at('2026-03-11', 12), 'v5');
  await click('alpha', ids.host, ids.b, 'body', at('2026-03-09', 23.5), 'v0');
  await view('beta', ids.beta, 'block', at('2026-03-10', 9), 'b1');
  await click('beta', ids.beta, ids.beta, 'block', at('2026-03-10', 9), 'b1');
  for (const s of ['g1', 'g2', 'g3']) await click('gamma', ids.gamma, ids.gamma, 'block', at('2026-03-10', 9), s);
  // Redirects: spring-offer landing on a (2 in sessions r1, r1; 1 in r2), summer on b once; one after the range.
  const redirect = (tenantKey: string, dialog: string, item: number, created: number, s: string) =>
    event(tenantKey, 'blueConicRedirect', created, s, page(item), { dialog });
  await redirect('alpha', 'spring-offer', ids.a, at('2026-03-10', 8), 'r1');
  await redirect('alpha', 'spring-offer', ids.a, at('2026-03-10', 9), 'r1');
  await redirect('alpha', 'spring-offer', ids.a, at('2026-03-11', 9), 'r2');
  await redirect('alpha', 'summer', ids.b, at('2026-03-11', 9), 'r3');
  await redirect('alpha', 'summer', ids.b, at('2026-03-12', 9), 'r4');
  await redirect('gamma', 'gamma-dialog', ids.gamma, at('2026-03-10', 9), 'r5');
  token = await cmsToken(engine, { username: 'two-sites', role: 'viewer', tenants: ['alpha', 'beta'] });
});
afterAll(() => engine.close());

describe('BlueConic reports', () => {
  it('blueconic-recommendations: views, clicks and click-through rate per item, clicks per day', async () => {
    const result = await ok({ report: 'blueconic-recommendations' });
    expect(result.totalCount).toBe(3);
    expect(result.rows.map((r) => [r.title, r.views, r.clicks, r.ctr])).toEqual([
      ['Freight rates climb', 0, 3, null],
      ['Port webinar', 0, 1, null],
      ['Host story', 5, 0, 0],
    ]);
    expect(result.chart.points).toEqual([
      { day: '2026-03-10', value: 2 },
      { day: '2026-03-11', value: 2 },
    ]);
    const byTitle = await ok({ report: 'blueconic-recommendations', sort: { key: 'title', order: 'asc' } });
    expect(byTitle.rows.map((r) => r.title)).toEqual(['Freight rates climb', 'Host story', 'Port webinar']);
    const filtered = await ok({ report: 'blueconic-recommendations', filters: { title: 'PORT' } });
    expect(filtered.rows.map((r) => [r.title, r.clicks])).toEqual([['Port webinar', 1]]);
    const all = await ok({ report: 'blueconic-recommendations', allSites: true });
    expect(all.sites).toEqual(['alpha', 'beta']);
    expect(all.rows.map((r) => [r.site, r.title, r.views, r.clicks, r.ctr])).toContainEqual([
      'beta',
      'Beta story',
      1,
      1,
      100,
    ]);
    expect(all.rows.some((r) => r.site === 'gamma')).toBe(false);
    const named = await report({ report: 'blueconic-recommendations', sites: ['alpha', 'gamma'] });
    expect(named.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });

  it('blueconic-client: views, clicks and rate per placement and source', async () => {
    const result = await ok({ report: 'blueconic-client' });
    expect(result.rows.map((r) => [r.placement, r.source, r.views, r.clicks, r.ctr])).toEqual([
      ['block', 'local', 4, 3, 75],
      ['body', 'local', 1, 1, 100],
    ]);
    expect(result.chart.points).toEqual([
      { day: '2026-03-10', value: 2 },
      { day: '2026-03-11', value: 2 },
    ]);
    const byRate = await ok({ report: 'blueconic-client', sort: { key: 'ctr', order: 'desc' } });
    expect(byRate.rows.map((r) => r.placement)).toEqual(['body', 'block']);
    const body = await ok({ report: 'blueconic-client', filters: { placement: 'body' } });
    expect(body.rows.map((r) => [r.placement, r.clicks])).toEqual([['body', 1]]);
    expect(body.chart.points).toEqual([{ day: '2026-03-11', value: 1 }]);
    const all = await ok({ report: 'blueconic-client', allSites: true });
    expect(all.rows.map((r) => [r.site, r.views, r.clicks])).toEqual([
      ['alpha', 4, 3],
      ['alpha', 1, 1],
      ['beta', 1, 1],
    ]);
    expect(
      (await report({ report: 'blueconic-client', filters: { placement: 'x' } })).errors?.[0]?.extensions.code,
    ).toBe('BAD_USER_INPUT');
  });

  it('blueconic-page-views: redirect page views per dialog and landing item', async () => {
    const result = await ok({ report: 'blueconic-page-views' });
    expect(result.rows.map((r) => [r.dialog, r.title, r.views, r.visits])).toEqual([
      ['spring-offer', 'Freight rates climb', 3, 2],
      ['summer', 'Port webinar', 1, 1],
    ]);
    expect(result.chart.points).toEqual([
      { day: '2026-03-10', value: 2 },
      { day: '2026-03-11', value: 2 },
    ]);
    const sorted = await ok({ report: 'blueconic-page-views', sort: { key: 'dialog', order: 'desc' } });
    expect(sorted.rows.map((r) => r.dialog)).toEqual(['summer', 'spring-offer']);
    const summer = await ok({ report: 'blueconic-page-views', filters: { dialog: 'Summ' } });
    expect(summer.rows.map((r) => [r.dialog, r.views])).toEqual([['summer', 1]]);
    const all = await ok({ report: 'blueconic-page-views', allSites: true });
    expect(all.rows.some((r) => r.site === 'gamma')).toBe(false);
    expect(all.totalCount).toBe(2);
  });
});
