import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertCmsUser } from '../../testing/fixtures-cms-users.ts';
import {
  activeUserQuery,
  captcha,
  loginMutation,
  siteUsersScenario,
  type SiteUsersScenario,
} from '../../site-users/tests/site-users-scenario.ts';

/*
 * The browser session (ADR 0036): the engine alone sets the tokens, in HttpOnly cookies; cookies
 * are credentials only on a POST with the CSRF header; the spec's header calls are unchanged.
 */
let s: SiteUsersScenario;
const csrf = { 'x-masthead-csrf': '1' };
const cmsLogin =
  'mutation($input: LoginCmsUserInput!) { loginCmsUser(input: $input) { bearerToken bearerTokenExpiration refreshToken } }';
const activeCmsUser = '{ getActiveCMSUser { username } }';
const editor = { username: 'cookie-editor', password: 'correct horse battery' };

function post(
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
  remoteAddress = '127.0.0.1',
) {
  return s.engine.app.inject({
    method: 'POST',
    url: '/graphql',
    remoteAddress,
    headers: { 'content-type': 'application/json', 'tenant-key': 'alpha', ...headers },
    payload: { query, variables },
  });
}

/** The response's Set-Cookie lines by cookie name. */
function setCookies(response: LightMyRequestResponse): Record<string, string> {
  const raw = response.headers['set-cookie'];
  const lines = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  return Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf('=')), line]));
}

const maxAge = (line: string | undefined) => Number(/Max-Age=(\d+)/.exec(line ?? '')?.[1]);
const valueOf = (line: string | undefined) =>
  decodeURIComponent(line?.slice(line.indexOf('=') + 1).split(';')[0] ?? '');
/** A Cookie header the browser would send back for these Set-Cookie lines. */
const cookieHeader = (lines: Record<string, string>) =>
  Object.entries(lines)
    .map(([name, line]) => `${name}=${encodeURIComponent(valueOf(line))}`)
    .join('; ');

const siteLogin = (headers: Record<string, string> = {}, remoteAddress?: string) =>
  post(
    loginMutation,
    { input: { username: s.alpha.member.email, password: s.alpha.member.password, recaptchaToken: captcha } },
    headers,
    remoteAddress,
  );

beforeAll(async () => {
  s = await siteUsersScenario();
  await insertCmsUser(s.engine.db, { ...editor, tenants: ['alpha'], extraPermissions: ['manage_site_users'] });
});
afterAll(() => s.close());
beforeEach(async () => {
  await s.engine.db('login_attempts').delete();
});

describe('a site-user login from the browser', () => {
  it('sets the token as an HttpOnly, SameSite=Lax, 30-day cookie with a readable marker, and keeps the token out of the body', async () => {
    const response = await siteLogin(csrf);
    expect(response.statusCode).toBe(200);
    const cookies = setCookies(response);
    expect(cookies.siteUserToken).toMatch(/; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(maxAge(cookies.siteUserToken)).toBeCloseTo(30 * 86_400, -2);
    expect(cookies.siteUserToken).not.toMatch(/Secure/);
    expect(cookies.siteUserSession).not.toMatch(/HttpOnly/);
    expect(valueOf(cookies.siteUserSession)).not.toBe(valueOf(cookies.siteUserToken));
    expect(valueOf(cookies.siteUserToken).length).toBeGreaterThan(20);
    expect(response.json().data.loginSiteUser.token).toBe('');
    expect(response.body).not.toContain(valueOf(cookies.siteUserToken));
  });

  it('marks the cookies Secure behind a trusted proxy that says https, not when an untrusted client says so', async () => {
    const viaProxy = setCookies(await siteLogin({ ...csrf, 'x-forwarded-proto': 'https' }));
    expect(viaProxy.siteUserToken).toMatch(/; Secure/);
    expect(viaProxy.siteUserSession).toMatch(/; Secure/);
    const claimed = setCookies(await siteLogin({ ...csrf, 'x-forwarded-proto': 'https' }, '203.0.113.9'));
    expect(claimed.siteUserToken).toBeDefined();
    expect(claimed.siteUserToken).not.toMatch(/Secure/);
  });

  it('honours the cookie only with the CSRF header: without it the request is anonymous', async () => {
    const cookies = setCookies(await siteLogin(csrf));
    const cookie = cookieHeader(cookies);
    const withHeader = await post(activeUserQuery, {}, { ...csrf, cookie });
    expect(withHeader.json().data.getActiveSiteUserWithNewsletters).toMatchObject({ email: s.alpha.member.email });
    const forged = await post(activeUserQuery, {}, { cookie });
    expect(forged.json().data.getActiveSiteUserWithNewsletters).toBeNull();
    const wrongValue = await post(activeUserQuery, {}, { 'x-masthead-csrf': 'yes', cookie });
    expect(wrongValue.json().data.getActiveSiteUserWithNewsletters).toBeNull();
    // A cross-site form can post only simple content types; those carry no custom header either.
    const form = await s.engine.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'tenant-key': 'alpha', cookie },
      payload: `query=${encodeURIComponent('mutation { logoutSiteUser }')}`,
    });
    expect(form.statusCode).toBeGreaterThanOrEqual(400);
    expect(
      (await post(activeUserQuery, {}, { ...csrf, cookie })).json().data.getActiveSiteUserWithNewsletters,
    ).not.toBeNull();
  });

  it('never honours cookies on GET /graphql, which runs no operation', async () => {
    const cookie = cookieHeader(setCookies(await siteLogin(csrf)));
    const response = await s.engine.app.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent('mutation { logoutSiteUser }')}`,
      headers: { ...csrf, cookie, 'tenant-key': 'alpha' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(
      (await post(activeUserQuery, {}, { ...csrf, cookie })).json().data.getActiveSiteUserWithNewsletters,
    ).not.toBeNull();
  });

  it('logs out by revoking the token and clearing its cookies on the server', async () => {
    const cookies = setCookies(await siteLogin(csrf));
    const logout = await post('mutation { logoutSiteUser }', {}, { ...csrf, cookie: cookieHeader(cookies) });
    expect(logout.json().data.logoutSiteUser).toBe(true);
    const cleared = setCookies(logout);
    for (const name of ['siteUserToken', 'siteUserSession', 'siteUserSimulation'])
      expect(cleared[name]).toMatch(/^[^=]+=; Max-Age=0; Path=\//);
    expect(
      (await post(activeUserQuery, {}, { 'site-user-token': valueOf(cookies.siteUserToken) })).json().data
        .getActiveSiteUserWithNewsletters,
    ).toBeNull();
  });

  it('keeps the header API unchanged: the token in the body, no cookies, the site-user-token header works', async () => {
    const response = await siteLogin();
    expect(response.headers['set-cookie']).toBeUndefined();
    const { token } = response.json().data.loginSiteUser;
    expect(token.length).toBeGreaterThan(20);
    expect(
      (await post(activeUserQuery, {}, { 'site-user-token': token })).json().data.getActiveSiteUserWithNewsletters,
    ).toMatchObject({ email: s.alpha.member.email });
  });

  it('does not answer a cookie-authenticated query from the anonymous response cache', async () => {
    const cookie = cookieHeader(setCookies(await siteLogin(csrf)));
    const cacheable = '{ getReCAPTCHAPublicKey { key } }';
    await post(cacheable);
    const anonymous = await post(cacheable);
    const signedIn = await post(cacheable, {}, { ...csrf, cookie });
    expect(anonymous.headers.etag).toBeDefined();
    expect(signedIn.headers.etag).toBeUndefined();
  });
});

describe('a CMS user in the browser', () => {
  const cmsLoginCookies = async (headers: Record<string, string> = csrf) => {
    const response = await post(cmsLogin, { input: editor }, headers);
    expect(response.statusCode).toBe(200);
    return { response, cookies: setCookies(response) };
  };

  it('gets HttpOnly, SameSite=Strict bearer and refresh cookies, a readable marker of the expiry, and no token in the body', async () => {
    const { response, cookies } = await cmsLoginCookies();
    const body = response.json().data.loginCmsUser;
    expect(body).toMatchObject({ bearerToken: '', refreshToken: '' });
    expect(cookies.cmsUserBearerToken).toMatch(/; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Strict$/);
    expect(cookies.cmsUserRefreshToken).toMatch(/; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Strict$/);
    expect(cookies.cmsUserSession).not.toMatch(/HttpOnly/);
    expect(Number(valueOf(cookies.cmsUserSession))).toBe(body.bearerTokenExpiration);
    expect(
      Math.abs(maxAge(cookies.cmsUserBearerToken) * 1000 - (body.bearerTokenExpiration - Date.now())),
    ).toBeLessThan(60_000);
  });

  it('is signed in by cookie only with the CSRF header; the Authorization header works as before', async () => {
    const { cookies } = await cmsLoginCookies();
    const cookie = cookieHeader(cookies);
    expect((await post(activeCmsUser, {}, { ...csrf, cookie })).json().data.getActiveCMSUser.username).toBe(
      editor.username,
    );
    const forged = await post(activeCmsUser, {}, { cookie });
    expect(forged.json().errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const simulate = await post(
      'mutation { simulateSiteUser(username: "member@alpha.example") { token } }',
      {},
      { cookie },
    );
    expect(simulate.json().errors[0].extensions.code).toMatch(/UNAUTHENTICATED|FORBIDDEN/);

    const { bearerToken } = (await cmsLoginCookies({})).response.json().data.loginCmsUser;
    expect(bearerToken.length).toBeGreaterThan(20);
    expect(
      (await post(activeCmsUser, {}, { authorization: `Bearer ${bearerToken}` })).json().data.getActiveCMSUser.username,
    ).toBe(editor.username);
  });

  it('refreshes from the refresh cookie when the client sends an empty refresh token, rotating the cookies', async () => {
    const { cookies } = await cmsLoginCookies();
    const refreshed = await post(
      'mutation($input: RefreshTokenCmsUserInput!) { refreshTokenCmsUser(input: $input) { bearerToken refreshToken bearerTokenExpiration } }',
      { input: { refreshToken: '' } },
      { ...csrf, cookie: cookieHeader(cookies) },
    );
    expect(refreshed.json().data.refreshTokenCmsUser).toMatchObject({ bearerToken: '', refreshToken: '' });
    const next = setCookies(refreshed);
    expect(valueOf(next.cmsUserRefreshToken)).not.toBe(valueOf(cookies.cmsUserRefreshToken));
    expect(
      (await post(activeCmsUser, {}, { ...csrf, cookie: cookieHeader(next) })).json().data.getActiveCMSUser.username,
    ).toBe(editor.username);
  });

  it('logs out by revoking the session and clearing all three cookies', async () => {
    const { cookies } = await cmsLoginCookies();
    const logout = await post('mutation { logoutCmsUser }', {}, { ...csrf, cookie: cookieHeader(cookies) });
    expect(logout.json().data.logoutCmsUser).toBe(true);
    const cleared = setCookies(logout);
    for (const name of ['cmsUserBearerToken', 'cmsUserRefreshToken', 'cmsUserSession'])
      expect(cleared[name]).toMatch(/^[^=]+=; Max-Age=0; Path=\//);
    expect(
      (await post(activeCmsUser, {}, { authorization: `Bearer ${valueOf(cookies.cmsUserBearerToken)}` })).json()
        .errors[0].extensions.code,
    ).toBe('UNAUTHENTICATED');
  });

  it('simulates a site user with a one-day HttpOnly token cookie and a readable simulation flag', async () => {
    const { cookies } = await cmsLoginCookies();
    const response = await post(
      'mutation($username: String!) { simulateSiteUser(username: $username) { token expires } }',
      { username: s.alpha.member.email },
      { ...csrf, cookie: cookieHeader(cookies) },
    );
    expect(response.json().data.simulateSiteUser.token).toBe('');
    const simulated = setCookies(response);
    expect(simulated.siteUserToken).toMatch(/; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(maxAge(simulated.siteUserToken)).toBeCloseTo(86_400, -2);
    expect(simulated.siteUserSimulation).toMatch(/^siteUserSimulation=true; Max-Age=\d+; Path=\/; SameSite=Lax$/);
    expect(maxAge(simulated.siteUserSimulation)).toBe(maxAge(simulated.siteUserToken));
    const me = await post(
      activeUserQuery.replace(
        '{ getActiveSiteUserWithNewsletters {',
        '{ getActiveSiteUserWithNewsletters { isSimulated',
      ),
      {},
      { ...csrf, cookie: cookieHeader({ ...cookies, ...simulated }) },
    );
    expect(me.json().data.getActiveSiteUserWithNewsletters).toMatchObject({
      email: s.alpha.member.email,
      isSimulated: true,
    });
  });
});
