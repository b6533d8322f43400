import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../db/seed/seed-demo.ts';
import { demoMemberEmail, demoMemberPassword } from '../db/seed/generate/site-users.ts';
import { loadSiteSettings } from '../content-engine/core/site-settings-reader.ts';
import { overrideTopSectionPage } from '../content-engine/testing/fixtures.ts';
import { checkHtml, describeMessages } from '../content-engine/testing/validators/nu-html-checker.ts';
import { createTestEngine, type TestEngine } from '../content-engine/testing/test-engine.ts';
import { findSubscriptions } from '../content-engine/newsletter-subscribers/queries.ts';
import { serveToBrowser } from './browser.ts';
import { answerNextDialog } from './dialogs.ts';

/*
 * Newsletter sign-up in a real browser against the demo (fleetowner, new design): a section page
 * whose layout is the subscribe block alone; the anonymous form's validation and success, the
 * footer's Sign Up flyout, and the member's opt-out through the same island.
 */
const tenantKey = 'fleetowner';
const texts = {
  select: 'Please select a newsletter before continuing',
  required: 'Field is required',
  correct: 'Please correct issues with this form',
  done: "You're all done! You will now receive updates from the newsletter(s) you selected.",
};

let engine: TestEngine;
let browser: Browser;
let base: string;
let blockPath: string;
let newsletters: { id: string; title: string }[];
const pageErrors: string[] = [];

beforeAll(async () => {
  engine = await createTestEngine({ site: true });
  await seedDemo(engine.db, { tenants: 1, itemsPerTenant: 100 });
  const blocks = [{ id: 'b1', type: 'subscribe', settings: {} }];
  blockPath = await overrideTopSectionPage(engine.db, {
    tenantKey,
    name: 'Subscribe here',
    grid: {
      rows: [
        { id: 'r1', settings: { layout: '1' }, columns: [{ id: 'c1', settings: { blockAlignment: 'top' }, blocks }] },
      ],
    },
  });
  newsletters = (await loadSiteSettings(engine.db, tenantKey)).newsletters.enabledNewsletters.filter(
    (n) => n.showInSubscribeBlock,
  );
  expect(newsletters.length).toBeGreaterThan(1);
  ({ base, browser } = await serveToBrowser(engine, tenantKey));
}, 300_000);

afterAll(async () => {
  expect(pageErrors).toEqual([]);
  await browser?.close();
  await engine?.close();
});

async function visitor(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return { context, page };
}

const block = (page: Page) => page.getByRole('region', { name: 'Sign up for our newsletters' });

describe('the subscribe block', () => {
  it('renders the same for every visitor: the settings’ title and newsletters only, valid HTML', async () => {
    const response = await engine.app.inject({ url: blockPath, headers: { host: `${tenantKey}.localhost` } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('class="subscribe-block"');
    expect(response.body).toContain('Sign Up');
    expect(response.body).not.toContain(demoMemberEmail(tenantKey));
    const failures = Object.entries(checkHtml({ [blockPath]: response.body })).filter(
      ([, messages]) => messages.length > 0,
    );
    expect(Object.fromEntries(failures.map(([url, messages]) => [url, describeMessages(messages)]))).toEqual({});
  });

  it('shows each validation text, then signs an anonymous visitor up with the promo code of the address', async () => {
    const { context, page } = await visitor();
    await page.goto(`${base}${blockPath}?pk=E2EPROMO`);
    const form = block(page);
    const submit = form.getByRole('button', { name: 'Subscribe' });
    await submit.click();
    await form.getByText(texts.select, { exact: true }).waitFor();
    await form.getByText(texts.correct, { exact: true }).waitFor();
    await expect(form.getByText(texts.required, { exact: true }).count()).resolves.toBe(2);

    await form.getByRole('checkbox', { name: newsletters[0]!.title }).check();
    await form.getByLabel('Email').fill('new.reader@example.com');
    await form.getByLabel('Country').selectOption('CA');
    await submit.click();
    // Canada has regions and requires the consent.
    await expect(form.getByText(texts.required, { exact: true }).count()).resolves.toBe(2);
    await expect(form.getByText(texts.select, { exact: true }).count()).resolves.toBe(0);
    await form.getByText(texts.correct, { exact: true }).waitFor();

    await form.getByLabel('Region').selectOption('ON');
    await form.getByRole('checkbox', { name: /I agree/ }).check();
    await submit.click();
    await form.getByText(texts.done, { exact: true }).waitFor();
    const rows = await findSubscriptions(engine.db, { tenantKey, email: 'new.reader@example.com' });
    expect(rows.map((r) => [r.newsletter_id, r.country_code, r.region_code, r.consent, r.promo_code])).toEqual([
      [newsletters[0]!.id, 'CA', 'ON', { CASL: true }, 'E2EPROMO'],
    ]);
    // Tracked as a sign-up from the anonymous widget (spec public §7).
    const tracked = () =>
      engine.db('tracking_events').where({ tenant_key: tenantKey, type: 'newsletterSubscription' }).pluck('payload');
    await expect
      .poll(async () => (await tracked()).map((payload: string) => JSON.parse(payload)))
      .toEqual([{ source: 'NlWidgetUnauthenticated', action: 'OptIn', newsletterIds: [newsletters[0]!.id] }]);
    await context.close();
  });

  it('signs up from the footer’s Sign Up flyout, which hydrates only once opened', async () => {
    const { context, page } = await visitor();
    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    const flyout = page.locator('.newsletter-flyout');
    // Astro drops `ssr` from an island once it hydrates.
    await expect(flyout.locator('astro-island[ssr]').count()).resolves.toBe(1);
    await flyout.getByText('Sign Up', { exact: true }).click();
    await flyout.getByRole('checkbox', { name: newsletters[1]!.title }).check();
    await flyout.getByLabel('Email').fill('footer.reader@example.com');
    await flyout.getByLabel('Country').selectOption('DE');
    await flyout.getByRole('button', { name: 'Subscribe' }).click();
    await flyout.getByText(texts.done, { exact: true }).waitFor();
    const rows = await findSubscriptions(engine.db, { tenantKey, email: 'footer.reader@example.com' });
    expect(rows.map((r) => [r.newsletter_id, r.country_code, r.consent])).toEqual([
      [newsletters[1]!.id, 'DE', { GDPR: false }],
    ]);
    await context.close();
  });

  it('congratulates a member who has every newsletter, and opts them out at once after confirming, with the exact toast', async () => {
    const member = await engine
      .db('site_users')
      .where({ tenant_key: tenantKey, email: demoMemberEmail(tenantKey) })
      .first('id');
    const held = await engine.db('site_user_newsletters').where({ site_user_id: member.id }).pluck('newsletter_id');
    const missing = newsletters.filter((n) => !held.includes(n.id));
    if (missing.length > 0)
      await engine.db('site_user_newsletters').insert(
        missing.map((n) => ({
          tenant_key: tenantKey,
          site_user_id: member.id,
          newsletter_id: n.id,
          created: Date.now(),
        })),
      );
    const { context, page } = await visitor();
    await page.goto(`${base}/account/login?redirectTo=${encodeURIComponent(blockPath)}`);
    await page.getByLabel('Email or username').fill(demoMemberEmail(tenantKey));
    await page.getByLabel('Password').fill(demoMemberPassword);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${base}${blockPath}`);

    const congrats = block(page).getByText(
      'Congrats, you have subscribed to all of our newsletters! Please check back later to see if we have added any new ones.',
      { exact: true },
    );
    await congrats.waitFor();
    const checkbox = block(page).getByRole('checkbox', { name: newsletters[0]!.title });
    await expect(checkbox.isChecked()).resolves.toBe(true);
    await expect(block(page).getByLabel('Email').count()).resolves.toBe(0);
    const questions = answerNextDialog(page, true);
    await checkbox.click();
    await page.getByText('Newsletter opt out successful!', { exact: true }).waitFor();
    expect(questions).toEqual(['Are you sure you wish to opt out from this newsletter?']);
    await expect(checkbox.isChecked()).resolves.toBe(false);
    await expect(congrats.count()).resolves.toBe(0);

    // The opt-out and opting back in are tracked from the member's widget, with the member (spec public §3, §7).
    await checkbox.click();
    await page.getByText('Newsletter opt in successful!', { exact: true }).waitFor();
    const tracked = () =>
      engine
        .db('tracking_events')
        .where({ tenant_key: tenantKey, type: 'newsletterSubscription', site_user_id: member.id })
        .orderBy('id')
        .pluck('payload');
    await expect
      .poll(async () => (await tracked()).map((payload: string) => JSON.parse(payload)))
      .toEqual([
        { source: 'NlWidgetAuthenticated', action: 'OptOut', newsletterIds: [newsletters[0]!.id] },
        { source: 'NlWidgetAuthenticated', action: 'OptIn', newsletterIds: [newsletters[0]!.id] },
      ]);
    await context.close();
  });
});
