import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSiteLicenseScenario, type SiteLicenseScenario } from './site-license-scenario.ts';

/* TRUST_PROXY names the proxies whose x-forwarded-for the server believes; loopback then counts as a client. */
let s: SiteLicenseScenario;

beforeAll(async () => {
  vi.stubEnv('TRUST_PROXY', '10.0.0.0/8, 192.0.2.10');
  s = await createSiteLicenseScenario();
  vi.unstubAllEnvs();
  await s.create({ companyName: 'Acme Industrial', ipRanges: ['198.51.100.0/24'] });
});
afterAll(() => s.engine.close());

describe('with TRUST_PROXY set', () => {
  it('believes x-forwarded-for from the listed proxies', async () => {
    expect(await s.lookup({ remoteAddress: '10.1.2.3', forwardedFor: '198.51.100.7' })).toBe('Acme Industrial');
    expect(await s.lookup({ remoteAddress: '192.0.2.10', forwardedFor: '198.51.100.7' })).toBe('Acme Industrial');
  });

  it('ignores it from anyone else, loopback included', async () => {
    expect(await s.lookup({ remoteAddress: '192.0.2.11', forwardedFor: '198.51.100.7' })).toBeNull();
    expect(await s.lookup({ remoteAddress: '127.0.0.1', forwardedFor: '198.51.100.7' })).toBeNull();
  });
});
