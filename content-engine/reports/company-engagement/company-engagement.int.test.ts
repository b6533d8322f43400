import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsToken } from '../../testing/fixtures-cms-tokens.ts';
import { insertContent, insertTenant } from '../../testing/fixtures.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';
import { insertTrackingEvent } from '../../tracking-events/queries.ts';
import { rollUpDay } from '../../tracking-rollups/roll-up-day.ts';
import { at, reportClient } from '../tests/report-test-client.ts';

let engine: TestEngine;
const tokens = { alphaBeta: '', gammaOnly: '' };
const ids: Record<string, number> = {};
const { call, ok } = reportClient(() => engine, {
  report: 'company-engagement',
  from: '2026-03-10',
  to: '2026-03-11',
  token: () => tokens.alphaBeta,
  tenantKey: 'alpha',
});

/** An event on a page of `companyId` (its own page, or an item of it). */
const onCompanyPage = (tenantKey: string, type: string, companyId: number, created: number, sessionId: string) =>
  insertTrackingEvent(engine.db, {
    tenantKey,
    type,
    sessionId,
    siteUserId: null,
    page: { contentId: companyId, pageType: 'content', company: { id: companyId } },
    payload: type === 'companySocialClick' ? { network: 'linkedin', href: 'https://linkedin.example' } : {},
    created,
  });

beforeAll(async () => {
  engine = await createTestEngine();
  for (const key of ['alpha', 'beta', 'gamma']) await insertTenant(engine.db, { key });
  ids.acme = await insertContent(engine.db, { tenantKey: 'alpha', name: 'Acme Trailers', type: 'Company' });
  ids.volt = await insertContent(engine.db, { tenantKey: 'alpha', name: 'Volt Motors', type: 'Company' });
  ids.beta = await insertContent(engine.db, { tenantKey: 'beta', name: 'Beta Lifts', type: 'Company' });
  ids.gamma = await insertContent(engine.db, { tenantKey: 'gamma', name: 'Gamma Cranes', type: 'Company' });
  // Acme: 3 views by 2 sessions on 03-10, 2 by 2 sessions on 03-11 (one 23:30 Chicago, 03-12 UTC);
  // 2 website clicks and 1 social click.
  await onCompanyPage('alpha', 'pageView', ids.acme, at('2026-03-10', 9), 's1');
  await onCompanyPage('alpha', 'pageView', ids.acme, at('2026-03-10', 10), 's1');
  await onCompanyPage('alpha', 'pageView', ids.acme, at('2026-03-10', 11), 's2');
  await onCompanyPage('alpha', 'pageView', ids.acme, at('2026-03-11', 8), 's1');
  await onCompanyPage('alpha', 'pageView', ids.acme, at('2026-03-11', 23.5), 's3');
  await onCompanyPage('alpha', 'companyWebsiteClick', ids.acme, at('2026-03-10', 9), 's1');
  await onCompanyPage('alpha', 'companyWebsiteClick', ids.acme, at('2026-03-11', 9), 's1');
  await onCompanyPage('alpha', 'companySocialClick', ids.acme, at('2026-03-11', 9), 's1');
  // Volt: 1 view and 3 website clicks; outside the days (03-10 in UTC, and after): not counted.
  await onCompanyPage('alpha', 'pageView', ids.volt, at('2026-03-11', 12), 's4');
  for (const s of ['s4', 's5', 's6'])
    await onCompanyPage('alpha', 'companyWebsiteClick', ids.volt, at('2026-03-11', 13), s);
  await onCompanyPage('alpha', 'pageView', ids.volt, at('2026-03-09', 23.5), 's9');
  await onCompanyPage('alpha', 'pageView', ids.volt, at('2026-03-12', 0.5), 's9');
  for (const s of ['b1', 'b2']) await onCompanyPage('beta', 'pageView', ids.beta, at('2026-03-10', 12), s);
  await onCompanyPage('gamma', 'pageView', ids.gamma, at('2026-03-10', 12), 'g1');
  // Days up to 03-10 come from the rollups, 03-11 from the raw events.
  for (const day of ['2026-03-09', '2026-03-10'])
    await rollUpDay(engine.db, { tenantKey: 'alpha', day, now: at('2026-03-12', 1) });
  tokens.alphaBeta = await cmsToken(engine, { username: 'two-sites', role: 'viewer', tenants: ['alpha', 'beta'] });
  tokens.gammaOnly = await cmsToken(engine, { username: 'gamma-editor', role: 'editor', tenants: ['gamma'] });
});
afterAll(() => engine.close());

const shown = (rows: Record<string, unknown>[]) =>
  rows.map((r) => [r.site, r.company, r.pageViews, r.visits, r.websiteClicks, r.socialClicks]);

describe('company-engagement report', () => {
  it('counts page views, visits, website and social clicks per company within the Chicago days', async () => {
    const result = await ok();
    expect(result.totalCount).toBe(2);
    expect(shown(result.rows)).toEqual([
      ['alpha', 'Acme Trailers', 5, 4, 2, 1],
      ['alpha', 'Volt Motors', 1, 1, 3, 0],
    ]);
    expect(result.rows[0]!.companyId).toBe(ids.acme);
    expect(result.chart.points).toEqual([
      { day: '2026-03-10', value: 3 },
      { day: '2026-03-11', value: 3 },
    ]);
  });

  it('sorts by website clicks and filters by company name', async () => {
    const sorted = await ok({ sort: { key: 'websiteClicks', order: 'desc' } });
    expect(sorted.rows.map((r) => r.company)).toEqual(['Volt Motors', 'Acme Trailers']);
    const volt = await ok({ filters: { company: 'volt' } });
    expect(shown(volt.rows)).toEqual([['alpha', 'Volt Motors', 1, 1, 3, 0]]);
    expect(volt.chart.points).toEqual([{ day: '2026-03-11', value: 1 }]);
  });

  it('covers every site the user may see and refuses one they may not', async () => {
    const all = await ok({ allSites: true });
    expect(shown(all.rows)).toEqual([
      ['alpha', 'Acme Trailers', 5, 4, 2, 1],
      ['beta', 'Beta Lifts', 2, 2, 0, 0],
      ['alpha', 'Volt Motors', 1, 1, 3, 0],
    ]);
    expect((await call({ sites: ['gamma'] })).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const gamma = await ok({ allSites: true }, tokens.gammaOnly, 'gamma');
    expect(shown(gamma.rows)).toEqual([['gamma', 'Gamma Cranes', 1, 1, 0, 0]]);
  });
});
