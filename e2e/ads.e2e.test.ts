import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../db/seed/seed-demo.ts';
import { createTestEngine, type TestEngine } from '../content-engine/testing/test-engine.ts';
import { serveToBrowser } from './browser.ts';

/*
 * Ads in a real browser against the demo, served by the local ad server: the header
 * leaderboard's house ad (a linked image, no iframe), the sticky bottom ad (after the first
 * scroll, closed by its button), a native ad in a list ('Sponsored', 'Learn More'), the welcome
 * ad of demotest (opened from its creative's fields and closed), a reskin's background and
 * banner, plantservices' siteskin columns where they fit; a creative's window message from a
 * slot's iframe (GAM's way) and messages from anywhere else.
 */
let engine: TestEngine;
let browser: Browser;
let base: string;
let filesDir: string;
const pageErrors: string[] = [];

beforeAll(async () => {
  filesDir = mkdtempSync(join(tmpdir(), 'masthead-e2e-ads-'));
  engine = await createTestEngine({ site: true, filesDir });
  await seedDemo(engine.db, { filesDir, itemsPerTenant: 80 });
  ({ base, browser } = await serveToBrowser(engine, 'fleetowner'));
}, 300_000);

afterAll(async () => {
  expect(pageErrors).toEqual([]);
  await browser?.close();
  await engine?.close();
  if (filesDir) rmSync(filesDir, { recursive: true, force: true });
});

async function visit(path: string, host = base, viewport = { width: 1280, height: 800 }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(`${host}${path}`);
  return page;
}

let creatives = 0;
/**
 * A GAM creative's frame: a document of the ad server's own host (answered here, never from the
 * internet) whose script posts `message` to the page. A `srcdoc` frame would share the page's CSP,
 * which runs no inline script; a creative from the ad server has its own.
 */
async function creativeFrame(page: Page, message: string): Promise<string> {
  const src = `https://tpc.googlesyndication.example/creative-${++creatives}.html`;
  await page.context().route(src, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<script>parent.postMessage(${JSON.stringify(message)}, '*')</script>`,
    }),
  );
  return src;
}

describe('ads on the demo', () => {
  it('renders a house image ad in the header leaderboard as a linked image, without an iframe', async () => {
    const page = await visit('/');
    const slot = page.locator('.header-ad .ad-slot');
    await page.waitForFunction(
      () => document.querySelector('.header-ad .ad-slot')?.getAttribute('data-ad-state') === 'rendered',
    );
    const creative = slot.getByRole('link');
    await expect(creative.getAttribute('target')).resolves.toBe('_blank');
    await expect(creative.getAttribute('rel')).resolves.toBe('noopener sponsored');
    await expect(creative.getByRole('img').getAttribute('alt')).resolves.toMatch(/^Advertisement: /);
    // The image has loaded at the slot's size.
    expect(
      await creative
        .getByRole('img')
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.width > 0),
    ).toBe(true);
    expect(await page.locator('iframe').count()).toBe(0);
    await page.context().close();
  });

  it('shows the sticky ad only after a scroll, and its close button removes it', async () => {
    const page = await visit('/');
    const sticky = page.locator('.sticky-ad');
    expect(await sticky.isVisible()).toBe(false);
    await page.mouse.wheel(0, 400);
    await sticky.waitFor({ state: 'visible' });
    await sticky.locator('.ad-creative img').waitFor();
    const close = page.getByRole('button', { name: 'Close advertisement' });
    await close.focus();
    await page.keyboard.press('Enter');
    await sticky.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it("shows a native ad in a list with the 'Sponsored' label and a 'Learn More' link", async () => {
    const page = await visit('/');
    const native = page.locator('.content-list .native-ad').first();
    await native.scrollIntoViewIfNeeded();
    await native.getByText('Sponsored', { exact: false }).first().waitFor();
    const more = native.locator('a.native-ad-more');
    await more.waitFor();
    // Shown as 'Learn More'; its accessible name also says where it goes.
    expect(await more.evaluate((link) => link.firstChild?.textContent)).toBe('Learn More');
    expect(await more.getAttribute('href')).toBeTruthy();
    await native.getByRole('link', { name: /^Learn More about \S/ }).waitFor();
    expect(await native.locator('.native-ad-label').textContent()).toMatch(/^Sponsored · /);
    await page.context().close();
  });

  it('opens the welcome ad from its creative and closes it', async () => {
    const host = base.replace('fleetowner.localhost', 'demotest.localhost');
    const page = await visit('/', host);
    const dialog = page.getByRole('dialog', { name: 'Advertisement' });
    await dialog.waitFor();
    await dialog.getByRole('img', { name: 'Advertisement' }).waitFor();
    await dialog.getByRole('button', { name: 'Close advertisement' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.reload();
    await page.locator('.ad-slot-page[data-ad-state="rendered"]').waitFor({ state: 'attached' });
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.context().close();
  });

  it("honours a creative's window message from inside a slot's iframe, as GAM creatives post them", async () => {
    const page = await visit('/');
    // fleetowner has no welcome creative: its page slot ends empty; a GAM creative would be a frame in it.
    await page.locator('.ad-slot-page[data-ad-state="empty"]').waitFor({ state: 'attached', timeout: 15_000 });
    const src = await creativeFrame(
      page,
      JSON.stringify({
        adType: 'welcomeAdImage',
        adImagePath: '/files/fleetowner/logos/site-logo.png',
        adClickUrl: '/',
      }),
    );
    await page.evaluate((src) => {
      const frame = document.createElement('iframe');
      frame.setAttribute('sandbox', 'allow-scripts');
      frame.src = src;
      document.querySelector('.ad-slot-page')!.append(frame);
    }, src);
    const dialog = page.getByRole('dialog', { name: 'Advertisement' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Close advertisement' }).click();
    await page.context().close();
  });

  it("puts a reskin creative's background and linked banner on the page", async () => {
    const page = await visit('/');
    // fleetowner has no skin creative: its skin slot ends empty; a GAM reskin would be a frame in it.
    await page.locator('.ad-skin-area .ad-slot[data-ad-state="empty"]').waitFor({ state: 'attached', timeout: 15_000 });
    const reskin = {
      adSkinType: 'reskin',
      adClickUrl: '/',
      adImagePath: '/files/fleetowner/logos/site-logo.png',
      backgroundImagePath: '/files/fleetowner/logos/site-logo.png',
      adTitle: 'Acme reskin',
    };
    const src = await creativeFrame(page, JSON.stringify(reskin));
    await page.evaluate((src) => {
      const frame = document.createElement('iframe');
      frame.setAttribute('sandbox', 'allow-scripts');
      frame.src = src;
      document.querySelector('.ad-skin-area .ad-slot')!.append(frame);
    }, src);
    const banner = page.locator('.ad-skin-area a.reskin-banner');
    await banner.getByRole('img', { name: 'Acme reskin' }).waitFor();
    expect(await banner.getAttribute('href')).toBe('/');
    expect(await page.evaluate(() => document.body.style.backgroundImage)).toContain(
      '/files/fleetowner/logos/site-logo.png',
    );
    await page.context().close();
  });

  it("shows plantservices' siteskin columns beside the page where they fit, below the header's offsets, and not on a narrower screen", async () => {
    const host = base.replace('fleetowner.localhost', 'plantservices.localhost');
    const wide = await visit('/', host, { width: 1920, height: 1000 });
    const columns = wide.locator('.ad-skin-area .siteskin-column');
    await columns.first().waitFor();
    expect(await columns.count()).toBe(2);
    for (const column of await columns.all()) {
      await column.waitFor({ state: 'visible' });
      // Top offset of spec public §9: 90 px, +45 with a primary menu (no editor toolbar here).
      expect(await column.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
      expect(await column.evaluate((el) => el.style.top)).toMatch(/^(90|135)px$/);
    }
    await wide.context().close();
    const narrow = await visit('/', host, { width: 1280, height: 800 });
    await narrow.locator('.ad-skin-area .siteskin-column').first().waitFor({ state: 'attached' });
    expect(await narrow.locator('.ad-skin-area .siteskin-column').first().isVisible()).toBe(false);
    await narrow.context().close();
  });

  it('ignores messages that do not come from an ad iframe, and malformed ones', async () => {
    const page = await visit('/');
    await page.locator('.ad-slot-page[data-ad-state]').waitFor({ state: 'attached' });
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          window.postMessage(JSON.stringify({ adType: 'welcomeAdImage', adImagePath: '/x.svg' }), '*');
          window.postMessage('{not json', '*');
          // Messages arrive in order: once the probe is in, the page has handled the two before it.
          addEventListener('message', (event) => event.data === 'probe' && setTimeout(resolve, 0));
          window.postMessage('probe', '*');
        }),
    );
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.context().close();
  });
});
