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
 * leaderboard's house ad (a linked image, no iframe), the sticky bottom ad (after the first scroll, closed by its button),
 * a native ad in a list ('Sponsored', 'Learn More') and the welcome ad of demotest, opened from its
 * creative's fields and closed; a creative's window message from a slot's iframe (GAM's way) and
 * messages from anywhere else.
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

async function visit(path: string, host = base): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(`${host}${path}`);
  return page;
}

describe('ads on the demo', () => {
  it('renders a house image ad in the header leaderboard as a linked image, without an iframe', async () => {
    const page = await visit('/');
    const slot = page.locator('.header-ad .ad-slot');
    await page.waitForFunction(() => document.querySelector('.header-ad .ad-slot')?.getAttribute('data-ad-state') === 'rendered');
    const creative = slot.getByRole('link');
    await expect(creative.getAttribute('target')).resolves.toBe('_blank');
    await expect(creative.getAttribute('rel')).resolves.toBe('noopener sponsored');
    await expect(creative.getByRole('img').getAttribute('alt')).resolves.toMatch(/^Advertisement: /);
    // The image has loaded at the slot's size.
    expect(await creative.getByRole('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.width > 0)).toBe(true);
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
    await page.evaluate(() => {
      const frame = document.createElement('iframe');
      frame.setAttribute('sandbox', 'allow-scripts');
      frame.srcdoc = `<script>parent.postMessage(${JSON.stringify(JSON.stringify({ adType: 'welcomeAdImage', adImagePath: '/files/fleetowner/logos/site-logo.png', adClickUrl: '/' }))}, '*')</script>`;
      document.querySelector('.ad-slot-page')!.append(frame);
    });
    const dialog = page.getByRole('dialog', { name: 'Advertisement' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Close advertisement' }).click();
    await page.context().close();
  });

  it('ignores messages that do not come from an ad iframe, and malformed ones', async () => {
    const page = await visit('/');
    await page.locator('.ad-slot-page[data-ad-state]').waitFor({ state: 'attached' });
    await page.evaluate(() => new Promise<void>((resolve) => {
      window.postMessage(JSON.stringify({ adType: 'welcomeAdImage', adImagePath: '/x.svg' }), '*');
      window.postMessage('{not json', '*');
      // Messages arrive in order: once the probe is in, the page has handled the two before it.
      addEventListener('message', (event) => event.data === 'probe' && setTimeout(resolve, 0));
      window.postMessage('probe', '*');
    }));
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.context().close();
  });
});
