import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertSiteUser, type SiteUserFixture } from '../../testing/fixtures-site-users.ts';
import { activeUserQuery, captcha, siteUsersScenario, type SiteUsersScenario } from './site-users-scenario.ts';

const requestReset = `mutation($username: String!, $path: String, $recaptchaToken: String) { requestSiteUserPasswordReset(username: $username, path: $path, recaptchaToken: $recaptchaToken) { ok } }`;
const reset = `mutation($id: String!, $password: String!, $recaptchaToken: String) { resetSiteUserPassword(id: $id, password: $password, recaptchaToken: $recaptchaToken) { ok } }`;
const change = `mutation($password: String!, $newPassword: String!) { updateSiteUserPassword(password: $password, newPassword: $newPassword) { ok } }`;

let s: SiteUsersScenario;
let time = Date.parse('2031-06-01T12:00:00Z');
let ann: SiteUserFixture;
let n = 0;
const ip = () => `10.2.0.${++n % 250}`;
const me = async (siteUserToken: string) =>
  (await s.gql<{ getActiveSiteUserWithNewsletters: { email: string } | null }>(activeUserQuery, {}, { siteUserToken }))
    .data?.getActiveSiteUserWithNewsletters ?? null;
const resetLink = async (username: string, email: string, path = '/account/reset-password') => {
  expect(
    (
      await s.gql(
        requestReset,
        { username, recaptchaToken: captcha, path: path === '/account/reset-password' ? null : path },
        { ip: ip() },
      )
    ).data,
  ).toEqual({ requestSiteUserPasswordReset: { ok: true } });
  return s.linkId(await s.smtp.nextTo(email), path);
};

beforeAll(async () => {
  s = await siteUsersScenario({ now: () => time });
});
afterAll(() => s.close());
beforeEach(async () => {
  time += 60 * 60_000;
  await s.engine.db('login_attempts').delete();
  await s.engine.db('login_throttle').delete();
  await s.engine.db('site_users').where({ email: 'ann@reader.example' }).delete();
  ann = await insertSiteUser(s.engine.db, {
    tenantKey: 'alpha',
    email: 'ann@reader.example',
    password: 'Ann-password-1',
  });
});

describe('password reset', () => {
  it('e-mails a one-hour link that sets a new password and ends every session', async () => {
    const session = await s.login(ann);
    const id = await resetLink('ANN@reader.example', ann.email, '/reset-here');
    expect(s.smtp.received.at(-1)?.text).toContain('https://www.alpha.example/reset-here?id=');
    expect((await s.gql(reset, { id, password: 'Ann-password-2', recaptchaToken: captcha })).data).toEqual({
      resetSiteUserPassword: { ok: true },
    });
    expect(await me(session)).toBeNull();
    expect(await s.login({ username: ann.email, password: 'Ann-password-2' })).toBeTruthy();
  });

  it('refuses a reused link and changes nothing', async () => {
    const id = await resetLink(ann.email, ann.email);
    await s.gql(reset, { id, password: 'Ann-password-2', recaptchaToken: captcha });
    const again = await s.gql(reset, { id, password: 'Ann-password-3', recaptchaToken: captcha });
    expect(again.errors?.[0]).toMatchObject({
      message: 'This password reset link is invalid, used or expired.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await s.login({ username: ann.email, password: 'Ann-password-2' })).toBeTruthy();
  });

  it('refuses an expired link (after one hour) and changes nothing', async () => {
    const session = await s.login(ann);
    const id = await resetLink(ann.email, ann.email);
    time += 60 * 60_000;
    expect((await s.gql(reset, { id, password: 'Ann-password-2', recaptchaToken: captcha })).errors?.[0]?.message).toBe(
      'This password reset link is invalid, used or expired.',
    );
    expect(await me(session)).toMatchObject({ email: ann.email });
    expect(await s.login(ann)).toBeTruthy();
  });

  it('answers ok for unknown and pending accounts without sending anything', async () => {
    await insertSiteUser(s.engine.db, { tenantKey: 'alpha', email: 'pending-reset@reader.example', status: 'pending' });
    for (const username of ['nobody@reader.example', 'pending-reset@reader.example']) {
      expect((await s.gql(requestReset, { username, recaptchaToken: captcha }, { ip: ip() })).data).toEqual({
        requestSiteUserPasswordReset: { ok: true },
      });
      expect(await s.smtp.arrivesWithin(username, 200)).toBe(false);
    }
  });

  it('checks the new password policy and the captcha', async () => {
    const id = await resetLink(ann.email, ann.email);
    expect(
      (await s.gql(reset, { id, password: 'short', recaptchaToken: captcha })).errors?.[0]?.extensions.fields,
    ).toEqual(['password']);
    expect(
      (await s.gql(reset, { id, password: 'Ann-password-2', recaptchaToken: 'forged' })).errors?.[0]?.extensions.fields,
    ).toEqual(['recaptchaToken']);
    expect((await s.gql(reset, { id, password: 'Ann-password-2', recaptchaToken: captcha })).data).toEqual({
      resetSiteUserPassword: { ok: true },
    });
  });
});

describe('password change', () => {
  it('needs the current password, keeps this session and ends the others', async () => {
    const current = await s.login(ann);
    const other = await s.login(ann);
    const wrong = await s.gql(
      change,
      { password: 'wrong-password', newPassword: 'Ann-password-9' },
      { siteUserToken: current },
    );
    expect(wrong.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: ['password'] });
    expect(
      (await s.gql(change, { password: 'Ann-password-1', newPassword: 'Ann-password-9' }, { siteUserToken: current }))
        .data,
    ).toEqual({ updateSiteUserPassword: { ok: true } });
    expect(await me(current)).toMatchObject({ email: ann.email });
    expect(await me(other)).toBeNull();
    expect(await s.login({ username: ann.email, password: 'Ann-password-9' })).toBeTruthy();
  });

  it('needs a session', async () => {
    expect(
      (await s.gql(change, { password: 'Ann-password-1', newPassword: 'Ann-password-9' })).errors?.[0]?.extensions.code,
    ).toBe('UNAUTHENTICATED');
  });
});
