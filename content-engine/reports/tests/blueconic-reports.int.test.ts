import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsToken } from '../../testing/fixtures-cms-tokens.ts';
import { insertContent, insertTenant } from '../../testing/fixtures.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';
import { insertTrackingEvent } from '../../tracking-events/queries.ts';
import { at, reportClient } from './report-test-client.ts';

let engine: TestEngine;
const tokens = { alphaBeta: '' };
const ids: Record<string, number> = {};
const { call: report, ok } = reportClient(() => engine, {
  from: '2026-03-10',
  to: '2026-03-11',
  token: () => tokens.alphaBeta,
  tenantKey: 'alpha',
});

async function event(
  tenantKey: string,
  type: string,
  created: number,
  session: string,
  payload: Record<string, unknown>,
) {
  await insertTrackingEvent(engine.db, {
    tenantKey,
    type,
    sessionId: session,
    siteUserId: null,
    page: { contentId: ids.host, pageType: 'content' },
    payload,
    created,
  });
}

const click = (tenantKey: string, contentId: number, placement: string, source: string, created: number, s: string) =>
  event(tenantKey, 'blueConicRecommendationClick', created, s, { contentId, placement, source });
const listView = (tenantKey: string, placement: string, source: string, created: number, s: string) =>
  event(tenantKey, 'blueConicRecommendationView', created, s, { placement, source, contentIds: '1,2,3' });
const redirect = (tenantKey: string, dialog: string, created: number, s: string) =>
  event(tenantKey, 'blueConicRedirect', created, s, { dialog });

beforeAll(async () => {
  engine = await createTestEngine();
  for (const key of ['alpha', 'beta', 'gamma']) await insertTenant(engine.db, { key });
  ids.host = await insertContent(engine.db, { tenantKey: 'alpha', name: 'Host story' });
  ids.r1 = await insertContent(engine.db, { tenantKey: 'alpha', name: 'Recommended one' });
  ids.r2 = await insertContent(engine.db, { tenantKey: 'alpha', name: 'Recommended two', type: 'Video' });
  ids.r3 = await insertContent(engine.db, { tenantKey: 'beta', name: 'Beta pick' });
  ids.r4 = await insertContent(engine.db, { tenantKey: 'gamma', name: 'Gamma pick' });
  // alpha: r1 clicked 3 times by 2 sessions (block, blueconic); r2 once (body, fallback); one click after the range.
  await click('alpha', ids.r1, 'block', 'blueconic', at('2026-03-10', 9), 'c1');
  await click('alpha', ids.r1, 'block', 'blueconic', at('2026-03-10', 10), 'c1');
  await click('alpha', ids.r1, 'block', 'blueconic', at('2026-03-10', 11), 'c2');
  await click('alpha', ids.r2, 'body', 'fallback', at('2026-03-11', 8), 'c3');
  await click('alpha', ids.r2, 'body', 'fallback', at('2026-03-12', 8), 'c4');
  await click('beta', ids.r3, 'block', 'blueconic', at('2026-03-10', 9), 'b1');
  await click('gamma', ids.r4, 'block', 'blueconic', at('2026-03-10', 9), 'g1');
  // alpha's lists: block/blueconic seen 4 times, body/fallback twice.
  for (const h of [1, 2, 3]) await listView('alpha', 'block', 'blueconic', at('2026-03-10', h), `v${h}`);
  await listView('alpha', 'block', 'blueconic', at('2026-03-11', 1), 'v4');
  for (const h of [2, 3]) await listView('alpha', 'body', 'fallback', at('2026-03-11', h), `w${h}`);
  await listView('gamma', 'block', 'blueconic', at('2026-03-10', 1), 'g2');
  // Arrivals through BlueConic dialogs.
  await redirect('alpha', 'Spring promo', at('2026-03-10', 12), 'd1');
  await redirect('alpha', 'Spring promo', at('2026-03-10', 13), 'd2');
  await redirect('alpha', 'Webinar nudge', at('2026-03-11', 12), 'd3');
  await redirect('alpha', 'Webinar nudge', at('2026-03-09', 12), 'd4');
  await redirect('gamma', 'Gamma dialog', at('2026-03-10', 12), 'g3');
  tokens.alphaBeta = await cmsToken(engine, { username: 'bc-viewer', role: 'viewer', tenants: ['alpha', 'beta'] });
});
afterAll(() => engine.close());

describe('BlueConic reports', () => {
  it('blueconic-recommendations: clicks and visits per recommended item, clicks per day', async () => {
    const result = await ok({ report: 'blueconic-recommendations' });
    expect(result.rows.map((r) => [r.contentId, r.title, r.type, r.clicks, r.uniqueVisits])).toEqual([
      [ids.r1, 'Recommended one', 'Article', 3, 2],
      [ids.r2, 'Recommended two', 'Video', 1, 1],
    ]);
    expect(result.chart.points).toEqual([
      { day: '2026-03-10', value: 3 },
      { day: '2026-03-11', value: 1 },
    ]);
    const sorted = await ok({ report: 'blueconic-recommendations', sort: { key: 'title', order: 'desc' } });
    expect(sorted.rows.map((r) => r.title)).toEqual(['Recommended two', 'Recommended one']);
  });

  it('blueconic-client: list views, clicks and click-through per placement and source', async () => {
    const result = await ok({ report: 'blueconic-client' });
    expect(result.rows.map((r) => [r.placement, r.source, r.views, r.clicks, r.clickThrough])).toEqual([
      ['block', 'blueconic', 4, 3, 75],
      ['body', 'fallback', 2, 1, 50],
    ]);
    expect(result.chart.points).toEqual([
      { day: '2026-03-10', value: 3 },
      { day: '2026-03-11', value: 3 },
    ]);
    const byRate = await ok({ report: 'blueconic-client', sort: { key: 'clickThrough', order: 'asc' } });
    expect(byRate.rows.map((r) => r.clickThrough)).toEqual([50, 75]);
  });

  it('blueconic-page-views: arrivals and visits per BlueConic dialog within the days', async () => {
    const result = await ok({ report: 'blueconic-page-views' });
    expect(result.rows.map((r) => [r.dialog, r.pageViews, r.uniqueVisits])).toEqual([
      ['Spring promo', 2, 2],
      ['Webinar nudge', 1, 1],
    ]);
    expect(result.chart.points).toEqual([
      { day: '2026-03-10', value: 2 },
      { day: '2026-03-11', value: 1 },
    ]);
  });

  it("covers every site the user may see and never another's", async () => {
    const all = await ok({ report: 'blueconic-recommendations', allSites: true });
    expect(all.sites).toEqual(['alpha', 'beta']);
    expect(all.rows.map((r) => [r.site, r.title])).toEqual([
      ['alpha', 'Recommended one'],
      ['alpha', 'Recommended two'],
      ['beta', 'Beta pick'],
    ]);
    for (const name of ['blueconic-client', 'blueconic-page-views']) {
      const rows = (await ok({ report: name, allSites: true })).rows;
      expect(rows.some((r) => r.site === 'gamma')).toBe(false);
    }
    const named = await report({ report: 'blueconic-client', sites: ['gamma'] });
    expect(named.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });
});
