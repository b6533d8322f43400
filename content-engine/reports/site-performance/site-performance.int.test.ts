import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordSiteUserLogin } from '../../site-users/login-history.ts';
import { recordSubscriptionEvent } from '../../subscription-events/queries.ts';
import { cmsToken } from '../../testing/fixtures-cms-tokens.ts';
import { insertSiteUser } from '../../testing/fixtures-site-users.ts';
import { insertTenant } from '../../testing/fixtures.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';
import { insertTrackingEvent } from '../../tracking-events/queries.ts';
import { rollUpDay } from '../../tracking-rollups/roll-up-day.ts';
import { at, reportClient } from '../tests/report-test-client.ts';

let engine: TestEngine;
const tokens = { alphaBeta: '', gammaOnly: '' };
// 2026-03-08 is the 23-hour day clocks go forward in Chicago.
const { call, ok } = reportClient(() => engine, {
  report: 'site-performance',
  from: '2026-03-08',
  to: '2026-03-12',
  token: () => tokens.alphaBeta,
  tenantKey: 'alpha',
});

const view = (tenantKey: string, created: number, sessionId: string, siteUserId: number | null = null) =>
  insertTrackingEvent(engine.db, {
    tenantKey,
    type: 'pageView',
    sessionId,
    siteUserId,
    page: { pageType: 'home' },
    payload: {},
    created,
  });

async function registered(tenantKey: string, email: string, created: number) {
  const { id } = await insertSiteUser(engine.db, { tenantKey, email });
  await engine.db('site_users').where({ id }).update({ created });
  return id;
}

const signUp = (tenantKey: string, newsletterIds: string[], when: number, action: 'OptIn' | 'OptOut' = 'OptIn') =>
  recordSubscriptionEvent(engine.db, {
    tenantKey,
    email: 'reader@example.com',
    newsletterIds,
    source: 'NlWidgetUnauthenticated',
    action,
    at: when,
  });

beforeAll(async () => {
  engine = await createTestEngine();
  for (const key of ['alpha', 'beta', 'gamma']) await insertTenant(engine.db, { key });
  const ann = await registered('alpha', 'ann@example.com', at('2026-03-10', 8));
  const bob = await registered('alpha', 'bob@example.com', at('2026-03-10', 9));
  await registered('alpha', 'cy@example.com', at('2026-03-11', 23.5));
  await registered('alpha', 'early@example.com', at('2026-03-07', 23.5));
  await registered('beta', 'bea@example.com', at('2026-03-10', 9));
  // Page views: 23:30 on the short day; 3 on 03-10 by 2 visits, 2 of them signed in as Ann; 2 on 03-11.
  await view('alpha', at('2026-03-08', 22.5), 's0');
  await view('alpha', at('2026-03-10', 9), 's1', ann);
  await view('alpha', at('2026-03-10', 10), 's1', ann);
  await view('alpha', at('2026-03-10', 11), 's2');
  await view('alpha', at('2026-03-11', 9), 's3');
  await view('alpha', at('2026-03-11', 23.5), 's4');
  await view('alpha', at('2026-03-07', 23.5), 's9');
  await view('alpha', at('2026-03-13', 0.5), 's9');
  for (const s of ['b1', 'b2']) await view('beta', at('2026-03-10', 12), s);
  await view('gamma', at('2026-03-10', 12), 'g1');
  const login = (userId: number, now: number, kind: 'password' | 'registration' | 'simulation') =>
    recordSiteUserLogin(engine.db, { tenantKey: 'alpha', userId, kind, ip: '10.0.0.1', now });
  await login(ann, at('2026-03-10', 9), 'password');
  await login(bob, at('2026-03-10', 12), 'password');
  await login(bob, at('2026-03-11', 12), 'registration');
  await login(bob, at('2026-03-11', 13), 'simulation');
  await signUp('alpha', ['daily'], at('2026-03-10', 9));
  await signUp('alpha', ['daily', 'weekly'], at('2026-03-11', 9));
  await signUp('alpha', ['daily'], at('2026-03-11', 10), 'OptOut');
  for (const day of ['2026-03-07', '2026-03-08', '2026-03-09', '2026-03-10'])
    await rollUpDay(engine.db, { tenantKey: 'alpha', day, now: at('2026-03-12', 1) });
  tokens.alphaBeta = await cmsToken(engine, { username: 'two-sites', role: 'viewer', tenants: ['alpha', 'beta'] });
  tokens.gammaOnly = await cmsToken(engine, { username: 'gamma-editor', role: 'editor', tenants: ['gamma'] });
});
afterAll(() => engine.close());

const shown = (rows: Record<string, unknown>[]) =>
  rows.map((r) => [r.site, r.day, r.pageViews, r.visits, r.users, r.registrations, r.logins, r.newsletterSignups]);

describe('site-performance report', () => {
  it('totals each Chicago day of the range, days without activity included', async () => {
    const result = await ok();
    expect(result.totalCount).toBe(5);
    expect(shown(result.rows)).toEqual([
      ['alpha', '2026-03-08', 1, 1, 0, 0, 0, 0],
      ['alpha', '2026-03-09', 0, 0, 0, 0, 0, 0],
      ['alpha', '2026-03-10', 3, 2, 1, 2, 2, 1],
      ['alpha', '2026-03-11', 2, 2, 0, 1, 1, 2],
      ['alpha', '2026-03-12', 0, 0, 0, 0, 0, 0],
    ]);
    expect(result.chart.points).toEqual([
      { day: '2026-03-08', value: 1 },
      { day: '2026-03-10', value: 3 },
      { day: '2026-03-11', value: 2 },
    ]);
  });

  it('sorts by a measure and takes no filters', async () => {
    const sorted = await ok({ sort: { key: 'pageViews', order: 'desc' } });
    expect(sorted.rows.map((r) => r.day)).toEqual([
      '2026-03-10',
      '2026-03-11',
      '2026-03-08',
      '2026-03-09',
      '2026-03-12',
    ]);
    const oneDay = await ok({ from: '2026-03-11', to: '2026-03-11' });
    expect(shown(oneDay.rows)).toEqual([['alpha', '2026-03-11', 2, 2, 0, 1, 1, 2]]);
    const filtered = await call({ filters: { page: '/' } });
    expect(filtered.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
  });

  it('covers every site the user may see and refuses one they may not', async () => {
    const all = await ok({ allSites: true, sort: { key: 'site', order: 'desc' }, limit: 3 });
    expect(all.totalCount).toBe(10);
    expect(shown(all.rows)).toEqual([
      ['beta', '2026-03-08', 0, 0, 0, 0, 0, 0],
      ['beta', '2026-03-09', 0, 0, 0, 0, 0, 0],
      ['beta', '2026-03-10', 2, 2, 0, 1, 0, 0],
    ]);
    expect(all.chart.points).toEqual([
      { day: '2026-03-08', value: 1 },
      { day: '2026-03-10', value: 5 },
      { day: '2026-03-11', value: 2 },
    ]);
    expect((await call({ sites: ['gamma'] })).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const gamma = await ok({ allSites: true, from: '2026-03-10', to: '2026-03-10' }, tokens.gammaOnly, 'gamma');
    expect(shown(gamma.rows)).toEqual([['gamma', '2026-03-10', 1, 1, 0, 0, 0, 0]]);
  });
});
