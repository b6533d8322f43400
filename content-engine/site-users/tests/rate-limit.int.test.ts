import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginThrottle } from '../../credentials/login-throttle.ts';
import { siteLoginFailedText } from '../../shared/customer-service.ts';
import { captcha, loginMutation, siteUsersScenario, type SiteUsersScenario } from './site-users-scenario.ts';

const minute = 60_000;
let s: SiteUsersScenario;
let time = Date.parse('2031-05-01T12:00:00Z');

const attempt = async ({
  username = s.alpha.member.email,
  password,
  ip = '10.0.0.1',
  tenantKey = 'alpha',
}: {
  username?: string;
  password: string;
  ip?: string;
  tenantKey?: string;
}) => {
  const result = await s.gql(
    loginMutation,
    { input: { username, password, recaptchaToken: captcha } },
    { ip, tenantKey },
  );
  const error = result.errors?.[0];
  return error
    ? {
        code: error.extensions.code,
        message: error.message,
        status: result.status,
        retryAt: (error.extensions as { retryAt?: number }).retryAt,
      }
    : { code: 'OK' };
};
/** Fails `n` times, each time after any wait is over (the attacker who waits as told). */
const failTimes = async (n: number, options: { username?: string; ip?: string } = {}) => {
  for (let i = 0; i < n; i++) {
    let result = await attempt({ ...options, password: 'wrong password!' });
    if (result.code === 'RATE_LIMITED') {
      time = result.retryAt!;
      result = await attempt({ ...options, password: 'wrong password!' });
    }
    expect(result).toMatchObject({ code: 'UNAUTHENTICATED', message: siteLoginFailedText('alpha.example') });
  }
};
const requestRegister = (email: string, ip: string) =>
  s.gql(
    `mutation($input: RequestRegisterSiteUserInput!) { requestRegisterSiteUser(input: $input) { ok } }`,
    { input: { email, membershipId: s.alpha.free, countryCode: 'US', region: 'IL', recaptchaToken: captcha } },
    { ip },
  );

beforeAll(async () => {
  s = await siteUsersScenario({ now: () => time });
});
afterAll(() => s.close());
beforeEach(async () => {
  await s.engine.db('login_attempts').delete();
  await s.engine.db('login_throttle').delete();
  time += 24 * 60 * minute;
});

describe('site user rate limits', () => {
  it('never locks the owner out: many failures from other addresses leave the right password working from a clean one', async () => {
    for (let i = 0; i < 4; i++) await failTimes(5, { ip: `10.0.1.${i}` });
    expect(await attempt({ password: s.alpha.member.password, ip: '10.0.0.2' })).toEqual({ code: 'OK' });
  });

  it('makes an address that keeps failing wait (429 with when to retry), and lets the right password in after the wait', async () => {
    await failTimes(loginThrottle.freeFailuresPerAccountAtAddress + 1, { ip: '10.6.6.6' });
    const limited = await attempt({ password: s.alpha.member.password, ip: '10.6.6.6' });
    expect(limited).toMatchObject({
      code: 'RATE_LIMITED',
      status: 429,
      retryAt: time + 1_000,
      message: 'Too many failed sign-in attempts from your address. Try again in 1 second.',
    });
    time = limited.retryAt!;
    expect(await attempt({ password: s.alpha.member.password, ip: '10.6.6.6' })).toEqual({ code: 'OK' });
  });

  it('slows down a client address that fails across many accounts, and only that address', async () => {
    for (let i = 0; i <= loginThrottle.freeFailuresPerAddress; i++)
      await failTimes(1, { username: `x${i}`, ip: '10.9.9.9' });
    expect((await attempt({ password: s.alpha.member.password, ip: '10.9.9.9' })).code).toBe('RATE_LIMITED');
    expect((await attempt({ password: s.alpha.member.password, ip: '10.9.9.8' })).code).toBe('OK');
  });

  it("keeps each tenant's throttles to itself", async () => {
    await failTimes(loginThrottle.freeFailuresPerAddress + 1, { username: 'member@beta.example', ip: '10.7.7.7' });
    expect(
      (
        await attempt({
          username: s.beta.member.email,
          password: s.beta.member.password,
          ip: '10.7.7.7',
          tenantKey: 'beta',
        })
      ).code,
    ).toBe('OK');
    expect(
      (await s.engine.db('login_throttle').pluck('key')).every((key: string) => key.startsWith('site:alpha:')),
    ).toBe(true);
  });

  it('throttles registration requests per address', async () => {
    for (let i = 0; i < 5; i++)
      expect((await requestRegister(`ip${i}@reader.example`, '10.3.3.3')).errors).toBeUndefined();
    const limited = await requestRegister('ip5@reader.example', '10.3.3.3');
    expect([limited.status, limited.errors?.[0]?.extensions.code]).toEqual([429, 'RATE_LIMITED']);
    expect(limited.errors?.[0]?.message).toMatch(/^Too many requests\. Please try again after /);
    expect((await requestRegister('ip5@reader.example', '10.3.3.4')).errors).toBeUndefined();
    expect(
      await s.engine.db('site_users').where({ email: 'ip5@reader.example' }).count({ n: '*' }).first(),
    ).toMatchObject({ n: 1 });
  });

  it('throttles registration requests per e-mail address, whatever the address they come from', async () => {
    for (let i = 0; i < 5; i++)
      expect((await requestRegister('target@reader.example', `10.4.4.${i}`)).errors).toBeUndefined();
    expect((await requestRegister('target@reader.example', '10.4.4.200')).errors?.[0]?.extensions.code).toBe(
      'RATE_LIMITED',
    );
  });
});
