import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordSiteUserLogin } from '../../site-users/login-history.ts';
import { cmsToken } from '../../testing/fixtures-cms-tokens.ts';
import { insertSiteUser } from '../../testing/fixtures-site-users.ts';
import { insertTenant } from '../../testing/fixtures.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';
import { at, reportClient } from '../tests/report-test-client.ts';

let engine: TestEngine;
const tokens = { alphaBeta: '', gammaOnly: '' };
const { call, ok } = reportClient(() => engine, {
  report: 'login',
  from: '2026-03-10',
  to: '2026-03-11',
  token: () => tokens.alphaBeta,
  tenantKey: 'alpha',
});

beforeAll(async () => {
  engine = await createTestEngine();
  for (const key of ['alpha', 'beta', 'gamma']) await insertTenant(engine.db, { key });
  const user = async (tenantKey: string, email: string, company: string | null) =>
    (await insertSiteUser(engine.db, { tenantKey, email, profile: { company } })).id;
  const ann = await user('alpha', 'ann@acme.example', 'Acme Freight');
  const bob = await user('alpha', 'bob@ports.example', 'Port Authority');
  const cy = await user('alpha', 'cy@acme.example', 'Acme Freight');
  const bea = await user('beta', 'bea@beta.example', null);
  const gil = await user('gamma', 'gil@gamma.example', 'Gamma Co');
  const login = (tenantKey: string, userId: number, now: number, kind: 'password' | 'registration' | 'simulation') =>
    recordSiteUserLogin(engine.db, { tenantKey, userId, kind, ip: '10.0.0.1', now });
  // Ann: 3 logins on 03-10 (one the registration sign-in), 1 on 03-11 at 23:30 Chicago (03-12 UTC).
  await login('alpha', ann, at('2026-03-10', 8), 'registration');
  await login('alpha', ann, at('2026-03-10', 9), 'password');
  await login('alpha', ann, at('2026-03-10', 20), 'password');
  await login('alpha', ann, at('2026-03-11', 23.5), 'password');
  // Bob: 1 login in range; one the evening before (03-10 in UTC) and one the day after.
  await login('alpha', bob, at('2026-03-11', 7), 'password');
  await login('alpha', bob, at('2026-03-09', 23.5), 'password');
  await login('alpha', bob, at('2026-03-12', 0.5), 'password');
  // Cy: only an editor's simulation, which is not a login.
  await login('alpha', cy, at('2026-03-10', 10), 'simulation');
  await login('beta', bea, at('2026-03-10', 10), 'password');
  await login('beta', bea, at('2026-03-10', 11), 'password');
  await login('gamma', gil, at('2026-03-10', 10), 'password');
  tokens.alphaBeta = await cmsToken(engine, { username: 'two-sites', role: 'viewer', tenants: ['alpha', 'beta'] });
  tokens.gammaOnly = await cmsToken(engine, { username: 'gamma-editor', role: 'editor', tenants: ['gamma'] });
});
afterAll(() => engine.close());

describe('login report', () => {
  it('counts logins, days active and the last day per user within the Chicago days, with logins per day', async () => {
    const result = await ok();
    expect(result.totalCount).toBe(2);
    expect(result.rows.map((r) => [r.email, r.company, r.logins, r.daysActive, r.lastLogin])).toEqual([
      ['ann@acme.example', 'Acme Freight', 4, 2, '2026-03-11'],
      ['bob@ports.example', 'Port Authority', 1, 1, '2026-03-11'],
    ]);
    expect(result.chart.points).toEqual([
      { day: '2026-03-10', value: 3 },
      { day: '2026-03-11', value: 2 },
    ]);
  });

  it('sorts and filters by company', async () => {
    const sorted = await ok({ sort: { key: 'email', order: 'desc' } });
    expect(sorted.rows.map((r) => r.email)).toEqual(['bob@ports.example', 'ann@acme.example']);
    const acme = await ok({ filters: { company: 'ACME' } });
    expect(acme.rows.map((r) => [r.email, r.logins])).toEqual([['ann@acme.example', 4]]);
    expect(acme.chart.points).toEqual([
      { day: '2026-03-10', value: 3 },
      { day: '2026-03-11', value: 1 },
    ]);
  });

  it('covers every site the user may see and refuses one they may not', async () => {
    const all = await ok({ allSites: true });
    expect(all.rows.map((r) => [r.site, r.email, r.logins])).toEqual([
      ['alpha', 'ann@acme.example', 4],
      ['beta', 'bea@beta.example', 2],
      ['alpha', 'bob@ports.example', 1],
    ]);
    expect(all.chart.points).toEqual([
      { day: '2026-03-10', value: 5 },
      { day: '2026-03-11', value: 2 },
    ]);
    const named = await call({ sites: ['alpha', 'gamma'] });
    expect(named.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const gamma = await ok({ allSites: true }, tokens.gammaOnly, 'gamma');
    expect(gamma.rows.map((r) => [r.site, r.logins])).toEqual([['gamma', 1]]);
  });
});
