import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../db/seed/seed-demo.ts';
import { demoMemberEmail, demoMemberPassword } from '../db/seed/generate/site-users.ts';
import { createSmtpMailer } from '../content-engine/mail/index.ts';
import { startSmtpTestServer, type SmtpTestServer } from '../content-engine/testing/smtp-test-server.ts';
import { createTestEngine, type TestEngine } from '../content-engine/testing/test-engine.ts';
import { insertTenant, overrideTopSectionPage } from '../content-engine/testing/fixtures.ts';
import { cmsToken } from '../content-engine/testing/fixtures-cms-tokens.ts';
import { checkHtml, describeMessages } from '../content-engine/testing/validators/nu-html-checker.ts';
import { resetRequestedMessage } from '../islands/account/reset-messages.ts';
import { serveToBrowser } from './browser.ts';
import { answerNextDialog } from './dialogs.ts';

/*
 * The signed-in member's account in a real browser against the demo: profile, newsletters and
 * password on /account, and the password reset journey with the link read from a real SMTP server.
 * The tests run in order: each password is the one the previous test left.
 */
const tenantKey = 'fleetowner';
const email = demoMemberEmail(tenantKey);
const changedPassword = 'Changed-pass-2026';
const resetPassword = 'Reset-pass-2026';

let smtp: SmtpTestServer;
let engine: TestEngine;
let browser: Browser;
let base: string;
let article: { path: string; name: string };
/** A section page whose layout is the site_user_reset_password block alone. */
let blockPath: string;
const pageErrors: string[] = [];

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  engine = await createTestEngine({ site: true, ports: { mail: createSmtpMailer(smtp.url) } });
  await seedDemo(engine.db, { tenants: 1, itemsPerTenant: 100 });
  const blocks = [{ id: 'b1', type: 'site_user_reset_password', settings: {} }];
  blockPath = await overrideTopSectionPage(engine.db, {
    tenantKey,
    name: 'Reset here',
    grid: {
      rows: [
        { id: 'r1', settings: { layout: '1' }, columns: [{ id: 'c1', settings: { blockAlignment: 'top' }, blocks }] },
      ],
    },
  });
  ({ base, browser } = await serveToBrowser(engine, tenantKey));
  const open = await engine
    .db('content')
    .where({ tenant_key: tenantKey, type: 'Article', status: 1, membership_ids: '[]', gating: '{}' })
    .where('published', '<', Date.now())
    .orderBy('id')
    .limit(20);
  // The first article readers can open (published items may still be expired or in a hidden section).
  for (const { canonical_path: path, name } of open) {
    if ((await engine.app.inject({ url: path, headers: { host: `${tenantKey}.localhost` } })).statusCode === 200) {
      article = { path, name };
      break;
    }
  }
  expect(article).toBeTruthy();
}, 300_000);

afterAll(async () => {
  expect(pageErrors).toEqual([]);
  await browser?.close();
  await engine?.close();
  await smtp?.close();
});

async function visitor(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return { context, page };
}

/** Logs in on the login page and lands on /account. */
async function logIn(page: Page, password: string) {
  await page.goto(`${base}/account/login?redirectTo=${encodeURIComponent('/account')}`);
  await page.getByLabel('Email or username').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`${base}/account`);
}

const section = (page: Page, name: string) => page.getByRole('region', { name });

/** The `?id=` of the link to `path` in the next e-mail to `to`. */
async function linkId(to: string, path: string): Promise<string> {
  const mail = await smtp.nextTo(to);
  const match = new RegExp(`https?://[^/\\s]+${path}\\?id=([^\\s"&<]+)`).exec(mail.text ?? '');
  if (!match?.[1]) throw new Error(`No ${path} link in: ${mail.text}`);
  return decodeURIComponent(match[1]);
}

describe('the site-user pages', () => {
  it('pass the Nu HTML Checker, as do a page with the reset block and an article with its favourite toggle', async () => {
    const paths = [
      '/account',
      '/account/reset-password',
      '/account/change-email',
      '/account/change-username',
      blockPath,
      article.path,
    ];
    const pages: Record<string, string> = {};
    for (const url of paths) {
      const response = await engine.app.inject({ url, headers: { host: `${tenantKey}.localhost` } });
      expect(response.statusCode, url).toBe(200);
      pages[url] = response.body;
    }
    const failures = Object.entries(checkHtml(pages)).filter(([, messages]) => messages.length > 0);
    expect(Object.fromEntries(failures.map(([url, messages]) => [url, describeMessages(messages)]))).toEqual({});
  });

  it('are not found on a site without the memberships module', async () => {
    await insertTenant(engine.db, { key: 'plainsite', domains: ['plainsite.localhost'], modules: ['search'] });
    for (const url of ['/account', '/account/reset-password', '/account/change-email', '/account/change-username']) {
      const response = await engine.app.inject({ url, headers: { host: 'plainsite.localhost' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('404 - Page Not Found');
    }
  });
});

describe('the account page', () => {
  it('sends an anonymous visitor to the login page and back, and carries no member data in its HTML', async () => {
    const html = await engine.app.inject({ url: '/account', headers: { host: `${tenantKey}.localhost` } });
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain('id="manage-newsletters"');
    expect(html.body).not.toContain(email);

    const { context, page } = await visitor();
    await page.goto(`${base}/account`);
    await page.waitForURL(`${base}/account/login?redirectTo=${encodeURIComponent('/account')}`);
    await context.close();
  });

  it('updates the profile, and the account menu shows the new first name', async () => {
    const { context, page } = await visitor();
    await logIn(page, demoMemberPassword);
    const profile = section(page, 'My Profile');
    await expect(profile.getByLabel('First name').inputValue()).resolves.toBe('Morgan');
    await profile.getByLabel('First name').fill('Robin');
    // An emptied field is left out of the update: the stored city stays.
    await profile.getByLabel('City').fill('');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await profile.getByRole('status').filter({ hasText: 'Your profile has been updated.' }).waitFor();
    await page.getByRole('button', { name: 'Robin' }).waitFor();

    await page.reload();
    await page.getByRole('button', { name: 'Robin' }).waitFor();
    await expect(section(page, 'My Profile').getByLabel('City').inputValue()).resolves.toBe('Chicago');
    await context.close();
  });

  it('saves an article to the favourites from its page, lists it and removes it', async () => {
    const { context, page } = await visitor();
    await logIn(page, demoMemberPassword);
    await page.goto(`${base}${article.path}`);
    await page.getByRole('button', { name: 'Save to favorites' }).click();
    await page.getByRole('button', { name: 'Saved to favorites' }).waitFor();

    await page.goto(`${base}/account#manage-favorites`);
    const favorites = section(page, 'Favorites');
    await expect(favorites.getByRole('link', { name: article.name }).getAttribute('href')).resolves.toBe(article.path);
    await favorites.getByRole('button', { name: `Remove ${article.name} from favorites` }).click();
    await favorites.getByText('You have no favorites yet.', { exact: false }).waitFor();
    await context.close();
  });

  it('opts in to a newsletter and, after confirming, out again, with the exact toasts', async () => {
    const { context, page } = await visitor();
    await logIn(page, demoMemberPassword);
    const newsletters = section(page, 'Newsletters');
    const toggle = newsletters.locator('input[type="checkbox"]:not(:checked)').first();
    const title = (await toggle.locator('xpath=..').textContent())!.trim();
    const checkbox = newsletters.getByRole('checkbox', { name: title });

    await checkbox.click();
    await page.getByText('Newsletter opt in successful!', { exact: true }).waitFor();
    await expect(checkbox.isChecked()).resolves.toBe(true);

    // Declining the question changes nothing.
    answerNextDialog(page, false);
    await checkbox.click();
    await expect(checkbox.isChecked()).resolves.toBe(true);

    const questions = answerNextDialog(page, true);
    await checkbox.click();
    await page.getByText('Newsletter opt out successful!', { exact: true }).waitFor();
    expect(questions).toEqual(['Are you sure you wish to opt out from this newsletter?']);
    await expect(checkbox.isChecked()).resolves.toBe(false);
    // Both changes are tracked from the account page (spec public §3: source Account, OptIn and OptOut).
    const tracked = async () =>
      (
        await engine
          .db('tracking_events')
          .where({ tenant_key: tenantKey, type: 'newsletterSubscription' })
          .orderBy('id')
          .pluck('payload')
      )
        .map((payload: string) => JSON.parse(payload) as { source: string; action: string; newsletterIds: string[] })
        .filter((payload) => payload.source === 'Account');
    await expect.poll(async () => (await tracked()).map((payload) => payload.action)).toEqual(['OptIn', 'OptOut']);
    const [optIn, optOut] = await tracked();
    expect(optIn!.newsletterIds).toEqual(optOut!.newsletterIds);
    await context.close();
  });

  it('shows a simulated session that it cannot change the password, username or e-mail', async () => {
    const manager = await cmsToken(engine, {
      username: 'member-manager',
      tenants: [tenantKey],
      extraPermissions: ['manage_site_users'],
    });
    const simulated = await engine.gql<{ simulateSiteUser: { token: string } }>(
      'mutation($username: String!) { simulateSiteUser(username: $username) { token } }',
      { username: email },
      { tenantKey, token: manager },
    );
    const { context, page } = await visitor();
    const domain = new URL(base).hostname;
    await context.addCookies([
      { name: 'siteUserToken', value: simulated.data!.simulateSiteUser.token, domain, path: '/', httpOnly: true },
      { name: 'siteUserSession', value: 'simulated', domain, path: '/' },
      { name: 'siteUserSimulation', value: 'true', domain, path: '/' },
    ]);
    await page.goto(`${base}/account`);
    await section(page, 'Change Password').getByText('This is a simulated session', { exact: false }).waitFor();
    await section(page, 'Change Email or Username')
      .getByText('This is a simulated session', { exact: false })
      .waitFor();
    expect(await page.getByRole('button', { name: 'Change password' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Change username' }).count()).toBe(0);
    await expect(section(page, 'My Profile').getByLabel('Company').inputValue()).resolves.toBe('Acme Industrial Group');
    await context.close();
  });

  it('changes the password, which then logs in', async () => {
    const { context, page } = await visitor();
    await logIn(page, demoMemberPassword);
    const password = section(page, 'Change Password');
    await password.getByLabel('Current password').fill(demoMemberPassword);
    await password.getByLabel(/^New password/).fill(changedPassword);
    await password.getByLabel('Confirm new password').fill(changedPassword);
    await password.getByRole('button', { name: 'Change password' }).click();
    await password.getByRole('status').filter({ hasText: 'Your password has been changed.' }).waitFor();
    await context.close();

    const again = await visitor();
    await logIn(again.page, changedPassword);
    await again.context.close();
  });
});

describe('a username change', () => {
  it('e-mails a link whose page confirms the new username, which then logs in', async () => {
    const { context, page } = await visitor();
    await logIn(page, changedPassword);
    const change = section(page, 'Change Email or Username');
    await change.getByLabel(/^New username/).fill('robin.reader');
    await change
      .locator('.change-username-form')
      .getByLabel(/^Current password/)
      .fill(changedPassword);
    await change.getByRole('button', { name: 'Change username' }).click();
    await change.getByRole('status').filter({ hasText: 'We sent a link' }).waitFor();

    const id = await linkId(email, '/account/change-username');
    await page.goto(`${base}/account/change-username?id=${encodeURIComponent(id)}`);
    await page.getByRole('button', { name: 'Confirm the change' }).click();
    await expect(page.getByRole('status').textContent()).resolves.toBe('Your username is now "robin.reader".');
    await context.close();

    const again = await visitor();
    await again.page.goto(`${base}/account/login`);
    await again.page.getByLabel('Email or username').fill('robin.reader');
    await again.page.getByLabel('Password').fill(changedPassword);
    await again.page.getByRole('button', { name: 'Login' }).click();
    await again.page.waitForURL(`${base}/`);
    await again.context.close();
  });
});

describe('the password reset', () => {
  it('is a block too, answering an unknown account with the same neutral message', async () => {
    const { context, page } = await visitor();
    const response = await page.goto(`${base}${blockPath}`);
    expect(response!.status()).toBe(200);
    await page.locator('.block-site_user_reset_password').getByLabel('Email or username').fill('nobody@reader.example');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'If an account exists' }).textContent()).resolves.toBe(
      resetRequestedMessage,
    );
    await context.close();
  });

  it('e-mails a link that sets a new password, which then logs in; the used link shows a clear error', async () => {
    const { context, page } = await visitor();
    await page.goto(`${base}/account/reset-password`);
    await page.getByLabel('Email or username').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'If an account exists' }).textContent()).resolves.toBe(
      resetRequestedMessage,
    );

    const id = await linkId(email, '/account/reset-password');
    const link = `${base}/account/reset-password?id=${encodeURIComponent(id)}`;
    await page.goto(link);
    await page.getByLabel(/^New password/).fill(resetPassword);
    await page.getByLabel('Confirm new password').fill(resetPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByRole('status').filter({ hasText: 'Your password has been changed.' }).waitFor();
    await page.getByRole('link', { name: 'Log in' }).click();
    await page.waitForURL(`${base}/account/login`);

    await logIn(page, resetPassword);

    await page.goto(link);
    await page.getByLabel(/^New password/).fill('Another-pass-2026');
    await page.getByLabel('Confirm new password').fill('Another-pass-2026');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'link' }).textContent()).resolves.toBe(
      'This password reset link is invalid, used or expired.',
    );
    await context.close();

    // The refused link changed nothing.
    const again = await visitor();
    await logIn(again.page, resetPassword);
    await again.context.close();
  });
});
