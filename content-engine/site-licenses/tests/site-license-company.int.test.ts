import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteLicenseScenario, type SiteLicenseScenario } from './site-license-scenario.ts';

/*
 * siteLicenseCompany (spec public §4, §7): the server matches the request's client address (after
 * trusted proxies: loopback by default) against the tenant's active licences.
 */
let s: SiteLicenseScenario;
const viaProxy = (forwardedFor: string, tenantKey = 'alpha') => ({ forwardedFor, tenantKey });

beforeAll(async () => {
  s = await createSiteLicenseScenario();
  await s.create({ companyName: 'Acme Industrial', ipRanges: ['198.51.100.0/24', '2001:db8:ac::/48'] });
  await s.create({ companyName: 'Lapsed Holdings', ipRanges: ['203.0.113.0/24'], status: 'inactive' });
  await s.create(
    { companyName: 'Beta Only Corp', ipRanges: ['192.0.2.0/24'] },
    { token: s.tokens.betaGatekeeper, tenantKey: 'beta' },
  );
});
afterAll(() => s.engine.close());

describe('siteLicenseCompany', () => {
  it('names the company whose range covers an IPv4, IPv6 or IPv4-mapped client address', async () => {
    expect(await s.lookup(viaProxy('198.51.100.7'))).toBe('Acme Industrial');
    expect(await s.lookup(viaProxy('2001:db8:ac::42'))).toBe('Acme Industrial');
    expect(await s.lookup(viaProxy('::ffff:198.51.100.7'))).toBe('Acme Industrial');
  });

  it('answers null for an uncovered address and for the loopback address itself', async () => {
    expect(await s.lookup(viaProxy('198.51.101.7'))).toBeNull();
    expect(await s.lookup(viaProxy('2001:db8:ad::1'))).toBeNull();
    expect(await s.lookup({})).toBeNull();
  });

  it('ignores inactive licences', async () => {
    expect(await s.lookup(viaProxy('203.0.113.5'))).toBeNull();
  });

  it('never matches another tenant’s ranges', async () => {
    expect(await s.lookup(viaProxy('192.0.2.10'))).toBeNull();
    expect(await s.lookup(viaProxy('192.0.2.10', 'beta'))).toBe('Beta Only Corp');
    expect(await s.lookup(viaProxy('198.51.100.7', 'beta'))).toBeNull();
  });

  it('believes x-forwarded-for only from a trusted proxy', async () => {
    expect(await s.lookup({ remoteAddress: '198.51.100.7' })).toBe('Acme Industrial');
    expect(await s.lookup({ remoteAddress: '192.0.2.99', forwardedFor: '198.51.100.7' })).toBeNull();
    // Through a chain, the address the trusted proxy saw counts, not what the client claimed before it.
    expect(await s.lookup({ forwardedFor: '198.51.100.7, 192.0.2.50' })).toBeNull();
  });

  it('ignores userIpAddress from the public, but tests it for an IP-gating manager', async () => {
    expect(await s.lookup({}, '198.51.100.7')).toBeNull();
    expect(await s.lookup({ token: s.tokens.editor }, '198.51.100.7')).toBeNull();
    expect(await s.lookup({ token: s.tokens.gatekeeper }, '198.51.100.7')).toBe('Acme Industrial');
    expect(await s.lookup({ token: s.tokens.gatekeeper, forwardedFor: '198.51.100.7' }, '203.0.113.5')).toBeNull();
    const bad = await s.run('query/siteLicense/siteLicenseCompany', { userIpAddress: 'not-an-ip' });
    expect(bad.errors?.[0]).toMatchObject({
      message: 'Invalid input. userIpAddress: "not-an-ip" is not an IP address',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('is never cached: the same request from another address gets its own answer', async () => {
    const first = await s.run<{ siteLicenseCompany: unknown }>(
      'query/siteLicense/siteLicenseCompany',
      {},
      { token: '', forwardedFor: '198.51.100.7' },
    );
    expect(first.data?.siteLicenseCompany).toEqual({ companyName: 'Acme Industrial' });
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.headers.etag).toBeUndefined();
    const second = await s.run<{ siteLicenseCompany: unknown }>(
      'query/siteLicense/siteLicenseCompany',
      {},
      { token: '', forwardedFor: '198.51.101.7' },
    );
    expect(second.data?.siteLicenseCompany).toBeNull();
  });

  it('sees a licence change at once', async () => {
    expect(await s.lookup(viaProxy('198.51.102.1'))).toBeNull();
    const created = await s.create({ companyName: 'Newly Licensed', ipRanges: ['198.51.102.0/24'] });
    expect(await s.lookup(viaProxy('198.51.102.1'))).toBe('Newly Licensed');
    await s.run('mutation/siteLicense/updateSiteLicense', { input: { id: created.id, status: 'inactive' } });
    expect(await s.lookup(viaProxy('198.51.102.1'))).toBeNull();
  });

  it('needs a tenant', async () => {
    const response = await s.engine.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query: '{ siteLicenseCompany { companyName } }' },
    });
    expect(response.json().errors[0].extensions.code).toBe('TENANT_REQUIRED');
  });
});
