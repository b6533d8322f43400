import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCmsUser, loginAs } from '../../testing/fixtures-cms-users.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';

/*
 * The single sign-on return (README: ADMIN_SSO_URL): the engine turns the token flags into
 * HttpOnly cookies and redirects without them, so the admin page never holds a token.
 */
let engine: TestEngine;
let flags: URLSearchParams;

beforeAll(async () => {
  engine = await createTestEngine({
    admin: true,
    adminConfig: {
      signInUrl: 'https://sso.example/login',
      signOutUrl: null,
      devTools: false,
      editorialResourceUrl: null,
    },
  });
  const user = await insertCmsUser(engine.db, { username: 'sso-cookie-user', isGlobal: true, role: 'administrator' });
  const tokens = await loginAs(engine.context(), user);
  flags = new URLSearchParams({
    cmsUserBearerToken: tokens.bearerToken,
    cmsUserBearerTokenExpiration: String(tokens.bearerTokenExpiration),
    cmsUserRefreshToken: tokens.refreshToken,
  });
});
afterAll(() => engine.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  engine.app.inject({ method: 'GET', url, headers: { host: 'localhost', ...headers } });
const cookieLines = (raw: string | string[] | undefined) => (raw === undefined ? [] : Array.isArray(raw) ? raw : [raw]);

describe('the single sign-on return', () => {
  it('sets the session cookies HttpOnly and redirects to the same address without the token flags', async () => {
    const response = await get(`/admin/content?type=Article&${flags}&redirect=%2Fadmin%2Fusers`);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/admin/content?type=Article&redirect=%2Fadmin%2Fusers');
    expect(response.headers['cache-control']).toBe('no-store');
    const lines = cookieLines(response.headers['set-cookie']);
    expect(lines.find((line) => line.startsWith('cmsUserBearerToken='))).toMatch(/HttpOnly; SameSite=Strict$/);
    expect(lines.find((line) => line.startsWith('cmsUserRefreshToken='))).toMatch(/HttpOnly; SameSite=Strict$/);
    expect(lines.find((line) => line.startsWith('cmsUserSession='))).toBe(
      `cmsUserSession=${flags.get('cmsUserBearerTokenExpiration')}; Max-Age=2592000; Path=/; SameSite=Strict`,
    );
    expect(response.body).not.toContain(flags.get('cmsUserBearerToken'));
  });

  it('is Secure behind a trusted proxy speaking https', async () => {
    const response = await get(`/admin?${flags}`, { 'x-forwarded-proto': 'https' });
    for (const line of cookieLines(response.headers['set-cookie'])) expect(line).toMatch(/; Secure/);
  });

  it('answers noToken, setting nothing, for a dead or forged token', async () => {
    const forged = new URLSearchParams(flags);
    forged.set('cmsUserBearerToken', 'forged-token');
    const response = await get(`/admin/content?${forged}`);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/admin/content?noToken=true');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('redirects only within the site, whatever address the flags come on', async () => {
    let redirected = 0;
    for (const path of [
      '/admin//evil.example',
      '/admin/%2F%2Fevil.example',
      '/admin/%5Cevil.example',
      '/admin/..//evil.example',
      '//evil.example/admin',
    ]) {
      const response = await get(`${path}?${flags}`);
      if (response.statusCode !== 303) {
        expect(response.headers['set-cookie'], path).toBeUndefined();
        continue;
      }
      redirected++;
      const location = String(response.headers.location);
      expect(location, path).toMatch(/^\/admin/);
      expect(new URL(location, 'https://site.example').origin, path).toBe('https://site.example');
    }
    expect(redirected).toBeGreaterThanOrEqual(3);
  });

  it('leaves other addresses and admin addresses without flags alone', async () => {
    expect((await get('/admin/content')).statusCode).toBe(200);
    const elsewhere = await get(`/not-admin?${flags}`);
    expect(elsewhere.statusCode).not.toBe(303);
    expect(elsewhere.headers['set-cookie']).toBeUndefined();
  });
});
