import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoMemberEmail, demoMemberPassword } from '../db/seed/generate/site-users.ts';
import { insertCmsUser, loginAs } from '../content-engine/testing/fixtures-cms-users.ts';
import type { TestEngine } from '../content-engine/testing/test-engine.ts';
import { ungatedParagraphs } from '../content-engine/shared/gating/gate.ts';
import { createLocalResolver } from '../content-engine/crawlers/resolver.ts';
import { startDemoSession, type DemoSession } from './demo-session.ts';

/*
 * Visitors in a real browser against the demo: the member logs in through the login island, a
 * membership-gated article shows its teaser and the gate to the anonymous and its whole body to
 * the member, a licensed address and a verified crawler pass, and the meter counts distinct articles.
 */
const tenantKey = 'fleetowner';
const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const crawlerAddress = '66.249.66.1';
const crawlerHost = 'crawl-66-249-66-1.googlebot.com';
const loginFailure =
  'Please try again or use the reset password link below. If you continue to have issues, please email us at customer service (customerservice@fleetowner.com) and include browser details.';

let session: DemoSession;
let engine: TestEngine;
let base: string;
/** A visitor's own browser context and page. */
let visitor: DemoSession['newPage'];
let gatedPath: string;
let gatedRest: string;
let openPaths: string[];

beforeAll(async () => {
  // The offline resolver: the crawler's address and host name resolve to each other, as Google's do.
  const dns = createLocalResolver({
    reverse: { [crawlerAddress]: [crawlerHost] },
    forward: { [crawlerHost]: [crawlerAddress] },
  });
  session = await startDemoSession({ site: true, tenantKey, ports: { dns } });
  ({ engine, base, newPage: visitor } = session);
  const now = Date.now();
  const gated = await engine
    .db('content')
    .where({ tenant_key: tenantKey, type: 'Article', status: 1 })
    .whereNot('membership_ids', '[]')
    .where('published', '<', now)
    .orderBy('id')
    .first();
  gatedPath = gated.canonical_path;
  // A sentence of the gated part (after the demo settings' 3 ungated paragraphs) that the teaser does not also quote.
  const { teaser, rest } = ungatedParagraphs(gated.body, 3);
  gatedRest = rest
    .split(/<[^>]+>/)
    .map((text: string) => text.trim())
    .find((text: string) => text.length >= 20 && !teaser.includes(text))!;
  expect(gatedRest).toBeTruthy();
  const open = await engine
    .db('content')
    .where({ tenant_key: tenantKey, type: 'Article', status: 1, membership_ids: '[]', gating: '{}' })
    .where('published', '<', now)
    .orderBy('id')
    .limit(20);
  openPaths = [];
  // Eight articles readers can open (published items may still be expired or in a hidden section).
  for (const { canonical_path: path } of open) {
    if (
      openPaths.length < 8 &&
      (await engine.app.inject({ url: path, headers: { host: `${tenantKey}.localhost` } })).statusCode === 200
    )
      openPaths.push(path);
  }
}, 300_000);

afterAll(async () => {
  await session?.close();
});

describe('site users', () => {
  it('fail a login with the exact text, then log in and see the account menu', async () => {
    const { context, page } = await visitor();
    await page.goto(`${base}/account/login?redirectTo=${encodeURIComponent('/')}`);
    await page.getByLabel('Email or username').fill(demoMemberEmail(tenantKey));
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please try again' }).textContent()).resolves.toBe(
      loginFailure,
    );

    await page.getByLabel('Password').fill(demoMemberPassword);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${base}/`);
    await page.getByRole('button', { name: 'Morgan' }).click();
    await expect(page.getByRole('link', { name: 'My Profile' }).getAttribute('href')).resolves.toBe(
      '/account#update-profile',
    );
    await context.close();
  });
});

describe('signing out', () => {
  it("says 'Unable to logout: {message}' when the server refuses, on a page without its own toasts", async () => {
    const { context, page } = await visitor();
    await page.goto(`${base}/account/login?redirectTo=${encodeURIComponent('/')}`);
    await page.getByLabel('Email or username').fill(demoMemberEmail(tenantKey));
    await page.getByLabel('Password').fill(demoMemberPassword);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${base}/`);
    // The server fails the logout (as an outage would); everything else passes through.
    await page.route('**/graphql', async (route) => {
      if (route.request().postData()?.includes('logoutSiteUser'))
        await route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({ errors: [{ message: 'Service unavailable' }] }),
        });
      else await route.continue();
    });
    await page.getByRole('button', { name: 'Morgan' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByText('Unable to logout: Service unavailable', { exact: true }).waitFor();
    await context.close();
  });
});

let editors = 0;
/** A browser where an editor is signed in to the admin (its HttpOnly bearer cookie and readable marker on this host, as the engine sets them). */
async function editorVisitor(permissions: string[]) {
  const editor = await insertCmsUser(engine.db, {
    username: `e2e-editor-${++editors}`,
    role: 'editor',
    tenants: [tenantKey],
    extraPermissions: permissions,
  });
  const { bearerToken, bearerTokenExpiration } = await loginAs(engine.context(), editor);
  const opened = await visitor();
  await opened.context.addCookies([
    { name: 'cmsUserBearerToken', value: bearerToken, url: base, httpOnly: true, sameSite: 'Strict' },
    { name: 'cmsUserSession', value: String(bearerTokenExpiration), url: base, sameSite: 'Strict' },
  ]);
  return opened;
}

describe("the editors' toolbar", () => {
  it('shows an editor the shortcuts their permissions allow, each in a new window, and moves the page down 38 px', async () => {
    const { context, page } = await editorVisitor(['manage_site_sections']);
    await page.goto(`${base}${openPaths[0]}`);
    const toolbar = page.getByRole('navigation', { name: 'Editor toolbar' });
    const edit = toolbar.getByRole('link', { name: 'Edit Content' });
    const item = await engine.db('content').where({ tenant_key: tenantKey, canonical_path: openPaths[0] }).first('id');
    await expect(edit.getAttribute('href')).resolves.toBe(`/admin/edit-content/${item.id}`);
    await expect(edit.getAttribute('target')).resolves.toBe('_blank');
    expect(await toolbar.getByRole('link', { name: 'Configure layout' }).count()).toBe(0); // no manage_site_layouts
    await expect(page.evaluate(() => getComputedStyle(document.body).paddingTop)).resolves.toBe('38px');

    const section = await engine
      .db('website_sections')
      .where({ tenant_key: tenantKey, status: 1 })
      .whereNotNull('parent_id')
      .orderBy('id')
      .first('id', 'alias');
    await page.goto(`${base}/${section.alias}`);
    await expect(toolbar.getByRole('link', { name: 'Edit Section' }).getAttribute('href')).resolves.toBe(
      `/admin/edit-website-section/${section.id}`,
    );

    // The cache switch renders the page live.
    await toolbar.getByLabel('Bypass cache').check();
    await page.waitForURL(/cache-bypass=true/);
    await expect(toolbar.getByLabel('Bypass cache').isChecked()).resolves.toBe(true);
    await context.close();
  });

  it('is not shown with preview-mode=true, nor to readers, who do not load its code', async () => {
    const { context, page } = await editorVisitor([]);
    const toolbarCode: string[] = [];
    context.on('request', (request) => void (/EditorToolbar/.test(request.url()) && toolbarCode.push(request.url())));
    await page.goto(`${base}${openPaths[0]}?preview-mode=true`);
    await page.locator('.content-body').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('navigation', { name: 'Editor toolbar' }).count()).toBe(0);
    await context.close();

    const reader = await visitor();
    reader.context.on(
      'request',
      (request) => void (/EditorToolbar/.test(request.url()) && toolbarCode.push(request.url())),
    );
    await reader.page.goto(`${base}${openPaths[0]}`);
    await reader.page.waitForLoadState('networkidle');
    expect(await reader.page.getByRole('navigation', { name: 'Editor toolbar' }).count()).toBe(0);
    await reader.context.close();
    expect(toolbarCode).toEqual([]);
  });
});

describe('simulation', () => {
  it('lets an editor with manage_site_users act as a site user, with a success toast', async () => {
    const { context, page } = await editorVisitor(['manage_site_users']);
    await page.goto(`${base}/account/login`);
    await page.getByRole('button', { name: 'Simulate a site user' }).click();
    await page.getByLabel("Site user's username or email").fill(demoMemberEmail(tenantKey));
    await page.getByRole('button', { name: 'Simulate', exact: true }).click();
    await page.getByText(`You are now simulating ${demoMemberEmail(tenantKey)} for one day.`).waitFor();
    const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie]));
    expect(cookies.siteUserSimulation?.value).toBe('true');
    // One day, not the 30 of a login.
    expect(cookies.siteUserToken!.expires * 1000 - Date.now()).toBeLessThan(86_400_000 + 60_000);
    await page.goto(`${base}/`);
    await page.getByRole('button', { name: 'Morgan' }).waitFor();
    await context.close();
  });

  it("shows the server's message when the editor may not simulate", async () => {
    const { context, page } = await editorVisitor([]);
    await page.goto(`${base}/account/login`);
    await page.getByRole('button', { name: 'Simulate a site user' }).click();
    await page.getByLabel("Site user's username or email").fill(demoMemberEmail(tenantKey));
    await page.getByRole('button', { name: 'Simulate', exact: true }).click();
    await page.locator('.Toastify__toast--error').waitFor();
    expect(
      Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie.value])).siteUserSimulation,
    ).toBeUndefined();
    await context.close();
  });
});

describe('a membership-gated article', () => {
  it('carries no gated paragraph in its HTML and shows the gate to an anonymous visitor', async () => {
    const { context, page } = await visitor();
    const response = await page.goto(`${base}${gatedPath}`);
    expect(await response!.text()).not.toContain(gatedRest);
    await page.getByRole('region', { name: 'Members only' }).waitFor();
    expect(await page.locator('.content-body').textContent()).not.toContain(gatedRest);
    await context.close();
  });

  it('shows its whole body to a member', async () => {
    const { context, page } = await visitor();
    await page.goto(`${base}/account/login?redirectTo=${encodeURIComponent(gatedPath)}`);
    await page.getByLabel('Email or username').fill(demoMemberEmail(tenantKey));
    await page.getByLabel('Password').fill(demoMemberPassword);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${base}${gatedPath}`);
    await page.locator('.gated-rest').getByText(gatedRest, { exact: false }).waitFor();
    await context.close();
  });

  it('shows its whole body to an address the site licenses', async () => {
    const { context, page } = await visitor({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.7' } });
    await page.goto(`${base}${gatedPath}`);
    await page.locator('.gated-rest').getByText(gatedRest, { exact: false }).waitFor();
    expect(await page.getByRole('region', { name: 'Members only' }).count()).toBe(0);
    await context.close();
  });

  it('is served whole, with the paywall structured data, to a verified crawler only', async () => {
    const get = (ip: string) =>
      engine.app.inject({
        url: gatedPath,
        headers: { host: `${tenantKey}.localhost`, 'user-agent': googlebot, 'x-forwarded-for': ip },
      });
    const crawled = await get(crawlerAddress);
    expect(crawled.statusCode).toBe(200);
    expect(crawled.headers['x-masthead-cache']).toBe('crawler');
    expect(crawled.body).toContain(gatedRest);
    expect(crawled.body).toContain('"cssSelector":".gated-body"');
    const spoofed = await get('192.0.2.10');
    expect(spoofed.body).not.toContain(gatedRest);
  });
});

describe('the meter', () => {
  it('allows 7 distinct articles, not counting a repeat, then shows the gate', async () => {
    const { context, page } = await visitor();
    const notice = page.getByRole('status').filter({ hasText: 'free article' });
    for (const [index, path] of openPaths.slice(0, 7).entries()) {
      await page.goto(`${base}${path}`);
      const remaining = 6 - index;
      const expected =
        remaining > 0 ? `You have ${remaining} of 7 free articles remaining` : 'This is your last free article until';
      await notice.filter({ hasText: expected }).waitFor();
      if (index === 0) {
        // A repeated article does not count.
        await page.goto(`${base}${path}`);
        await notice.filter({ hasText: expected }).waitFor();
      }
    }
    await page.goto(`${base}${openPaths[7]}`);
    const gate = page.getByRole('region', { name: 'Members only' });
    await expect(gate.textContent()).resolves.toContain('You have read 8 of 7 free articles');
    expect(await page.locator('.content-body').evaluate((body) => body.classList.contains('gate-locked'))).toBe(true);
    await context.close();
  });
});
