import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCmsUser, type CmsUserFixture } from '../content-engine/testing/fixtures-cms-users.ts';
import type { TestEngine } from '../content-engine/testing/test-engine.ts';
import { startDemoSession, type DemoSession } from './demo-session.ts';
import { signInToAdmin } from './admin-sign-in.ts';
import { axeViolations } from './axe.ts';

/*
 * The admin SPA in Chromium against the real server: sign-in, the toolbar's permission-gated
 * menus, the spotlight, the not-found page, the session across reloads, and logout.
 */
let session: DemoSession;
let engine: TestEngine;
let base: string;
let newPage: DemoSession['newPage'];
let administrator: CmsUserFixture;
let viewer: CmsUserFixture;

const signIn = (page: Page, user: CmsUserFixture, path = '/admin') => signInToAdmin(page, user, `${base}${path}`);

beforeAll(async () => {
  session = await startDemoSession({ admin: true, seed: { tenants: 2, itemsPerTenant: 30 } });
  ({ engine, base, newPage } = session);
  administrator = await insertCmsUser(engine.db, { username: 'e2e-admin', role: 'administrator', isGlobal: true });
  viewer = await insertCmsUser(engine.db, { username: 'e2e-viewer', role: 'viewer', tenants: ['fleetowner'] });
}, 120_000);

afterAll(() => session?.close());

describe('the admin shell', () => {
  it('sends a signed-out visitor to the login page, which says what is missing or wrong', async () => {
    const { context, page } = await newPage();
    await page.goto(`${base}/admin/content`);
    await page.waitForURL(/\/admin\/login\?redirect=%2Fadmin%2Fcontent/);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Field is required').count()).resolves.toBe(2);
    await page.getByLabel('Username or e-mail').fill(administrator.username);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert').first().textContent()).resolves.toMatch(/password/i);
    await context.close();
  });

  it('signs the administrator in, keeps the session across a reload, and finds Redirects in the spotlight', async () => {
    const { context, page } = await newPage();
    await signIn(page, administrator);
    const toolbar = page.getByRole('navigation', { name: 'Admin' });
    await expect(toolbar.getByRole('button', { name: 'Content', exact: true }).count()).resolves.toBe(1);
    await page.reload();
    await toolbar.waitFor();
    await page.keyboard.press('Control+k');
    const spotlight = page.getByRole('dialog', { name: 'Spotlight' });
    await spotlight.getByLabel('Filter menus').fill('redir');
    await expect.poll(() => spotlight.getByRole('link').allTextContents()).toEqual(['Redirects']);
    await page.keyboard.press('Escape');
    await spotlight.waitFor({ state: 'hidden' });
    await context.close();
  });

  it('asks open tabs to reload once an hourly check finds a new admin build deployed', async () => {
    const { context, page } = await newPage();
    await page.clock.install();
    await signIn(page, administrator);
    const loaded = await page.locator('meta[name="masthead-admin-version"]').getAttribute('content');
    expect(loaded).toMatch(/^[0-9a-f]{16}$/);
    const served = (await engine.app.inject({ url: '/admin/version.json' })).json<{ version: string }>();
    expect(served.version).toBe(loaded);
    const prompt = page.getByRole('status').filter({ hasText: 'A new version of the admin is available.' });
    // An hour on, the same build: no prompt.
    const checked = page.waitForResponse((response) => response.url().endsWith('/admin/version.json'));
    await page.clock.runFor('01:00:00');
    await checked;
    await expect(prompt.count()).resolves.toBe(0);
    // A deploy: the server now serves another build.
    await page.route('**/admin/version.json', (route) => route.fulfill({ json: { version: 'a-newer-build' } }));
    await page.clock.runFor('01:00:00');
    await prompt.waitFor();
    await expect(axeViolations(page)).resolves.toEqual([]);
    await prompt.getByRole('button', { name: 'Reload' }).focus();
    await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
    await page.getByRole('navigation', { name: 'Admin' }).waitFor();
    await context.close();
  });

  it('shows the not-found page for unknown admin paths', async () => {
    const { context, page } = await newPage();
    await signIn(page, administrator, '/admin/no-such-screen');
    await page.getByText('Page not found: /admin/no-such-screen').waitFor();
    await context.close();
  });

  it('gives a user without manage_content no Content menu', async () => {
    const { context, page } = await newPage();
    await signIn(page, viewer);
    const toolbar = page.getByRole('navigation', { name: 'Admin' });
    await expect(toolbar.getByRole('button', { name: 'Content', exact: true }).count()).resolves.toBe(0);
    await expect(toolbar.getByRole('button', { name: 'Settings' }).count()).resolves.toBe(1);
    await context.close();
  });

  it('logs out on the server: the old token stops working', async () => {
    const { context, page } = await newPage();
    await signIn(page, administrator);
    const token = (await context.cookies()).find((c) => c.name === 'cmsUserBearerToken')!.value;
    await page.goto(`${base}/admin/logout`);
    await page.waitForURL(/\/admin\/login/);
    const check = await engine.gql<{ validateCMSUserBearerToken: boolean }>(
      '{ validateCMSUserBearerToken }',
      {},
      { token },
    );
    expect(check.data?.validateCMSUserBearerToken).toBe(false);
    await context.close();
  });
});
