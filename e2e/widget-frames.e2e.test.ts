import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../db/seed/seed-demo.ts';
import { asSystem } from '../content-engine/core/context.ts';
import { updateSiteSettingsGroup } from '../content-engine/settings/operations/update-site-settings-group.ts';
import { findTenantByKey } from '../content-engine/tenants/queries.ts';
import { createTestEngine, type TestEngine } from '../content-engine/testing/test-engine.ts';
import { serveToBrowser } from './browser.ts';
import { recordOutsideRequests } from './outside-requests.ts';
import { chooseConsent } from './consent-choices.ts';

/*
 * The widget blocks' frames in a real browser (ADR 65), on the demo events page: nothing of a
 * vendor is requested before consent; functional consent loads the map and the digital edition,
 * targeting consent the CredSpark and SwiftRev widgets. Outside hosts never answer from the internet.
 */
const tenantKey = 'fleetowner';
let engine: TestEngine;
let browser: Browser;
let base: string;
const pageErrors: string[] = [];

beforeAll(async () => {
  engine = await createTestEngine({ site: true });
  await seedDemo(engine.db, { tenants: 1, itemsPerTenant: 60 });
  const ctx = asSystem(engine.context({ tenant: await findTenantByKey(engine.db, tenantKey) }));
  await updateSiteSettingsGroup({ ctx, input: { group: 'oneTrust', value: { scriptId: '' } } });
  ({ base, browser } = await serveToBrowser(engine, tenantKey));
}, 300_000);

afterAll(async () => {
  expect(pageErrors).toEqual([]);
  await browser?.close();
  await engine?.close();
});

const frameSrc = (page: Page, title: string) => page.locator(`iframe[title="${title}"]`).getAttribute('src');

describe('widget frames', () => {
  it('request nothing before consent and load by category once allowed, without a reload', async () => {
    const context = await browser.newContext();
    const requested = await recordOutsideRequests(context);
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(`${base}/resources/events`, { waitUntil: 'networkidle' });
    expect(requested).toEqual([]);
    expect(await frameSrc(page, 'Reader poll')).toBeNull();
    await expect.poll(() => page.getByText('To show the map, allow functional cookies.').isVisible()).toBe(true);

    // The widget's own button opens the preferences.
    await page.locator('.block-simplemaps_us').getByRole('button', { name: 'Cookie Preferences' }).click();
    await chooseConsent(page, ['Functional Cookies']);
    await expect
      .poll(() => frameSrc(page, 'Map of the United States'))
      .toBe('https://maps.fleetowner.example.com/us-events.html');
    await expect
      .poll(() => frameSrc(page, 'Digital edition: Events'))
      .toBe('https://viewer.zmags.com/publication/fleetowner-event-guide');
    expect(await frameSrc(page, 'Reader poll')).toBeNull();
    expect(await frameSrc(page, 'SwiftRev widget')).toBeNull();
    expect(requested.filter((url) => /credspark|swiftrev/.test(url))).toEqual([]);

    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie Preferences' }).click();
    await chooseConsent(page, ['Functional Cookies', 'Targeting Cookies']);
    await expect.poll(() => frameSrc(page, 'Reader poll')).toBe('https://app.credspark.com/embed/fleetowner-poll');
    await expect.poll(() => frameSrc(page, 'SwiftRev widget')).toBe('https://widgets.swiftrev.com/fleetowner/offers');
    await context.close();
  });

  it('keep the countdown quiet: no live region, figures present', async () => {
    const context = await browser.newContext();
    await recordOutsideRequests(context);
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(`${base}/resources/events`);
    const countdown = page.locator('.countdown');
    await countdown.waitFor();
    expect(await countdown.locator('[aria-live]').count()).toBe(0);
    expect(Number(await countdown.locator('[data-countdown-unit="days"]').textContent())).toBeGreaterThan(300);
    await context.close();
  });
});
