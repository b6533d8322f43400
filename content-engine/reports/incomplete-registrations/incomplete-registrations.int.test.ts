import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueSiteUserToken } from '../../site-users/token-queries.ts';
import { cmsToken } from '../../testing/fixtures-cms-tokens.ts';
import { insertMembership, insertSiteUser } from '../../testing/fixtures-site-users.ts';
import { insertTenant } from '../../testing/fixtures.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';
import { at, reportClient } from '../tests/report-test-client.ts';

let engine: TestEngine;
const tokens = { alphaBeta: '', gammaOnly: '' };
const { call, ok } = reportClient(() => engine, {
  report: 'incomplete-registrations',
  from: '2026-03-10',
  to: '2026-03-11',
  token: () => tokens.alphaBeta,
  tenantKey: 'alpha',
});

/** A user who asked to register at `started` (and again at each of `again`), for `membershipId`. */
async function requester(
  tenantKey: string,
  email: string,
  started: number,
  {
    membershipId,
    again = [],
    status = 'pending',
  }: { membershipId: number; again?: [number, number][]; status?: 'active' | 'pending' },
) {
  const { id } = await insertSiteUser(engine.db, { tenantKey, email, status });
  await engine.db('site_users').where({ id }).update({ created: started });
  const request = async (now: number, membership: number) =>
    (
      await issueSiteUserToken(engine.db, {
        tenantKey,
        userId: id,
        kind: 'register',
        payload: { membershipId: membership },
        now,
      })
    ).id;
  const tokenIds = [await request(started, membershipId)];
  for (const [now, membership] of again) tokenIds.push(await request(now, membership));
  return { id, tokenIds };
}

async function reminder(
  tenantKey: string,
  siteUserId: number,
  requestTokenId: number,
  kind: '1h' | '24h',
  sent: boolean,
) {
  const { id: reminderTokenId } = await issueSiteUserToken(engine.db, {
    tenantKey,
    userId: siteUserId,
    kind: 'register',
    payload: { membershipId: -1 },
    now: at('2026-03-12', 12),
  });
  await engine.db('registration_reminders').insert({
    tenant_key: tenantKey,
    site_user_id: siteUserId,
    request_token_id: requestTokenId,
    kind,
    reminder_token_id: reminderTokenId,
    claimed_at: at('2026-03-12', 12),
    sent_at: sent ? at('2026-03-12', 12) : null,
  });
}

beforeAll(async () => {
  engine = await createTestEngine();
  for (const key of ['alpha', 'beta', 'gamma']) await insertTenant(engine.db, { key });
  const pro = await insertMembership(engine.db, { tenantKey: 'alpha', alias: 'pro', title: 'Pro Access' });
  const free = await insertMembership(engine.db, { tenantKey: 'alpha', alias: 'free', title: 'Free Newsletter' });
  const betaFree = await insertMembership(engine.db, { tenantKey: 'beta', alias: 'free', title: 'Beta Free' });
  const gammaFree = await insertMembership(engine.db, { tenantKey: 'gamma', alias: 'free', title: 'Gamma Free' });
  // Ann asked for Free, then for Pro; two reminders went out, a third was claimed but not sent.
  const ann = await requester('alpha', 'ann@acme.example', at('2026-03-10', 9), {
    membershipId: free,
    again: [[at('2026-03-11', 15), pro]],
  });
  await reminder('alpha', ann.id, ann.tokenIds[0]!, '1h', true);
  await reminder('alpha', ann.id, ann.tokenIds[1]!, '1h', true);
  await reminder('alpha', ann.id, ann.tokenIds[1]!, '24h', false);
  // Bob started at 23:30 Chicago on 03-11 (03-12 in UTC); no reminders yet.
  await requester('alpha', 'bob@ports.example', at('2026-03-11', 23.5), { membershipId: free });
  // Not in the report: completed, started before or after the days, or never asked (an import).
  await requester('alpha', 'done@acme.example', at('2026-03-10', 10), { membershipId: free, status: 'active' });
  await requester('alpha', 'early@acme.example', at('2026-03-09', 23.5), { membershipId: free });
  await requester('alpha', 'late@acme.example', at('2026-03-12', 0.5), { membershipId: free });
  const imported = await insertSiteUser(engine.db, {
    tenantKey: 'alpha',
    email: 'import@acme.example',
    status: 'pending',
  });
  await engine
    .db('site_users')
    .where({ id: imported.id })
    .update({ created: at('2026-03-10', 11) });
  await requester('beta', 'bea@beta.example', at('2026-03-10', 12), { membershipId: betaFree });
  await requester('gamma', 'gil@gamma.example', at('2026-03-10', 12), { membershipId: gammaFree });
  tokens.alphaBeta = await cmsToken(engine, { username: 'two-sites', role: 'viewer', tenants: ['alpha', 'beta'] });
  tokens.gammaOnly = await cmsToken(engine, { username: 'gamma-editor', role: 'editor', tenants: ['gamma'] });
});
afterAll(() => engine.close());

describe('incomplete-registrations report', () => {
  it('lists pending requesters of the Chicago days with their newest membership and reminders sent', async () => {
    const result = await ok();
    expect(result.totalCount).toBe(2);
    expect(result.rows.map((r) => [r.email, r.started, r.lastRequest, r.membership, r.remindersSent])).toEqual([
      ['bob@ports.example', at('2026-03-11', 23.5), at('2026-03-11', 23.5), 'Free Newsletter', 0],
      ['ann@acme.example', at('2026-03-10', 9), at('2026-03-11', 15), 'Pro Access', 2],
    ]);
    expect(result.chart.points).toEqual([
      { day: '2026-03-10', value: 1 },
      { day: '2026-03-11', value: 1 },
    ]);
  });

  it('sorts by reminders and filters by membership and email', async () => {
    const sorted = await ok({ sort: { key: 'remindersSent', order: 'desc' } });
    expect(sorted.rows.map((r) => r.email)).toEqual(['ann@acme.example', 'bob@ports.example']);
    const pro = await ok({ filters: { membership: 'pro' } });
    expect(pro.rows.map((r) => r.email)).toEqual(['ann@acme.example']);
    expect(pro.chart.points).toEqual([{ day: '2026-03-10', value: 1 }]);
    const bob = await ok({ filters: { email: 'BOB@' } });
    expect(bob.totalCount).toBe(1);
  });

  it('covers every site the user may see and refuses one they may not', async () => {
    const all = await ok({ allSites: true, sort: { key: 'email', order: 'asc' } });
    expect(all.rows.map((r) => [r.site, r.email, r.membership])).toEqual([
      ['alpha', 'ann@acme.example', 'Pro Access'],
      ['beta', 'bea@beta.example', 'Beta Free'],
      ['alpha', 'bob@ports.example', 'Free Newsletter'],
    ]);
    expect((await call({ sites: ['beta', 'gamma'] })).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const gamma = await ok({ allSites: true }, tokens.gammaOnly, 'gamma');
    expect(gamma.rows.map((r) => [r.site, r.email])).toEqual([['gamma', 'gil@gamma.example']]);
  });
});
