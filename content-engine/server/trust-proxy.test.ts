import { describe, expect, it } from 'vitest';
import { trustProxyFromEnv } from './trust-proxy.ts';

describe('trustProxyFromEnv', () => {
  it('trusts only loopback proxies when TRUST_PROXY is unset or blank', () => {
    expect(trustProxyFromEnv({})).toEqual(['loopback']);
    expect(trustProxyFromEnv({ TRUST_PROXY: '  ' })).toEqual(['loopback']);
  });

  it('reads a list of addresses and ranges, true and false', () => {
    expect(trustProxyFromEnv({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.10 ,loopback' })).toEqual([
      '10.0.0.0/8',
      '192.0.2.10',
      'loopback',
    ]);
    expect(trustProxyFromEnv({ TRUST_PROXY: 'true' })).toBe(true);
    expect(trustProxyFromEnv({ TRUST_PROXY: 'false' })).toBe(false);
  });

  it('refuses a hop count, which Fastify no longer honours', () => {
    expect(() => trustProxyFromEnv({ TRUST_PROXY: '2' })).toThrow('TRUST_PROXY=2: hop counts are not supported');
  });
});
