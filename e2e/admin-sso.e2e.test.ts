import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../db/seed/seed-demo.ts';
import { insertCmsUser, loginAs, type CmsUserFixture } from '../content-engine/testing/fixtures-cms-users.ts';
import { createTestEngine, type TestEngine } from '../content-engine/testing/test-engine.ts';
import { launchBrowser } from './browser.ts';

/*
 * Single sign-on as an adapter (spec admin §2): with ADMIN_SSO_URL configured, a signed-out
 * visitor goes to the sign-on page with `redirect`, comes back with the return flags
 * (cmsUserBearerToken, cmsUserBearerTokenExpiration, cmsUserRefreshToken) and is signed in;
 * `noToken` falls back to the local login page; logout also signs out of the sign-on page.
 * The sign-on page here is a route of the test server that signs the user in like a real one.
 */
let engine: TestEngine;
let browser: Browser;
let base: string;
let user: CmsUserFixture;
let ssoLogouts = 0;
let mode: 'tokens' | 'noToken' = 'tokens';

beforeAll(async () => {
  const port = { value: 0 };
  engine = await createTestEngine({
    admin: true,
    adminConfig: {
      signInUrl: '/test-sso/login',
      signOutUrl: '/test-sso/logout',
      devTools: false,
      editorialResourceUrl: null,
    },
  });
  await seedDemo(engine.db, { tenants: 1, itemsPerTenant: 5 });
  user = await insertCmsUser(engine.db, { username: 'sso-user', role: 'administrator', isGlobal: true });
  engine.app.get<{ Querystring: { redirect: string } }>('/test-sso/login', async (request, reply) => {
    const back = new URL(request.query.redirect);
    if (mode === 'noToken') back.searchParams.set('noToken', 'true');
    else {
      const tokens = await loginAs(engine.context(), user);
      back.searchParams.set('cmsUserBearerToken', tokens.bearerToken);
      back.searchParams.set('cmsUserBearerTokenExpiration', String(tokens.bearerTokenExpiration));
      back.searchParams.set('cmsUserRefreshToken', tokens.refreshToken);
    }
    return reply.redirect(back.toString());
  });
  engine.app.get(
    '/test-sso/logout',
    async (_request, reply) => (
      ssoLogouts++,
      reply.type('text/html').send('<!doctype html><title>Signed out</title><p>Signed out of SSO</p>')
    ),
  );
  await engine.app.listen({ port: port.value, host: '127.0.0.1' });
  base = `http://fleetowner.localhost:${(engine.app.server.address() as AddressInfo).port}`;
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await engine?.close();
});

describe('single sign-on', () => {
  it('signs in through the sign-on page and comes back to the screen asked for, without the flags in the address', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${base}/admin/content?type=Article`);
    await page.getByRole('navigation', { name: 'Admin' }).waitFor();
    await page.getByRole('heading', { name: 'Content' }).waitFor();
    expect(page.url()).toBe(`${base}/admin/content?type=Article`);
    expect((await context.cookies()).some((c) => c.name === 'cmsUserBearerToken')).toBe(true);

    await page.goto(`${base}/admin/logout`);
    await page.getByText('Signed out of SSO').waitFor();
    expect(ssoLogouts).toBeGreaterThan(0);
    await context.close();
  });

  it('falls back to the local login page when the sign-on page has no token', async () => {
    mode = 'noToken';
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${base}/admin`);
    await page.waitForURL(/\/admin\/login/);
    await page.getByRole('heading', { name: 'Sign in to Masthead' }).waitFor();
    await context.close();
  });
});
