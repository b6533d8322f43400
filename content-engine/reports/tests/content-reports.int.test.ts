import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsToken } from '../../testing/fixtures-cms-tokens.ts';
import { rollUpPass } from '../../tracking-rollups/roll-up-pass.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';
import { range, seedContentReports } from './content-reports-fixture.ts';
import { at, reportClient } from './report-test-client.ts';

let engine: TestEngine;
let ids: Record<string, number> = {};
const tokens = { alphaBeta: '', gammaOnly: '' };

const { call: report, ok } = reportClient(() => engine, {
  ...range,
  token: () => tokens.alphaBeta,
  tenantKey: 'alpha',
});
const pick = (rows: Record<string, unknown>[], keys: string[]) => rows.map((r) => keys.map((k) => r[k]));

beforeAll(async () => {
  engine = await createTestEngine();
  ids = await seedContentReports(engine.db);
  tokens.alphaBeta = await cmsToken(engine, { username: 'two-sites', role: 'viewer', tenants: ['alpha', 'beta'] });
  tokens.gammaOnly = await cmsToken(engine, { username: 'gamma-editor', role: 'editor', tenants: ['gamma'] });
});
afterAll(() => engine.close());

describe('editorial-tracking', () => {
  const keys = ['username', 'created', 'edited', 'published', 'scheduled', 'unpublished', 'items'];

  it('counts each CMS user’s content work within the Chicago days, with publications per day', async () => {
    const result = await ok({ report: 'editorial-tracking' });
    expect(result.sort).toEqual({ key: 'published', order: 'desc' });
    expect(pick(result.rows, keys)).toEqual([
      ['ann', 2, 2, 1, 0, 0, 2],
      ['bob', 0, 0, 1, 1, 1, 3],
    ]);
    expect(result.chart.points).toEqual([
      { day: '2026-03-10', value: 1 },
      { day: '2026-03-11', value: 1 },
    ]);
  });

  it('filters by content type and sorts', async () => {
    const webinars = await ok({ report: 'editorial-tracking', filters: { type: 'Webinar' } });
    expect(pick(webinars.rows, keys)).toEqual([
      ['bob', 0, 0, 1, 0, 0, 1],
      ['ann', 1, 0, 0, 0, 0, 1],
    ]);
    expect(webinars.chart.points).toEqual([{ day: '2026-03-11', value: 1 }]);
    const byEdits = await ok({ report: 'editorial-tracking', sort: { key: 'items', order: 'desc' } });
    expect(byEdits.rows.map((r) => r.username)).toEqual(['bob', 'ann']);
  });

  it('covers every site the user may see, never another', async () => {
    const all = await ok({ report: 'editorial-tracking', allSites: true, sort: { key: 'site' } });
    expect(pick(all.rows, ['site', 'username', 'published'])).toEqual([
      ['alpha', 'ann', 1],
      ['alpha', 'bob', 1],
      ['beta', 'cara', 1],
    ]);
    const named = await report({ report: 'editorial-tracking', sites: ['gamma'] });
    expect(named.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });
});

describe('content-velocity', () => {
  it('counts items published per type, with the weekly average and a daily chart', async () => {
    const result = await ok({ report: 'content-velocity' });
    expect(pick(result.rows, ['type', 'published', 'perWeek'])).toEqual([
      ['Article', 1, 3.5],
      ['Webinar', 1, 3.5],
    ]);
    expect(result.chart.points).toEqual([
      { day: '2026-03-10', value: 1 },
      { day: '2026-03-11', value: 1 },
    ]);
  });

  it('filters by type, sorts, and covers the sites the user may see', async () => {
    const webinars = await ok({ report: 'content-velocity', filters: { type: 'Webinar' } });
    expect(pick(webinars.rows, ['type', 'published'])).toEqual([['Webinar', 1]]);
    expect(webinars.chart.points).toEqual([{ day: '2026-03-11', value: 1 }]);
    const all = await ok({ report: 'content-velocity', allSites: true, sort: { key: 'type', order: 'desc' } });
    expect(pick(all.rows, ['site', 'type', 'published'])).toEqual([
      ['alpha', 'Webinar', 1],
      ['alpha', 'Article', 1],
      ['beta', 'Article', 1],
    ]);
  });
});

describe('content-detail', () => {
  const keys = ['contentId', 'title', 'type', 'authors', 'sections', 'words', 'views', 'visits'];

  it('lists every item published in the range with authors, sections, words and views', async () => {
    const result = await ok({ report: 'content-detail' });
    expect(result.sort).toEqual({ key: 'published', order: 'desc' });
    expect(pick(result.rows, keys)).toEqual([
      [ids.a2, 'Port webinar', 'Webinar', '', '', 600, 2, 2],
      [ids.a1, 'Freight rates climb', 'Article', 'Bob Ray, Ann Lee', 'News, Ports', 4, 3, 2],
    ]);
    expect(result.rows[1]!.published).toBe(at('2026-03-10', 9));
    expect(result.chart.points).toEqual([
      { day: '2026-03-10', value: 1 },
      { day: '2026-03-11', value: 1 },
    ]);
  });

  it('sorts by views and filters by type', async () => {
    const byViews = await ok({ report: 'content-detail', sort: { key: 'views', order: 'desc' } });
    expect(byViews.rows.map((r) => r.title)).toEqual(['Freight rates climb', 'Port webinar']);
    const articles = await ok({ report: 'content-detail', filters: { type: 'Article' } });
    expect(articles.rows.map((r) => r.contentId)).toEqual([ids.a1]);
    expect(articles.chart.points).toEqual([{ day: '2026-03-10', value: 1 }]);
  });
});

describe('content-length', () => {
  it('measures each item published in words and characters, with its band and the daily average', async () => {
    const result = await ok({ report: 'content-length' });
    expect(pick(result.rows, ['title', 'words', 'characters', 'band'])).toEqual([
      ['Port webinar', 600, 2999, 'Medium'],
      ['Freight rates climb', 4, 25, 'Short'],
    ]);
    expect(result.chart.points).toEqual([
      { day: '2026-03-10', value: 4 },
      { day: '2026-03-11', value: 600 },
    ]);
  });

  it('filters by length band, sorts, and refuses an unknown band', async () => {
    const short = await ok({ report: 'content-length', filters: { band: 'Short' } });
    expect(short.rows.map((r) => r.title)).toEqual(['Freight rates climb']);
    expect(short.chart.points).toEqual([{ day: '2026-03-10', value: 4 }]);
    const byTitle = await ok({ report: 'content-length', sort: { key: 'title', order: 'desc' } });
    expect(byTitle.rows.map((r) => r.title)).toEqual(['Port webinar', 'Freight rates climb']);
    const bad = await report({ report: 'content-length', filters: { band: 'Huge' } });
    expect(bad.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
  });
});

describe('top-content-pages-by-pub-date', () => {
  it('ranks the items published in the range by their views over it', async () => {
    const result = await ok({ report: 'top-content-pages-by-pub-date' });
    expect(pick(result.rows, ['title', 'views', 'visits', 'viewsPerDay'])).toEqual([
      ['Freight rates climb', 3, 2, 1.5],
      ['Port webinar', 2, 2, 2],
    ]);
    // By publication day (a1 on 03-10, a2 on 03-11); Late story, published after the range, is not counted.
    expect(result.chart.points).toEqual([
      { day: '2026-03-10', value: 3 },
      { day: '2026-03-11', value: 2 },
    ]);
  });

  it('sorts by views per day and filters by type', async () => {
    const perDay = await ok({ report: 'top-content-pages-by-pub-date', sort: { key: 'viewsPerDay', order: 'desc' } });
    expect(perDay.rows.map((r) => r.title)).toEqual(['Port webinar', 'Freight rates climb']);
    const webinars = await ok({ report: 'top-content-pages-by-pub-date', filters: { type: 'Webinar' } });
    expect(webinars.rows.map((r) => r.views)).toEqual([2]);
    expect(webinars.chart.points).toEqual([{ day: '2026-03-11', value: 2 }]);
  });
});

describe('content-favorites', () => {
  it('counts favourites added in the range per item, with the total held now and a daily chart', async () => {
    const result = await ok({ report: 'content-favorites' });
    expect(pick(result.rows, ['contentId', 'title', 'favorites', 'allFavorites'])).toEqual([
      [ids.a1, 'Freight rates climb', 2, 3],
      [ids.a2, 'Port webinar', 1, 1],
    ]);
    expect(result.chart.points).toEqual([
      { day: '2026-03-10', value: 1 },
      { day: '2026-03-11', value: 2 },
    ]);
  });

  it('filters by type, sorts, and covers the sites the user may see', async () => {
    const webinars = await ok({ report: 'content-favorites', filters: { type: 'Webinar' } });
    expect(webinars.rows.map((r) => r.title)).toEqual(['Port webinar']);
    expect(webinars.chart.points).toEqual([{ day: '2026-03-11', value: 1 }]);
    const all = await ok({ report: 'content-favorites', allSites: true, sort: { key: 'title', order: 'asc' } });
    expect(pick(all.rows, ['site', 'title', 'favorites'])).toEqual([
      ['beta', 'Beta story', 1],
      ['alpha', 'Freight rates climb', 2],
      ['alpha', 'Port webinar', 1],
    ]);
  });
});

describe('cross-site', () => {
  const keys = ['site', 'pageViews', 'visits', 'viewsPerVisit', 'registrations', 'published'];

  it('sums each site the user may see: views, visits, registrations, items published', async () => {
    const result = await ok({ report: 'cross-site', allSites: true });
    expect(result.sites).toEqual(['alpha', 'beta']);
    expect(pick(result.rows, keys)).toEqual([
      ['alpha', 10, 9, 1.11, 2, 2],
      ['beta', 4, 4, 1, 1, 1],
    ]);
    expect(result.chart.points).toEqual([
      { day: '2026-03-10', value: 6 },
      { day: '2026-03-11', value: 8 },
    ]);
    const bySite = await ok({ report: 'cross-site', allSites: true, sort: { key: 'site', order: 'desc' } });
    expect(bySite.rows.map((r) => r.site)).toEqual(['beta', 'alpha']);
  });

  it('never shows a site the user may not see, and naming one is FORBIDDEN', async () => {
    const named = await report({ report: 'cross-site', sites: ['alpha', 'gamma'] });
    expect(named.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const beta = await ok({ report: 'cross-site', sites: ['beta'] });
    expect(pick(beta.rows, ['site', 'pageViews'])).toEqual([['beta', 4]]);
    const gamma = await ok({ report: 'cross-site', allSites: true }, tokens.gammaOnly, 'gamma');
    expect(pick(gamma.rows, keys)).toEqual([['gamma', 7, 7, 1, 1, 1]]);
  });
});

describe('once the days are rolled up and the raw events pruned', () => {
  it('the reports that count views give the same numbers', async () => {
    const names = ['content-detail', 'top-content-pages-by-pub-date', 'cross-site'];
    const before = await Promise.all(names.map((name) => ok({ report: name, allSites: true })));
    const pass = await rollUpPass(engine.db, { now: Date.now(), retentionDays: 1 });
    expect(pass.pruned).toBeGreaterThan(0);
    const [left] = await engine.db('tracking_events').count({ n: '*' });
    expect(Number(left?.n)).toBe(0);
    const after = await Promise.all(names.map((name) => ok({ report: name, allSites: true })));
    expect(after).toEqual(before);
    expect(pick(after[2]!.rows, ['site', 'pageViews', 'visits'])).toEqual([
      ['alpha', 10, 9],
      ['beta', 4, 4],
    ]);
  });
});
