import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordSubscriptionEvent, type SubscriptionSource } from '../../subscription-events/queries.ts';
import { cmsToken } from '../../testing/fixtures-cms-tokens.ts';
import { insertSiteSettings } from '../../testing/fixtures-settings.ts';
import { insertTenant } from '../../testing/fixtures.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';
import { at, reportClient } from '../tests/report-test-client.ts';

let engine: TestEngine;
const tokens = { alphaBeta: '', gammaOnly: '' };
const { call, ok } = reportClient(() => engine, {
  report: 'newsletter-subscriptions',
  from: '2026-03-10',
  to: '2026-03-11',
  token: () => tokens.alphaBeta,
  tenantKey: 'alpha',
});

beforeAll(async () => {
  engine = await createTestEngine();
  for (const key of ['alpha', 'beta', 'gamma']) await insertTenant(engine.db, { key });
  await insertSiteSettings(engine.db, {
    tenantKey: 'alpha',
    settings: {
      newsletters: {
        enabledNewsletters: [
          { id: 'daily', title: 'Daily Freight', omedaProductId: 11 },
          { id: 'weekly', title: 'Weekly Ports', omedaProductId: 12 },
        ],
      },
    },
  });
  const event = (
    tenantKey: string,
    newsletterIds: string[],
    source: SubscriptionSource,
    action: 'OptIn' | 'OptOut',
    when: number,
    email = 'reader@example.com',
  ) => recordSubscriptionEvent(engine.db, { tenantKey, email, newsletterIds, source, action, at: when });
  // Daily: 3 widget opt-ins (one sign-up for both newsletters), 1 registration opt-in, 1 unsubscribe.
  await event('alpha', ['daily', 'weekly'], 'NlWidgetUnauthenticated', 'OptIn', at('2026-03-10', 9));
  await event('alpha', ['daily'], 'NlWidgetUnauthenticated', 'OptIn', at('2026-03-10', 10));
  await event('alpha', ['daily'], 'NlWidgetUnauthenticated', 'OptIn', at('2026-03-11', 23.5));
  await event('alpha', ['daily'], 'Registration', 'OptIn', at('2026-03-11', 8));
  await event('alpha', ['daily'], 'Unsubscribe', 'OptOut', at('2026-03-11', 9));
  // Weekly: that one widget opt-in and 2 opt-outs from the account page; "retired" is no longer an enabled newsletter.
  await event('alpha', ['weekly'], 'Account', 'OptOut', at('2026-03-10', 12));
  await event('alpha', ['weekly'], 'Account', 'OptOut', at('2026-03-11', 12));
  await event('alpha', ['retired'], 'Admin', 'OptIn', at('2026-03-11', 13));
  // Outside the Chicago days: the evening before (03-10 in UTC) and just after.
  await event('alpha', ['daily'], 'NlWidgetUnauthenticated', 'OptIn', at('2026-03-09', 23.5));
  await event('alpha', ['daily'], 'NlWidgetUnauthenticated', 'OptIn', at('2026-03-12', 0.5));
  await event('beta', ['daily'], 'Account', 'OptIn', at('2026-03-10', 9));
  await event('gamma', ['daily'], 'Account', 'OptIn', at('2026-03-10', 9));
  tokens.alphaBeta = await cmsToken(engine, { username: 'two-sites', role: 'viewer', tenants: ['alpha', 'beta'] });
  tokens.gammaOnly = await cmsToken(engine, { username: 'gamma-editor', role: 'editor', tenants: ['gamma'] });
});
afterAll(() => engine.close());

const shown = (rows: Record<string, unknown>[]) =>
  rows.map((r) => [r.site, r.newsletter, r.source, r.optIns, r.optOuts, r.net]);

describe('newsletter-subscriptions report', () => {
  it('counts opt-ins, opt-outs and net per newsletter and source within the Chicago days', async () => {
    const result = await ok({ sort: { key: 'newsletterId', order: 'asc' } });
    expect(result.totalCount).toBe(6);
    expect(shown(result.rows)).toEqual([
      ['alpha', 'Daily Freight', 'NlWidgetUnauthenticated', 3, 0, 3],
      ['alpha', 'Daily Freight', 'Registration', 1, 0, 1],
      ['alpha', 'Daily Freight', 'Unsubscribe', 0, 1, -1],
      ['alpha', 'retired', 'Admin', 1, 0, 1],
      ['alpha', 'Weekly Ports', 'Account', 0, 2, -2],
      ['alpha', 'Weekly Ports', 'NlWidgetUnauthenticated', 1, 0, 1],
    ]);
    expect(result.chart.points).toEqual([
      { day: '2026-03-10', value: 3 },
      { day: '2026-03-11', value: 3 },
    ]);
  });

  it('sorts by a count and filters by newsletter and source', async () => {
    const byOptOuts = await ok({ sort: { key: 'optOuts', order: 'desc' }, limit: 2 });
    expect(byOptOuts.rows.map((r) => [r.newsletterId, r.optOuts])).toEqual([
      ['weekly', 2],
      ['daily', 1],
    ]);
    const daily = await ok({ filters: { newsletter: 'daily' } });
    expect(daily.rows.map((r) => [r.source, r.optIns])).toEqual([
      ['NlWidgetUnauthenticated', 3],
      ['Registration', 1],
      ['Unsubscribe', 0],
    ]);
    const widget = await ok({ filters: { source: 'NlWidgetUnauthenticated' } });
    expect(widget.chart.points).toEqual([
      { day: '2026-03-10', value: 3 },
      { day: '2026-03-11', value: 1 },
    ]);
  });

  it('covers every site the user may see and refuses one they may not', async () => {
    const all = await ok({ allSites: true, filters: { source: 'Account' } });
    expect(shown(all.rows)).toEqual([
      ['beta', 'daily', 'Account', 1, 0, 1],
      ['alpha', 'Weekly Ports', 'Account', 0, 2, -2],
    ]);
    expect((await call({ sites: ['gamma'] })).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const gamma = await ok({ allSites: true }, tokens.gammaOnly, 'gamma');
    expect(shown(gamma.rows)).toEqual([['gamma', 'daily', 'Account', 1, 0, 1]]);
  });
});
