import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoMemberEmail, demoMemberPassword } from '../db/seed/generate/site-users.ts';
import { insertCmsUser, type CmsUserFixture } from '../content-engine/testing/fixtures-cms-users.ts';
import { startDemoSession, type DemoSession } from './demo-session.ts';
import { signInToAdmin } from './admin-sign-in.ts';

/*
 * No token is readable by page script (ADR 0036): after a site user's and a CMS user's sign-in,
 * `document.cookie` on the tenant page and in the admin holds only the markers, while the
 * HttpOnly token cookies are there for the engine; and a script's request without the CSRF header
 * gets nothing from them.
 */
const tenantKey = 'fleetowner';
let session: DemoSession;
let editor: CmsUserFixture;

beforeAll(async () => {
  session = await startDemoSession({ site: true, admin: true, seed: { tenants: 1, itemsPerTenant: 10 } });
  editor = await insertCmsUser(session.engine.db, {
    username: 'e2e-cookie-editor',
    role: 'administrator',
    tenants: [tenantKey],
  });
}, 300_000);

afterAll(() => session?.close());

const scriptCookies = (page: Page) => page.evaluate(() => document.cookie);

/** The HttpOnly cookies of the context, by name, and a check that script sees none of their values. */
async function expectTokensHidden(context: BrowserContext, page: Page, names: string[]) {
  const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie]));
  const visible = await scriptCookies(page);
  for (const name of names) {
    expect(cookies[name], name).toMatchObject({ httpOnly: true });
    expect(visible).not.toContain(`${name}=`);
    expect(visible).not.toContain(cookies[name]!.value);
  }
  return visible;
}

/** What a script on the page gets when it calls the engine with the browser's cookies but without the CSRF header. */
const callWithoutCsrfHeader = (page: Page, query: string) =>
  page.evaluate(
    async (body) =>
      (
        await fetch('/graphql', {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'content-type': 'application/json' },
          body,
        })
      ).json(),
    JSON.stringify({ query }),
  );

describe('the site user session', () => {
  it('keeps the login token out of document.cookie, signs in and out through the server', async () => {
    const { context, page } = await session.newPage();
    await page.goto(`${session.base}/account/login?redirectTo=${encodeURIComponent('/account')}`);
    await page.getByLabel('Email or username').fill(demoMemberEmail(tenantKey));
    await page.getByLabel('Password').fill(demoMemberPassword);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${session.base}/account`);
    await page.getByRole('button', { name: 'Morgan' }).waitFor();
    const visible = await expectTokensHidden(context, page, ['siteUserToken']);
    expect(visible).toMatch(/(^|; )siteUserSession=/);
    const withoutHeader = await callWithoutCsrfHeader(page, '{ getActiveSiteUserWithNewsletters { email } }');
    expect(withoutHeader.data.getActiveSiteUserWithNewsletters).toBeNull();

    await page.getByRole('button', { name: 'Morgan' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    // The engine clears the HttpOnly cookie; the page could not have.
    await expect
      .poll(async () => (await context.cookies()).map((cookie) => cookie.name), { timeout: 30_000 })
      .not.toContain('siteUserToken');
    // Signing out on the new design then goes to the home page: read the cookies once that navigation is through.
    await expect
      .poll(() => scriptCookies(page).catch((error: Error) => `navigating: ${error.message}`), { timeout: 30_000 })
      .not.toMatch(/siteUserSession=|^navigating/);
    await context.close();
  });
});

describe('the CMS user session', () => {
  it('keeps the bearer and refresh tokens out of document.cookie in the admin and on the tenant pages', async () => {
    const { context, page } = await session.newPage();
    await signInToAdmin(page, editor, `${session.base}/admin`);
    const visible = await expectTokensHidden(context, page, ['cmsUserBearerToken', 'cmsUserRefreshToken']);
    expect(visible).toMatch(/(^|; )cmsUserSession=\d+/);
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toMatch(/bearer|refresh/i);
    const withoutHeader = await callWithoutCsrfHeader(page, '{ getActiveCMSUser { username } }');
    expect(withoutHeader.errors[0].extensions.code).toBe('UNAUTHENTICATED');

    // The session survives a reload (the marker tells the admin it is signed in).
    await page.reload();
    await page.getByRole('navigation', { name: 'Admin' }).waitFor();

    // On a tenant page the editors' toolbar shows (the marker), with no token in reach of the page's scripts.
    await page.goto(`${session.base}/`);
    await page.getByRole('navigation', { name: 'Editor toolbar' }).waitFor();
    await expectTokensHidden(context, page, ['cmsUserBearerToken', 'cmsUserRefreshToken']);
    await context.close();
  });
});
