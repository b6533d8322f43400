import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMembership } from '../../testing/fixtures-site-users.ts';
import { createSiteLicenseScenario, type Caller, type SiteLicenseScenario } from './site-license-scenario.ts';

/* A licence's term and granted memberships, the state filter, and the form's range check (overlaps, wrong lines). */
let s: SiteLicenseScenario;
let gold: number;
let betaGold: number;

const mutate = (name: 'create' | 'update', input: Record<string, unknown>, caller?: Caller) =>
  s.run<Record<string, unknown>>(`mutation/siteLicense/${name}SiteLicense`, { input }, caller).then((r) => ({
    value: r.data?.[`${name}SiteLicense`],
    code: r.errors?.[0]?.extensions.code,
    message: r.errors?.[0]?.message,
  }));
const names = async (input: Record<string, unknown>) =>
  (
    await s.run<{ getSiteLicenseStream: { edges: { node: { companyName: string } }[] } }>(
      'query/siteLicense/getSiteLicenseStream',
      { input },
    )
  ).data?.getSiteLicenseStream.edges.map((e) => e.node.companyName);
interface Check {
  problems: { line: number; value: string; message: string }[];
  overlaps: { range: string; overlaps: string; licenseId: number | null; companyName: string | null }[];
}
const check = (input: Record<string, unknown>, caller?: Caller) =>
  s.run<{ getSiteLicenseOverlaps: Check }>('query/siteLicense/getSiteLicenseOverlaps', { input }, caller);

beforeAll(async () => {
  s = await createSiteLicenseScenario();
  gold = await insertMembership(s.engine.db, { tenantKey: 'alpha', alias: 'gold' });
  betaGold = await insertMembership(s.engine.db, { tenantKey: 'beta', alias: 'gold' });
});
afterAll(() => s.engine.close());

describe('site licence terms', () => {
  it('store the first and last day and the memberships granted, and clear a date with a blank', async () => {
    const created = await s.create({
      companyName: 'Termed',
      ipRanges: ['192.0.2.0/28'],
      startDate: '2020-01-01',
      endDate: '2999-12-31',
      membershipIds: [gold, gold],
    });
    expect(created).toMatchObject({ startDate: '2020-01-01', endDate: '2999-12-31', membershipIds: [gold] });
    const updated = await mutate('update', { id: created.id, endDate: '' });
    expect(updated.value).toMatchObject({ startDate: '2020-01-01', endDate: null, membershipIds: [gold] });
  });

  it('refuse an end before the start, a date that does not exist and another site’s membership', async () => {
    const base = { companyName: 'Bad', ipRanges: ['192.0.2.16/28'] };
    expect((await mutate('create', { ...base, startDate: '2026-05-02', endDate: '2026-05-01' })).message).toBe(
      'Invalid input. endDate: The end date must not be before the start date',
    );
    expect((await mutate('create', { ...base, endDate: '2026-02-30' })).message).toBe(
      'Invalid input. endDate: Must be a date such as 2026-01-31',
    );
    expect((await mutate('create', { ...base, membershipIds: [betaGold] })).message).toBe(
      `Invalid input. membershipIds: No such membership of this site: ${betaGold}`,
    );
    expect(await names({ search: 'Bad' })).toEqual([]);
  });

  it('filter the list by state: in force, expired, switched off', async () => {
    await s.create({ companyName: 'State Expired', ipRanges: ['192.0.2.32/28'], endDate: '2001-01-01' });
    await s.create({ companyName: 'State Off', ipRanges: ['192.0.2.48/28'], status: 'inactive' });
    await s.create({ companyName: 'State On', ipRanges: ['192.0.2.64/28'], startDate: '2001-01-01' });
    await s.create({ companyName: 'State Later', ipRanges: ['192.0.2.80/28'], startDate: '2999-01-01' });
    expect(await names({ search: 'State', state: 'active' })).toEqual(['State On']);
    expect(await names({ search: 'State', state: 'expired' })).toEqual(['State Expired']);
    expect(await names({ search: 'State', state: 'inactive' })).toEqual(['State Off']);
  });

  it('match visitors only within the term', async () => {
    expect(await s.lookup({ forwardedFor: '192.0.2.33' })).toBeNull();
    expect(await s.lookup({ forwardedFor: '192.0.2.81' })).toBeNull();
    expect(await s.lookup({ forwardedFor: '192.0.2.65' })).toBe('State On');
  });
});

describe('the range check', () => {
  it('names wrong lines and flags overlaps within the list and with the site’s other licences', async () => {
    const acme = await s.create({ companyName: 'Check Acme', ipRanges: ['203.0.113.0/24', '2001:db8:aa::/48'] });
    await s.create(
      { companyName: 'Beta Overlap', ipRanges: ['203.0.113.0/24'] },
      { token: s.tokens.betaGatekeeper, tenantKey: 'beta' },
    );
    const result = await check({
      ipRanges: ['10.0.0.0/8', '10.9.0.0/16', '', '203.0.113.7', 'not-a-range', '2001:db8:aa:5::/64'],
    });
    expect(result.data?.getSiteLicenseOverlaps).toEqual({
      problems: [
        {
          line: 5,
          value: 'not-a-range',
          message: '"not-a-range" is not an IP address or CIDR range (e.g. 198.51.100.0/24 or 2001:db8::/32)',
        },
      ],
      overlaps: [
        { range: '10.0.0.0/8', overlaps: '10.9.0.0/16', licenseId: null, companyName: null },
        { range: '203.0.113.7/32', overlaps: '203.0.113.0/24', licenseId: acme.id, companyName: 'Check Acme' },
        { range: '2001:db8:aa:5::/64', overlaps: '2001:db8:aa::/48', licenseId: acme.id, companyName: 'Check Acme' },
      ],
    });
    // The licence being edited is left out.
    const own = await check({ ipRanges: ['203.0.113.0/24'], excludeId: acme.id });
    expect(own.data?.getSiteLicenseOverlaps.overlaps).toEqual([]);
  });

  it('needs manage_ip_gating on the site', async () => {
    const input = { ipRanges: ['203.0.113.0/24'] };
    expect((await check(input, { token: s.tokens.editor })).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect((await check(input, { token: '' })).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect((await check(input, { token: s.tokens.betaGatekeeper })).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });
});
