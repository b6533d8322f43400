import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ParsedMail } from 'mailparser';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localCaptchaToken } from '../content-engine/captcha/index.ts';
import { createSmtpMailer } from '../content-engine/mail/index.ts';
import { startSmtpTestServer, type SmtpTestServer } from '../content-engine/testing/smtp-test-server.ts';
import { createTestEngine, type TestEngine } from '../content-engine/testing/test-engine.ts';
import { demographicSpecs } from '../db/seed/generate/demographics.ts';
import { seedDemo } from '../db/seed/seed-demo.ts';
import { serveToBrowser } from './browser.ts';

/*
 * Registration in a real browser against the demo: choose a membership, sign up, open the link
 * the real SMTP server received, answer the membership's questions, complete, and use the new
 * account (account menu, logout, login, a failed login). Used and expired links show only their
 * error; login on the registration page asks to complete the registration first.
 */
const tenantKey = 'fleetowner';
const loginFailure =
  'Please try again or use the reset password link below. If you continue to have issues, please email us at customer service (customerservice@fleetowner.com) and include browser details.';
const badLink = 'This registration link is invalid, used or expired.';
const email = 'nora.newman@reader.example';
const password = 'A-new-password-1';
const question = (id: number) => demographicSpecs.find((spec) => spec.id === id)!.omedaWebformText;

let smtp: SmtpTestServer;
let engine: TestEngine;
let browser: Browser;
let base: string;
let filesDir: string;
let membershipTitle: string;
let usedLink: string;
/** The engine's clock runs this far ahead of the real one (expiring links, dropping cached answers). */
let clockOffset = 0;
const pageErrors: string[] = [];

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  filesDir = mkdtempSync(join(tmpdir(), 'masthead-e2e-registration-'));
  engine = await createTestEngine({
    site: true,
    filesDir,
    now: () => Date.now() + clockOffset,
    ports: { mail: createSmtpMailer(smtp.url) },
  });
  await seedDemo(engine.db, { filesDir, tenants: 1 });
  ({ base, browser } = await serveToBrowser(engine, tenantKey));
  membershipTitle = (await engine.db('memberships').where({ tenant_key: tenantKey, alias: 'free' }).first('title'))
    .title;
}, 300_000);

afterAll(async () => {
  expect(pageErrors).toEqual([]);
  await browser?.close();
  await engine?.close();
  await smtp?.close();
  rmSync(filesDir, { recursive: true, force: true });
});

async function visitor(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return { context, page };
}

/** The site path and query of the registration link in a mail (its origin is the tenant's public domain). */
function registrationLink(mail: ParsedMail): string {
  const match = /https?:\/\/[^/\s]+(\/account\/complete-registration\?id=[^\s"<]+)/.exec(mail.text ?? '');
  if (!match?.[1]) throw new Error(`No registration link in: ${mail.text}`);
  return match[1];
}

async function logIn(page: Page, secret: string) {
  await page.goto(`${base}/account/login?redirectTo=${encodeURIComponent('/')}`);
  await page.getByLabel('Email or username').fill(email);
  await page.getByLabel('Password').fill(secret);
  await page.getByRole('button', { name: 'Login' }).click();
}

describe('joining', () => {
  it("says 'Memberships are not available at this time.' when the site offers none", async () => {
    await engine.db('memberships').where({ tenant_key: tenantKey }).update({ status: 0 });
    const { context, page } = await visitor();
    await page.goto(`${base}/membership/choose`);
    await page.getByText('Memberships are not available at this time.', { exact: true }).waitFor();
    await context.close();
    await engine
      .db('memberships')
      .where({ tenant_key: tenantKey, alias: 'free' })
      .orWhere({ tenant_key: tenantKey, alias: 'insider' })
      .update({ status: 1 });
    // The public answer was cached for a minute.
    clockOffset += 61_000;
  });

  it('answers 404 for an unknown membership alias', async () => {
    const response = await engine.app.inject({
      url: '/membership/signup/no-such-membership',
      headers: { host: `${tenantKey}.localhost` },
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('404 - Page Not Found');
  });
});

describe('a new member', () => {
  it('chooses a membership, signs up, completes the registration from the e-mailed link and is signed in', async () => {
    const { context, page } = await visitor();
    await page.goto(`${base}/membership/choose?redirectTo=${encodeURIComponent('/')}&pk=SPRING`);
    await page.getByRole('link', { name: `Join ${membershipTitle}` }).click();
    await page.waitForURL(`${base}/membership/signup/free?redirectTo=%2F&pk=SPRING`);

    const submit = page.getByRole('button', { name: 'Continue' });
    await page.getByRole('button', { name: 'Continue', disabled: false }).waitFor();
    await submit.click();
    await page.getByText('Field is required').first().waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Country').selectOption('US');
    await page.getByLabel('Region').selectOption('NY');
    await submit.click();
    await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();

    const mail = await smtp.nextTo(email);
    usedLink = registrationLink(mail);
    expect(await engine.db('site_users').where({ tenant_key: tenantKey, email }).first('promo_code', 'status')).toEqual(
      { promo_code: 'SPRING', status: 'pending' },
    );

    await page.goto(`${base}${usedLink}`);
    await page.getByRole('heading', { name: 'Complete your registration' }).waitFor();
    await page.getByText(email).waitFor();
    await page.getByRole('button', { name: 'Complete registration' }).click();
    await page.getByText('Please correct issues with this form').waitFor();

    await page.getByLabel('Password').first().fill(password);
    await page.getByLabel('First name').fill('Nora');
    await page.getByLabel('Last name').fill('Newman');
    await expect(page.getByLabel('Country').inputValue()).resolves.toBe('US');
    await expect(page.getByLabel('Region').inputValue()).resolves.toBe('NY');
    await page.getByLabel(question(101)).selectOption({ label: 'Operations' });
    await page.getByLabel(question(102)).selectOption({ label: 'Transportation & Logistics' });
    const interests = page.getByRole('group', { name: question(103) });
    await interests.getByLabel('Safety').check();
    await interests.getByLabel('Equipment').check();
    await page.getByRole('button', { name: 'Complete registration' }).click();

    await page.waitForURL(`${base}/`);
    await page.getByRole('button', { name: 'Nora' }).waitFor();
    const user = await engine
      .db('site_users')
      .where({ tenant_key: tenantKey, email })
      .first('status', 'first_name', 'country_code', 'region', 'demographics');
    expect(user).toMatchObject({ status: 'active', first_name: 'Nora', country_code: 'US', region: 'NY' });
    expect(JSON.parse(user.demographics)).toEqual({ demo_101: 10102, demo_102: 10202, demo_103: [10303, 10306] });

    await page.getByRole('button', { name: 'Nora' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('link', { name: 'Login' }).first().waitFor();
    await context.close();
  });

  it("reported each step of the registration funnel, the pages' and the engine's", async () => {
    const steps = async () =>
      (
        await engine
          .db('tracking_events')
          .where({ tenant_key: tenantKey, type: 'registration' })
          .orderBy('id')
          .select('payload')
      ).map((row: { payload: string }) => (JSON.parse(row.payload) as { step: string }).step);
    await expect
      .poll(steps, { timeout: 10_000 })
      .toEqual(
        expect.arrayContaining([
          'joinPageView',
          'joinFormSubmit',
          'confirmationEmailSent',
          'completeRegistrationPageView',
          'completeRegistrationFormSubmit',
          'registrationCompleted',
        ]),
      );
    // The chooser's own Join links lead within the join pages: no link click.
    expect(await steps()).not.toContain('joinLinkClick');
  });

  it("counts a click on the header's Join link as the funnel's join link click", async () => {
    const { context, page } = await visitor();
    await page.goto(`${base}/`);
    await page.locator('.site-header .account-join').click();
    await page.waitForURL(`${base}/membership/choose`);
    await expect
      .poll(
        async () =>
          (
            await engine.db('tracking_events').where({ tenant_key: tenantKey, type: 'registration' }).select('payload')
          ).map((row: { payload: string }) => JSON.parse(row.payload) as Record<string, unknown>),
        { timeout: 10_000 },
      )
      .toContainEqual(
        expect.objectContaining({ step: 'joinLinkClick', href: '/membership/choose', placement: 'header' }),
      );
    await context.close();
  });

  it('logs in with the new password, and a wrong one fails with the exact text', async () => {
    const { context, page } = await visitor();
    await logIn(page, 'not-the-password');
    await expect(page.getByRole('alert').filter({ hasText: 'Please try again' }).textContent()).resolves.toBe(
      loginFailure,
    );
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${base}/`);
    await page.getByRole('button', { name: 'Nora' }).waitFor();
    await context.close();
  });
});

describe('the registration link', () => {
  it('shows only its error once used, and login there asks to complete the registration first', async () => {
    const { context, page } = await visitor();
    await page.goto(`${base}${usedLink}`);
    await page.locator('.complete-registration').getByRole('alert').filter({ hasText: badLink }).waitFor();
    expect(await page.getByRole('button', { name: 'Complete registration' }).count()).toBe(0);

    await page.getByText('Already registered? Log in').click();
    const login = page.locator('.login-slot');
    await login.getByLabel('Email or username').fill(email);
    await login.getByLabel('Password').fill(password);
    await login.getByRole('button', { name: 'Login' }).click();
    await page
      .locator('.Toastify')
      .getByText('Please complete your registration before you login', { exact: true })
      .waitFor();
    expect(page.url()).toBe(`${base}${usedLink}`);
    await context.close();
  });

  it('shows only its error once expired (after seven days)', async () => {
    const late = 'late.joiner@reader.example';
    const membership = await engine.db('memberships').where({ tenant_key: tenantKey, alias: 'free' }).first('id');
    const asked = await engine.gql(
      `mutation($input: RequestRegisterSiteUserInput!) { requestRegisterSiteUser(input: $input) { ok } }`,
      {
        input: {
          email: late,
          membershipId: membership.id,
          countryCode: 'DE',
          consent: { GDPR: true },
          recaptchaToken: localCaptchaToken,
        },
      },
      { tenantKey },
    );
    expect(asked.errors).toBeUndefined();
    const link = registrationLink(await smtp.nextTo(late));
    clockOffset += 7 * 24 * 60 * 60_000 + 60_000;

    const { context, page } = await visitor();
    await page.goto(`${base}${link}`);
    await page.locator('.complete-registration').getByRole('alert').filter({ hasText: badLink }).waitFor();
    expect(await page.getByLabel('First name').count()).toBe(0);
    await context.close();
  });
});
