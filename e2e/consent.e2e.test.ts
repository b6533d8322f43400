import type { Browser, BrowserContext, Page } from 'playwright-core';
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
 * Consent and tracking in a real browser against the demo (fleetowner): the settings turn on an
 * analytics tag manager and a session recorder (performance), a personalisation service
 * (functional) and two social pixels (targeting). Third-party hosts never answer from the
 * internet: every request to them is recorded and answered with an empty script.
 */
const tenantKey = 'fleetowner';
const scriptHosts = {
  googleTagManager: 'www.googletagmanager.com',
  hotjar: 'static.hotjar.com',
  blueConic: 'cdn.blueconic.example',
  facebookPixel: 'connect.facebook.net',
  linkedInInsight: 'snap.licdn.com',
};
type ScriptName = keyof typeof scriptHosts;

let engine: TestEngine;
let browser: Browser;
let base: string;
const pageErrors: string[] = [];

beforeAll(async () => {
  engine = await createTestEngine({ site: true });
  await seedDemo(engine.db, { tenants: 1, itemsPerTenant: 60 });
  const ctx = asSystem(engine.context({ tenant: await findTenantByKey(engine.db, tenantKey) }));
  await updateSiteSettingsGroup({ ctx, input: { group: 'oneTrust', value: { scriptId: '' } } });
  await updateSiteSettingsGroup({ ctx, input: { group: 'googleTagManager', value: { containerID: 'GTM-E2E1234' } } });
  await updateSiteSettingsGroup({
    ctx,
    input: {
      group: 'thirdPartyScripts',
      value: {
        hotjar: { enabled: true, siteId: '1234567' },
        blueConic: { enabled: true, sourceUrl: 'https://cdn.blueconic.example/fleetowner.js' },
        facebookPixel: { enabled: true, pixelId: '555000111' },
        linkedInInsight: { enabled: true, partnerId: '777000' },
        feathrSuperPixel: { enabled: false },
      },
    },
  });
  ({ base, browser } = await serveToBrowser(engine, tenantKey));
}, 300_000);

afterAll(async () => {
  expect(pageErrors).toEqual([]);
  await browser?.close();
  await engine?.close();
});

/** A visitor whose requests to other hosts are recorded (by script) and answered with nothing. */
async function visitor(): Promise<{ context: BrowserContext; page: Page; requested: () => ScriptName[] }> {
  const context = await browser.newContext();
  const requests = await recordOutsideRequests(context);
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const requested = () =>
    requests
      .map(
        (url) =>
          (Object.entries(scriptHosts).find(([, host]) => new URL(url).hostname === host)?.[0] ?? url) as ScriptName,
      )
      .sort();
  return { context, page, requested };
}

const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });
// The sticky ad's offset (spec public §9: the consent banner's height), set while the banner shows.
const bannerHeight = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.querySelector('.sticky-ad')!).bottom);

describe('the consent banner and third-party scripts', () => {
  it('asks first and loads no third-party script before consent; the banner’s height is the sticky offset', async () => {
    const { context, page, requested } = await visitor();
    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    await banner(page).waitFor();
    expect(requested()).toEqual([]);
    await expect.poll(async () => Number.parseInt(await bannerHeight(page), 10)).toBeGreaterThan(0);
    await context.close();
  });

  it('loads exactly the scripts of each category allowed, once each, and remembers the answer', async () => {
    const { context, page, requested } = await visitor();
    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    await banner(page).getByRole('button', { name: 'Cookie Preferences' }).click();
    await chooseConsent(page, ['Performance Cookies']);
    await expect.poll(requested).toEqual(['googleTagManager', 'hotjar']);
    await banner(page).waitFor({ state: 'hidden' });
    expect(await bannerHeight(page)).toBe('0px');
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { dataLayer: { event: string }[] }).dataLayer.filter(
            (entry) => entry.event === 'masthead.pageView',
          ).length,
      ),
    ).toBe(1);

    // The footer link reopens the choice; adding targeting loads only its scripts.
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie Preferences' }).click();
    await chooseConsent(page, ['Performance Cookies', 'Targeting Cookies']);
    await expect.poll(requested).toEqual(['facebookPixel', 'googleTagManager', 'hotjar', 'linkedInInsight']);
    await page.waitForLoadState('networkidle');
    expect(requested()).toEqual(['facebookPixel', 'googleTagManager', 'hotjar', 'linkedInInsight']);
    const fbq = await page.evaluate(() => (window as unknown as { fbq: { queue: unknown[][] } }).fbq.queue);
    expect(fbq).toEqual([
      ['init', '555000111'],
      ['track', 'PageView'],
    ]);

    // Remembered: the next page loads them at once, without the banner. The page inserts them as it
    // starts, which may be after the network went quiet: wait for them, then for the network again.
    await page.reload({ waitUntil: 'networkidle' });
    const twice = [
      'facebookPixel',
      'facebookPixel',
      'googleTagManager',
      'googleTagManager',
      'hotjar',
      'hotjar',
      'linkedInInsight',
      'linkedInInsight',
    ];
    await expect.poll(requested).toEqual(twice);
    await page.waitForLoadState('networkidle');
    expect(requested()).toEqual(twice);
    expect(await banner(page).isHidden()).toBe(true);
    expect(await bannerHeight(page)).toBe('0px');
    await context.close();
  });

  it('loads every script once on Accept All', async () => {
    const { context, page, requested } = await visitor();
    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    await banner(page).getByRole('button', { name: 'Accept All' }).click();
    await expect
      .poll(requested)
      .toEqual(['blueConic', 'facebookPixel', 'googleTagManager', 'hotjar', 'linkedInInsight']);
    await context.close();
  });

  it('loads none on Reject All, then or after a reload', async () => {
    const { context, page, requested } = await visitor();
    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    await banner(page).getByRole('button', { name: 'Reject All' }).click();
    await banner(page).waitFor({ state: 'hidden' });
    await page.reload({ waitUntil: 'networkidle' });
    expect(await banner(page).isHidden()).toBe(true);
    expect(requested()).toEqual([]);
    const cookie = (await context.cookies()).find((c) => c.name === 'mastheadConsent');
    expect(decodeURIComponent(cookie!.value)).toContain('groups=C0001:1,C0002:0,C0003:0,C0004:0,C0005:0');
    await context.close();
  });
});

describe('tracking in the engine', () => {
  const eventsOf = (sessionIds: string[], type: string) =>
    engine
      .db('tracking_events')
      .where({ tenant_key: tenantKey, type })
      .whereIn('session_id', sessionIds)
      .orderBy('id')
      .select('page', 'payload');
  /**
   * The tab's visit id, once the tracking island has made it (with the first page view it sends):
   * waited for, since on a loaded machine the island may run after the network went idle, and an
   * empty id read too early would match no event however long the poll below waits.
   */
  const sessionOf = async (page: Page) => {
    await page.waitForFunction(() => !!sessionStorage.getItem('masthead.sessionId'), undefined, { timeout: 60_000 });
    return page.evaluate(() => sessionStorage.getItem('masthead.sessionId')!);
  };

  it('stores a page view once per page with the page details, and a menu click', async () => {
    const { context, page } = await visitor();
    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    const session = await sessionOf(page);
    const menuLink = page.getByRole('navigation', { name: 'Primary' }).getByRole('link').first();
    const target = (await menuLink.getAttribute('href'))!;
    await menuLink.click();
    await page.waitForURL(`${base}${target}`);
    await page.waitForLoadState('networkidle');
    await expect.poll(async () => (await eventsOf([session], 'pageView')).length).toBe(2);
    const views = (await eventsOf([session], 'pageView')).map((row) => JSON.parse(row.page));
    expect(views.map((view) => view.path)).toEqual(['/', target]);
    expect(views[1]).toMatchObject({
      pageType: 'section',
      canonicalPath: target,
      pageUrl: `${base}${target}`,
      referrer: `${base}/`,
      sectionId: expect.any(Number),
      pageTitle: expect.stringContaining(' | '),
    });
    const clicks = (await eventsOf([session], 'menuClick')).map((row) => [
      JSON.parse(row.page).path,
      JSON.parse(row.payload),
    ]);
    expect(clicks).toEqual([['/', expect.objectContaining({ href: target, menu: 'header_primary' })]]);
    await context.close();
  });
});
