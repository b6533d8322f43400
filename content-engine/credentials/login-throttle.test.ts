import { describe, expect, it } from 'vitest';
import { loginThrottle, loginThrottleKeys, waitAfter } from './login-throttle.ts';

describe('the login throttle', () => {
  it('waits nothing for the free failures, then doubles from one second up to the longest wait', () => {
    expect([3, 4, 5, 6].map((n) => waitAfter(n, 3))).toEqual([0, 1_000, 2_000, 4_000]);
    expect(waitAfter(60, 3)).toBe(loginThrottle.maxWaitMs);
    expect(waitAfter(10_000, 3)).toBe(loginThrottle.maxWaitMs);
  });

  it('keeps a longest wait below the window, so waiting as told does not reset the count', () => {
    expect(loginThrottle.maxWaitMs).toBeLessThan(loginThrottle.windowMs);
    expect(loginThrottle.captchaAfterAccountFailures).toBeGreaterThan(
      loginThrottle.freeFailuresPerAccountAtAddress * 3,
    );
  });

  it('keys the address, the account at the address and the account, within a scope, short whatever was typed', () => {
    const keys = loginThrottleKeys({ scope: 'site:alpha', account: `login:${'x'.repeat(320)}`, ip: '2001:db8::1' });
    expect(keys.address).toBe('site:alpha:address:2001:db8::1');
    expect(keys.accountAtAddress).toBe(`${keys.account}@2001:db8::1`);
    expect(keys.accountAtAddress.length).toBeLessThan(200);
    expect(loginThrottleKeys({ scope: 'cms', account: 'login:Ann ', ip: '1' }).account).toBe(
      loginThrottleKeys({ scope: 'cms', account: 'login:ann', ip: '1' }).account,
    );
    expect(loginThrottleKeys({ scope: 'cms', account: 'id:1', ip: '1' }).account).not.toBe(
      loginThrottleKeys({ scope: 'site:a', account: 'id:1', ip: '1' }).account,
    );
  });
});
