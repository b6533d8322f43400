import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cmsToken } from '../../testing/fixtures-cms-tokens.ts';
import { insertSiteUser } from '../../testing/fixtures-site-users.ts';
import { siteLoginFailedText } from '../../shared/customer-service.ts';

/** Alpha's root domain is alpha.example (site-users-scenario.ts). */
const siteLoginFailedMessage = siteLoginFailedText('alpha.example');
import {
  activeUserQuery,
  captcha,
  loginMutation,
  siteUsersScenario,
  type SiteUsersScenario,
} from './site-users-scenario.ts';

let s: SiteUsersScenario;
let time = Date.parse('2031-04-01T12:00:00Z');
const login = (input: Record<string, unknown>, options = {}) =>
  s.gql<{ loginSiteUser: { token: string; expires: number; userInfo: Record<string, unknown> } }>(
    loginMutation,
    { input: { recaptchaToken: captcha, ...input } },
    options,
  );
const me = (siteUserToken?: string, options = {}) =>
  s.gql<{ getActiveSiteUserWithNewsletters: Record<string, unknown> | null }>(
    activeUserQuery,
    {},
    { siteUserToken, ...options },
  );

beforeAll(async () => {
  s = await siteUsersScenario({ now: () => time });
});
afterAll(() => s.close());
beforeEach(async () => {
  await s.engine.db('login_attempts').delete();
  await s.engine.db('login_throttle').delete();
});

describe('site user login and session', () => {
  it('logs in by e-mail or username for 30 days and reads the user with the token', async () => {
    const { member, paid, free } = s.alpha;
    const result = await login({ username: member.email.toUpperCase(), password: member.password, sessionId: 'abc' });
    expect(result.data?.loginSiteUser.expires).toBe(time + 30 * 24 * 60 * 60_000);
    expect(result.data?.loginSiteUser.userInfo).toMatchObject({
      email: member.email,
      memberships: [paid],
      hasPaid: true,
      missingMemberships: [free],
      isSimulated: false,
    });
    const answer = await me(result.data?.loginSiteUser.token);
    expect(answer.data?.getActiveSiteUserWithNewsletters).toMatchObject({ id: member.id, email: member.email });
    await s.engine.db('site_users').where({ id: member.id }).update({ username: 'member-one' });
    expect(await s.login({ username: 'Member-One', password: member.password })).toBeTruthy();
    await s.engine.db('site_users').where({ id: member.id }).update({ username: member.email });
  });

  it('answers the one failure text for a wrong password and for an unknown user', async () => {
    const wrong = await login({ username: s.alpha.member.email, password: 'not the password' });
    const unknown = await login({ username: 'nobody@reader.example', password: 'not the password' });
    for (const result of [wrong, unknown]) {
      expect(result.status).toBe(401);
      expect(result.errors?.[0]).toMatchObject({
        message: siteLoginFailedMessage,
        extensions: { code: 'UNAUTHENTICATED' },
      });
    }
    expect(siteLoginFailedMessage).toBe(
      'Please try again or use the reset password link below. If you continue to have issues, please email us at customer service (customerservice@alpha.example) and include browser details.',
    );
  });

  it('refuses pending users, a failed captcha, and users of another tenant', async () => {
    await insertSiteUser(s.engine.db, { tenantKey: 'alpha', email: 'pending@reader.example', status: 'pending' });
    expect(
      (await login({ username: 'pending@reader.example', password: 'Member-pass-2026' })).errors?.[0]?.message,
    ).toBe(siteLoginFailedMessage);
    expect(
      (await login({ username: s.alpha.member.email, password: s.alpha.member.password, recaptchaToken: 'forged' }))
        .errors?.[0]?.extensions,
    ).toMatchObject({ code: 'BAD_USER_INPUT', fields: ['recaptchaToken'] });
    expect(
      (await login({ username: s.beta.member.email, password: s.beta.member.password })).errors?.[0]?.message,
    ).toBe(siteLoginFailedMessage);
  });

  it('answers null, never an error, without a token or for an unknown or expired one, and is never cached', async () => {
    expect(await me()).toMatchObject({ status: 200, data: { getActiveSiteUserWithNewsletters: null } });
    expect((await me('made-up-token')).data?.getActiveSiteUserWithNewsletters).toBeNull();
    const token = await s.login(s.alpha.member);
    const response = await s.engine.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'tenant-key': 'alpha', 'x-site-user-token': token, 'content-type': 'application/json' },
      payload: { query: activeUserQuery },
    });
    expect(response.json().data.getActiveSiteUserWithNewsletters.email).toBe(s.alpha.member.email);
    expect(response.headers['cache-control']).toBe('no-store');
    time += 30 * 24 * 60 * 60_000;
    expect((await me(token)).data?.getActiveSiteUserWithNewsletters).toBeNull();
  });

  it('makes a token worthless on another tenant, and keeps it apart from CMS bearer tokens', async () => {
    const token = await s.login(s.alpha.member);
    expect((await me(token, { tenantKey: 'beta' })).data?.getActiveSiteUserWithNewsletters).toBeNull();
    expect(
      (
        await s.gql(
          `mutation { addSiteUserFavorite(contentId: ${s.beta.article}) { id } }`,
          {},
          { tenantKey: 'beta', siteUserToken: token },
        )
      ).errors?.[0]?.extensions.code,
    ).toBe('UNAUTHENTICATED');
    const result = await s.gql('query { validateCMSUserBearerToken }', {}, { token });
    expect(result.data).toEqual({ validateCMSUserBearerToken: false });
    const cms = await cmsToken(s.engine, { username: 'editor', tenants: ['alpha'] });
    expect((await me(cms)).data?.getActiveSiteUserWithNewsletters).toBeNull();
  });

  it('logs out: the token stops working, and a second logout answers false', async () => {
    const token = await s.login(s.alpha.member);
    const other = await s.login(s.alpha.member);
    expect((await s.gql('mutation { logoutSiteUser }', {}, { siteUserToken: token })).data).toEqual({
      logoutSiteUser: true,
    });
    expect((await me(token)).data?.getActiveSiteUserWithNewsletters).toBeNull();
    expect((await s.gql('mutation { logoutSiteUser }', {}, { siteUserToken: token })).data).toEqual({
      logoutSiteUser: false,
    });
    expect((await me(other)).data?.getActiveSiteUserWithNewsletters).toMatchObject({ email: s.alpha.member.email });
  });

  it('stores only hashes of tokens', async () => {
    const token = await s.login(s.alpha.member);
    const rows = await s.engine.db('site_user_tokens').select('token_hash');
    expect(rows.some((row) => row.token_hash === token)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
  });
  it('counts each login on its Chicago day for the logins report, beyond the 50 rows of history', async () => {
    const { member } = s.alpha;
    const days = () =>
      s.engine
        .db('site_user_login_days')
        .where({ site_user_id: member.id, kind: 'password' })
        .orderBy('day')
        .select('tenant_key', 'day', 'count');
    const before = new Map((await days()).map((row) => [row.day as string, Number(row.count)]));
    const saved = time;
    try {
      // 04:59 UTC on 2031-06-10 is still 06-09 in Chicago (CDT, UTC-5); 05:00 is 06-10.
      time = Date.parse('2031-06-10T04:59:00Z');
      for (let i = 0; i < 2; i++) await s.login({ username: member.email, password: member.password });
      time = Date.parse('2031-06-10T05:00:00Z');
      await s.login({ username: member.email, password: member.password });
      await s.engine.db('site_user_logins').insert(
        Array.from({ length: 60 }, () => ({
          tenant_key: 'alpha',
          site_user_id: member.id,
          kind: 'password',
          created: time,
        })),
      );
      await s.login({ username: member.email, password: member.password });
    } finally {
      time = saved;
    }
    const after = await days();
    expect(after.filter((row) => row.day >= '2031-06-09' && row.day <= '2031-06-10')).toEqual([
      { tenant_key: 'alpha', day: '2031-06-09', count: 2 + (before.get('2031-06-09') ?? 0) },
      { tenant_key: 'alpha', day: '2031-06-10', count: 2 + (before.get('2031-06-10') ?? 0) },
    ]);
    const [kept] = await s.engine.db('site_user_logins').where({ site_user_id: member.id }).count({ n: '*' });
    expect(Number(kept?.n)).toBe(50);
  });
});
