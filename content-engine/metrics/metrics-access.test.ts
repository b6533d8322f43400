import { describe, expect, it } from 'vitest';
import { checkMetricsAccess, isLoopback, metricsAccessFromEnv } from './metrics-access.ts';

const token = 'a-scraper-token-0123456789';

describe('who may read the metrics', () => {
  it('serves them by default, to this machine only', () => {
    const access = metricsAccessFromEnv({});
    expect(access).toEqual({ enabled: true });
    for (const ip of ['127.0.0.1', '::1', '::ffff:127.0.0.1'])
      expect(checkMetricsAccess(access, { ip, authorization: undefined }), ip).toBe('ok');
    for (const ip of ['203.0.113.7', '10.0.0.5', '::ffff:192.168.1.2', '2001:db8::1'])
      expect(checkMetricsAccess(access, { ip, authorization: undefined }), ip).toBe('forbidden');
  });

  it('asks every address for the token when one is set, this machine included', () => {
    const access = metricsAccessFromEnv({ METRICS_TOKEN: token });
    expect(checkMetricsAccess(access, { ip: '203.0.113.7', authorization: `Bearer ${token}` })).toBe('ok');
    expect(checkMetricsAccess(access, { ip: '203.0.113.7', authorization: undefined })).toBe('unauthenticated');
    expect(checkMetricsAccess(access, { ip: '127.0.0.1', authorization: 'Bearer wrong' })).toBe('unauthenticated');
    expect(checkMetricsAccess(access, { ip: '127.0.0.1', authorization: token })).toBe('unauthenticated');
  });

  it('turns off with METRICS=off and refuses a token too short to be secret', () => {
    expect(metricsAccessFromEnv({ METRICS: 'off' }).enabled).toBe(false);
    expect(metricsAccessFromEnv({ METRICS: 'on' }).enabled).toBe(true);
    expect(() => metricsAccessFromEnv({ METRICS_TOKEN: 'short' })).toThrow(/16 characters/);
  });

  it('knows the loopback addresses', () => {
    expect(isLoopback('127.8.9.10')).toBe(true);
    expect(isLoopback('128.0.0.1')).toBe(false);
    expect(isLoopback('::2')).toBe(false);
  });
});
