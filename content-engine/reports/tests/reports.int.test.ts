import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsToken } from '../../testing/fixtures-cms-tokens.ts';
import { insertSiteUser } from '../../testing/fixtures-site-users.ts';
import { insertContent, insertTenant } from '../../testing/fixtures.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';
import { insertTrackingEvent } from '../../tracking-events/queries.ts';
import { at, reportClient } from './report-test-client.ts';

let engine: TestEngine;
const tokens = { global: '', alphaBeta: '', gammaOnly: '' };
const ids: Record<string, number> = {};
const range = { from: '2026-03-10', to: '2026-03-11' };
const { call: report, ok } = reportClient(() => engine, {
  ...range,
  token: () => tokens.alphaBeta,
  tenantKey: 'alpha',
});

async function event(
  tenantKey: string,
  type: string,
  created: number,
  session: string,
  extra: { page?: object; payload?: object } = {},
) {
  await insertTrackingEvent(engine.db, {
    tenantKey,
    type,
    sessionId: session,
    siteUserId: null,
    page: { ...extra.page },
    payload: { ...extra.payload },
    created,
  });
}

beforeAll(async () => {
  engine = await createTestEngine();
  for (const key of ['alpha', 'beta', 'gamma']) await insertTenant(engine.db, { key });
  ids.a = await insertContent(engine.db, { tenantKey: 'alpha', name: 'Freight rates climb' });
  ids.b = await insertContent(engine.db, { tenantKey: 'alpha', name: 'Port webinar', type: 'Webinar' });
  ids.c = await insertContent(engine.db, { tenantKey: 'beta', name: 'Beta story' });
  ids.d = await insertContent(engine.db, { tenantKey: 'gamma', name: 'Gamma secret' });
  ids.acme = await insertContent(engine.db, { tenantKey: 'alpha', name: 'Acme Logistics', type: 'Company' });
  const view = (tenantKey: string, id: number, created: number, session: string) =>
    event(tenantKey, 'pageView', created, session, { page: { contentId: id, pageType: 'content' } });
  // Item a: 4 views in range by 3 sessions; one just before (03-09 23:30 Chicago, 03-10 in UTC) and one just after.
  await view('alpha', ids.a, at('2026-03-10', 9), 's1');
  await view('alpha', ids.a, at('2026-03-10', 10), 's1');
  await view('alpha', ids.a, at('2026-03-10', 11), 's2');
  await view('alpha', ids.a, at('2026-03-11', 23.5), 's3');
  await view('alpha', ids.a, at('2026-03-09', 23.5), 's9');
  await view('alpha', ids.a, at('2026-03-12', 0.5), 's9');
  await view('alpha', ids.b, at('2026-03-11', 8), 's1');
  await view('alpha', ids.b, at('2026-03-11', 9), 's4');
  for (const s of ['b1', 'b2', 'b3', 'b4', 'b5']) await view('beta', ids.c, at('2026-03-10', 12), s);
  for (let i = 0; i < 7; i++) await view('gamma', ids.d, at('2026-03-10', 12), `g${i}`);
  const menu = (tenantKey: string, parts: [string, string, string], created: number) =>
    event(tenantKey, 'menuClick', created, 'm', { payload: { menu: parts[0], label: parts[1], href: parts[2] } });
  for (let i = 0; i < 3; i++) await menu('alpha', ['header_primary', 'News', '/news'], at('2026-03-10', 14));
  await menu('alpha', ['footer', 'About', '/about'], at('2026-03-11', 14));
  await menu('alpha', ['footer', 'About', '/about'], at('2026-03-12', 14));
  for (let i = 0; i < 2; i++) await menu('beta', ['header_primary', 'News', '/news'], at('2026-03-10', 14));
  for (let i = 0; i < 2; i++)
    await event('alpha', 'sponsoredSearchLogoClick', at('2026-03-11', 15), `l${i}`, {
      page: { company: { id: ids.acme } },
      payload: { place: 'search-top', href: 'https://acme.example' },
    });
  const user = async (tenantKey: string, email: string, created: number) => {
    const { id } = await insertSiteUser(engine.db, { tenantKey, email });
    await engine.db('site_users').where({ id }).update({ created });
  };
  await user('alpha', 'one@example.com', at('2026-03-10', 1));
  await user('alpha', 'two@example.com', at('2026-03-10', 22));
  await user('alpha', 'three@example.com', at('2026-03-11', 5));
  await user('alpha', 'late@example.com', at('2026-03-12', 5));
  await user('beta', 'beta@example.com', at('2026-03-10', 5));

  tokens.global = await cmsToken(engine, { username: 'global-editor', role: 'editor', isGlobal: true });
  tokens.alphaBeta = await cmsToken(engine, { username: 'two-sites', role: 'viewer', tenants: ['alpha', 'beta'] });
  tokens.gammaOnly = await cmsToken(engine, { username: 'gamma-editor', role: 'editor', tenants: ['gamma'] });
});
afterAll(() => engine.close());

describe('getReport', () => {
  it('content-views: views and unique visits per item within the Chicago days, with a daily chart', async () => {
    const result = await ok({ report: 'content-views' });
    expect(result.sites).toEqual(['alpha']);
    expect(result.crossSite).toBe(true);
    expect(result.sort).toEqual({ key: 'views', order: 'desc' });
    expect(result.filters.map((f) => [f.key, f.options?.some((o) => o.value === 'Webinar')])).toEqual([['type', true]]);
    expect(result.totalCount).toBe(2);
    expect(result.rows.map((r) => [r.title, r.type, r.views, r.uniqueVisits])).toEqual([
      ['Freight rates climb', 'Article', 4, 3],
      ['Port webinar', 'Webinar', 2, 2],
    ]);
    expect(result.chart.points).toEqual([
      { day: '2026-03-10', value: 3 },
      { day: '2026-03-11', value: 3 },
    ]);
  });

  it('content-views: filters by type, sorts and pages', async () => {
    const webinars = await ok({ report: 'content-views', filters: { type: 'Webinar' } });
    expect(webinars.rows.map((r) => r.title)).toEqual(['Port webinar']);
    expect(webinars.chart.points).toEqual([{ day: '2026-03-11', value: 2 }]);
    const page = await ok({ report: 'content-views', sort: { key: 'title', order: 'desc' }, skip: 1, limit: 1 });
    expect(page.totalCount).toBe(2);
    expect(page.rows.map((r) => r.title)).toEqual(['Freight rates climb']);
    const pastTheEnd = await ok({ report: 'content-views', skip: 10 });
    expect([pastTheEnd.rows, pastTheEnd.totalCount]).toEqual([[], 2]);
    expect(Object.keys(page.rows[0]!).sort()).toEqual(['contentId', 'site', 'title', 'type', 'uniqueVisits', 'views']);
  });

  it('cross-site: every site the user may see, never another', async () => {
    const all = await ok({ report: 'content-views', allSites: true });
    expect(all.sites).toEqual(['alpha', 'beta']);
    expect(all.rows.map((r) => [r.site, r.views])).toEqual([
      ['beta', 5],
      ['alpha', 4],
      ['alpha', 2],
    ]);
    const menus = await ok({ report: 'menu-link-clicks', allSites: true });
    expect(menus.rows.some((r) => r.site === 'gamma')).toBe(false);
    const named = await report({ report: 'content-views', sites: ['alpha', 'gamma'] });
    expect(named.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect(named.errors?.[0]?.message).toContain('gamma');
    const gamma = await ok({ report: 'content-views', allSites: true }, tokens.gammaOnly, 'gamma');
    expect(gamma.rows.map((r) => [r.site, r.views])).toEqual([['gamma', 7]]);
  });

  it('registrations: users registered within the Chicago days, per day', async () => {
    const result = await ok({ report: 'registrations', sort: { key: 'email', order: 'asc' } });
    expect(result.rows.map((r) => r.email)).toEqual(['one@example.com', 'three@example.com', 'two@example.com']);
    expect(result.chart.points).toEqual([
      { day: '2026-03-10', value: 2 },
      { day: '2026-03-11', value: 1 },
    ]);
    expect((await ok({ report: 'registrations', allSites: true }, tokens.global)).totalCount).toBe(4);
  });

  it('menu-link-clicks: clicks per menu, label and link', async () => {
    const result = await ok({ report: 'menu-link-clicks' });
    expect(result.rows.map((r) => [r.menu, r.label, r.link, r.clicks])).toEqual([
      ['header_primary', 'News', '/news', 3],
      ['footer', 'About', '/about', 1],
    ]);
    expect(result.chart.points).toEqual([
      { day: '2026-03-10', value: 3 },
      { day: '2026-03-11', value: 1 },
    ]);
    const footer = await ok({ report: 'menu-link-clicks', filters: { menu: 'footer' } });
    expect(footer.rows.map((r) => r.clicks)).toEqual([1]);
    const unknownMenu = await report({ report: 'menu-link-clicks', filters: { menu: 'Main' } });
    expect(unknownMenu.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
  });

  it('sponsored-search-logo-clicks: clicks per company and logo', async () => {
    const result = await ok({ report: 'sponsored-search-logo-clicks' });
    expect(result.rows.map((r) => [r.company, r.place, r.link, r.clicks])).toEqual([
      ['Acme Logistics', 'search-top', 'https://acme.example', 2],
    ]);
    expect(result.chart.points).toEqual([{ day: '2026-03-11', value: 2 }]);
  });

  it('rejects bad input naming the field, and unknown reports', async () => {
    const badDay = await report({ report: 'content-views', from: '2026-02-30' });
    expect(badDay.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(badDay.errors?.[0])).toContain('from');
    const tooLong = await report({ report: 'content-views', from: '2025-01-01', to: '2026-03-01' });
    expect(JSON.stringify(tooLong.errors?.[0])).toContain('366');
    const sort = await report({ report: 'content-views', sort: { key: 'nope' } });
    expect(JSON.stringify(sort.errors?.[0])).toContain('sort.key');
    expect((await report({ report: 'nope' })).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
  });

  it('requires a CMS user with view_common_reports', async () => {
    expect((await report({ report: 'content-views' }, '')).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    await engine.db('roles').insert({ name: 'no-reports', label: 'No reports' });
    const token = await cmsToken(engine, { username: 'no-reports', role: 'no-reports', tenants: ['alpha'] });
    const result = await report({ report: 'content-views' }, token);
    expect(result.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });
});

describe('POST /reports/csv', () => {
  const csv = (input: Record<string, unknown>, token?: string) =>
    engine.app.inject({
      method: 'POST',
      url: '/reports/csv',
      headers: {
        'content-type': 'application/json',
        'tenant-key': 'alpha',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      payload: { ...range, ...input },
    });

  it('streams every row the table shows, in its order, with formula cells defused', async () => {
    await insertContent(engine.db, { tenantKey: 'alpha', name: '=HYPERLINK("x")' }).then((id) =>
      event('alpha', 'pageView', at('2026-03-10', 3), 'f', { page: { contentId: id } }),
    );
    const input = { report: 'content-views', allSites: true, sort: { key: 'views', order: 'desc' } };
    const response = await csv(input, tokens.alphaBeta);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const table = await ok({ ...input, limit: 500 });
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe('Site,ID,Title,Type,Views,Unique visits');
    expect(lines).toHaveLength(table.totalCount + 1);
    expect(lines.slice(1).map((line) => line.split(',')[2])).toEqual(
      table.rows.map((r) => (String(r.title).startsWith('=') ? `"'=HYPERLINK(""x"")"` : r.title)),
    );
  });

  it('requires a signed-in CMS user with view_common_reports', async () => {
    expect((await csv({ report: 'content-views' })).statusCode).toBe(401);
    expect((await csv({ report: 'content-views', sites: ['gamma'] }, tokens.alphaBeta)).statusCode).toBe(403);
  });
});
