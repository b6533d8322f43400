import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { insertTenant } from '../../testing/fixtures.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';
import { insertTrackingEvent } from '../../tracking-events/queries.ts';
import { rollUpPass } from '../roll-up-pass.ts';
import { trackingCounts, type TrackingCountsScope } from '../tracking-counts.ts';

/*
 * The rollup of tracking events into Chicago days (ADR 0079) over two sites, alpha and beta.
 * Chicago is UTC-6 in late November: 2026-11-28T05:59Z is still 11-27 there.
 */

let engine: TestEngine;
let db: Knex;
const noon28 = Date.parse('2026-11-28T18:00:00Z');

async function view(tenantKey: string, at: string, sessionId: string, contentId: number) {
  await insertTrackingEvent(db, {
    tenantKey,
    type: 'pageView',
    sessionId,
    siteUserId: null,
    page: { path: `/c/${contentId}`, contentId, pageType: 'content' },
    payload: {},
    created: Date.parse(at),
  });
}

async function totals(scope: Partial<TrackingCountsScope> = {}) {
  const { source } = await trackingCounts(db, {
    tenantKeys: ['alpha'],
    from: '2026-11-26',
    to: '2026-11-28',
    types: ['pageView'],
    dimension: 'content',
    ...scope,
  });
  const rows = await db
    .from(source.as('c'))
    .select('key')
    .sum({ events: 'events' })
    .sum({ sessions: 'sessions' })
    .groupBy('key')
    .orderBy('key');
  return rows.map((row) => ({ key: String(row.key), events: Number(row.events), sessions: Number(row.sessions) }));
}

/** What alpha's content views must count over 11-26..11-28, rolled up or not. */
const alphaViews = [
  { key: '1', events: 6, sessions: 5 },
  { key: '2', events: 1, sessions: 1 },
];

beforeAll(async () => {
  engine = await createTestEngine({ now: () => noon28 });
  db = engine.db;
  await insertTenant(db, { key: 'alpha' });
  await insertTenant(db, { key: 'beta' });
  // 11-26: item 1 twice in one visit, once in another; item 2 once.
  await view('alpha', '2026-11-26T15:00:00Z', 's1', 1);
  await view('alpha', '2026-11-26T15:01:00Z', 's1', 1);
  await view('alpha', '2026-11-26T16:00:00Z', 's2', 1);
  await view('alpha', '2026-11-26T16:00:00Z', 's1', 2);
  // 11-27: item 1 in the day's last minute (UTC already 11-28); a menu click.
  await view('alpha', '2026-11-28T05:59:00Z', 's3', 1);
  await insertTrackingEvent(db, {
    tenantKey: 'alpha',
    type: 'menuClick',
    sessionId: 's3',
    siteUserId: null,
    page: { path: '/' },
    payload: { menu: 'footer', label: 'About', href: '/about' },
    created: Date.parse('2026-11-27T20:00:00Z'),
  });
  // 11-28 (today): item 1 again.
  await view('alpha', '2026-11-28T17:00:00Z', 's4', 1);
  // Beta's item 1 on 11-27: never alpha's.
  await view('beta', '2026-11-27T18:00:00Z', 'b1', 1);
});
afterAll(() => engine.close());

describe('tracking rollups', () => {
  it('counts several sites at once, each its own', async () => {
    expect(await totals({ tenantKeys: ['alpha', 'beta'] })).toEqual([
      { key: '1', events: 6, sessions: 5 },
      { key: '2', events: 1, sessions: 1 },
    ]);
  });

  it('counts days not rolled up yet from the raw events, on Chicago days', async () => {
    // Visits are distinct per day: s1 on 11-26 counts once for item 1.
    expect(await totals()).toEqual([
      { key: '1', events: 5, sessions: 4 },
      { key: '2', events: 1, sessions: 1 },
    ]);
    expect(await totals({ from: '2026-11-27', to: '2026-11-27' })).toEqual([{ key: '1', events: 1, sessions: 1 }]);
  });

  it("rolls up the ended days, not today, and gives the same counts; never another site's", async () => {
    const before = await totals();
    const result = await rollUpPass(db, { now: noon28, retentionDays: null });
    expect(result.rolled).toEqual([
      { tenantKey: 'alpha', day: '2026-11-26' },
      { tenantKey: 'alpha', day: '2026-11-27' },
      { tenantKey: 'beta', day: '2026-11-27' },
    ]);
    expect(await totals()).toEqual(before);
    const rows = await db('tracking_daily')
      .where({ tenant_key: 'alpha', type: 'pageView', dimension: 'content' })
      .orderBy(['day', 'key'])
      .select('day', 'key', 'events', 'sessions', 'users');
    expect(rows.map((row) => ({ ...row, events: Number(row.events), sessions: Number(row.sessions) }))).toEqual([
      { day: '2026-11-26', key: '1', events: 3, sessions: 2, users: 0 },
      { day: '2026-11-26', key: '2', events: 1, sessions: 1, users: 0 },
      { day: '2026-11-27', key: '1', events: 1, sessions: 1, users: 0 },
    ]);
    const menu = await db('tracking_daily').where({ tenant_key: 'alpha', type: 'menuClick', dimension: 'subject' });
    expect(menu).toMatchObject([{ day: '2026-11-27', key: '["footer","About","/about"]', events: 1 }]);
    expect(await totals({ tenantKeys: ['beta'] })).toEqual([{ key: '1', events: 1, sessions: 1 }]);
  });

  it('adds today to the rolled-up days, and rolling again changes nothing', async () => {
    expect(await totals()).toEqual([
      { key: '1', events: 5, sessions: 4 },
      { key: '2', events: 1, sessions: 1 },
    ]);
    await view('alpha', '2026-11-28T17:30:00Z', 's5', 1);
    expect(await totals()).toEqual(alphaViews);
    expect((await rollUpPass(db, { now: noon28, retentionDays: null })).rolled).toEqual([]);
    expect(await totals()).toEqual(alphaViews);
  });

  it('waits five minutes after midnight before rolling a day up', async () => {
    const justAfter = Date.parse('2026-11-29T06:03:00Z'); // 00:03 on 11-29 in Chicago
    expect((await rollUpPass(db, { now: justAfter, retentionDays: null })).rolled).toEqual([]);
    const later = Date.parse('2026-11-29T06:06:00Z');
    expect((await rollUpPass(db, { now: later, retentionDays: null })).rolled).toEqual([
      { tenantKey: 'alpha', day: '2026-11-28' },
      { tenantKey: 'beta', day: '2026-11-28' },
    ]);
    expect(await totals()).toEqual(alphaViews);
  });

  it('prunes raw events past the retention of rolled-up days, keeping their counts', async () => {
    const now = Date.parse('2026-11-29T12:00:00Z');
    const result = await rollUpPass(db, { now, retentionDays: 2 });
    // Before 11-27T12:00Z: the four views of 11-26.
    expect(result.pruned).toBe(4);
    expect(
      await db('tracking_events').where('created', '<', Date.parse('2026-11-27T12:00:00Z')).first(),
    ).toBeUndefined();
    expect(await totals()).toEqual(alphaViews);
  });

  it('fills in the dimensions of events stored before they existed', async () => {
    await db('tracking_events').insert({
      tenant_key: 'alpha',
      type: 'pageView',
      session_id: 'old',
      page: JSON.stringify({ path: '/c/2', contentId: 2, company: { id: 9, name: 'Acme' } }),
      payload: '{}',
      created: Date.parse('2026-11-29T15:00:00Z'),
    });
    const result = await rollUpPass(db, { now: Date.parse('2026-11-29T16:00:00Z'), retentionDays: null });
    expect(result.filled).toBe(1);
    expect(await db('tracking_events').where({ session_id: 'old' }).first()).toMatchObject({
      day: '2026-11-29',
      content_id: 2,
      company_id: 9,
    });
    expect(await totals({ to: '2026-11-29' })).toEqual([alphaViews[0], { key: '2', events: 2, sessions: 2 }]);
  });

  it('sums whole months from tracking_monthly for totals, with the same figures as the days', async () => {
    await insertTenant(db, { key: 'gamma' });
    const at = [
      '2026-09-30T17:00:00Z',
      '2026-10-01T04:30:00Z', // 09-30 in Chicago (UTC-5 until November)
      '2026-10-01T12:00:00Z',
      '2026-10-31T12:00:00Z',
      '2026-11-01T04:59:00Z', // 10-31 23:59 in Chicago
      '2026-11-15T12:00:00Z',
      '2026-11-30T23:00:00Z',
      '2026-12-01T12:00:00Z',
    ];
    for (const [i, when] of at.entries()) await view('gamma', when, `g${i}`, 7);
    await rollUpPass(db, { now: Date.parse('2026-12-02T12:00:00Z'), retentionDays: null });
    expect(
      (await db('tracking_monthly').where({ tenant_key: 'gamma', dimension: 'content' }).orderBy('month')).map(
        (row) => [row.month, Number(row.events)],
      ),
    ).toEqual([
      ['2026-09', 2],
      ['2026-10', 3],
      ['2026-11', 2],
    ]);
    const gamma = (from: string, to: string, granularity: 'day' | 'total') =>
      totals({ tenantKeys: ['gamma'], from, to, granularity });
    for (const [from, to, events] of [
      ['2026-09-01', '2026-12-31', 8],
      ['2026-10-01', '2026-11-30', 5],
      ['2026-10-15', '2026-11-30', 4],
      ['2026-10-01', '2026-10-31', 3],
      ['2026-09-30', '2026-12-02', 8],
    ] as const) {
      const byDay = await gamma(from, to, 'day');
      expect(byDay).toEqual([{ key: '7', events, sessions: events }]);
      expect(await gamma(from, to, 'total')).toEqual(byDay);
    }
    expect(await totals({ tenantKeys: [], granularity: 'total' })).toEqual([]);
  });
});
