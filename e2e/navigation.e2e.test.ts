import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoMemberEmail, demoMemberPassword } from '../db/seed/generate/site-users.ts';
import { axeViolations } from './axe.ts';

/**
 * axe-core's violations in the header and its menus, and every serious or critical one on the page
 * (the rest of the page — its ads, its headings — is other suites' business).
 */
const headerViolations = async (page: Page) =>
  (await axeViolations(page)).filter(
    (line) => /site-header|mega|hamburger|nav-|sidebar|sponsored/.test(line) || /^(serious|critical) /.test(line),
  );
import { startDemoSession, type DemoSession } from './demo-session.ts';

/*
 * The header's navigation in Chromium (ADR 0061), as WAI-ARIA's disclosure navigation pattern:
 * the new design's mega menu (fleetowner) and the old design's hamburger sidebar (plantservices)
 * open from their button, keep the focus inside, close on Escape and on a click outside and give
 * the focus back to the button; axe-core finds nothing, open or closed.
 */
let session: DemoSession;
let newBase: string;
let oldBase: string;

beforeAll(async () => {
  session = await startDemoSession({ site: true, tenantKey: 'fleetowner', seed: { tenants: 2, itemsPerTenant: 120 } });
  newBase = session.base;
  oldBase = session.base.replace('fleetowner.', 'plantservices.');
});
afterAll(() => session?.close());

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');
const focusedInside = (page: Page, id: string) =>
  page.evaluate((panel) => !!document.getElementById(panel)?.contains(document.activeElement), id);

async function expectClosedAndFocused(page: Page, toggle: ReturnType<Page['locator']>, panelId: string) {
  await page.locator(`#${panelId}`).waitFor({ state: 'hidden' });
  await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
  await expect.poll(() => toggle.evaluate((el) => el === document.activeElement)).toBe(true);
}

describe('the new design mega menu', () => {
  it('opens from the hamburger with the search field focused, traps focus, closes on Escape and outside click', async () => {
    const { page } = await session.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${newBase}/`);
    expect(await headerViolations(page)).toEqual([]);

    const toggle = page.locator('button[aria-controls="mega-menu"]');
    await toggle.click();
    const mega = page.locator('#mega-menu');
    await mega.waitFor({ state: 'visible' });
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => focusedId(page)).toBe('mega-search-text');
    await expect(page.getByPlaceholder('Start your search here...').isVisible()).resolves.toBe(true);
    for (const title of ['Sections', 'Special', 'Contact', 'Our brands'])
      await expect(mega.getByText(title, { exact: true }).isVisible()).resolves.toBe(true);
    expect(await headerViolations(page)).toEqual([]);

    // Tab and Shift+Tab never leave the menu.
    const count = await mega.locator('a[href], button, input').count();
    for (let i = 0; i < count + 2; i++) await page.keyboard.press('Tab');
    await expect.poll(() => focusedInside(page, 'mega-menu')).toBe(true);
    await page.locator('#mega-menu .nav-close').focus();
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => focusedInside(page, 'mega-menu')).toBe(true);

    await page.keyboard.press('Escape');
    await expectClosedAndFocused(page, toggle, 'mega-menu');

    // A click outside the panel (on the backdrop) closes it too.
    await page.keyboard.press('Enter');
    await mega.waitFor({ state: 'visible' });
    await page.mouse.click(640, 880);
    await expectClosedAndFocused(page, toggle, 'mega-menu');
  });

  it('hides the bottom bar once scrolled off the top, and searches from the mega menu', async () => {
    const { page } = await session.newPage();
    await page.goto(`${newBase}/`);
    const bar = page.locator('header .primary-bar');
    await bar.waitFor({ state: 'visible' });
    await page.mouse.wheel(0, 1500);
    await bar.waitFor({ state: 'hidden' });
    await page.evaluate(() => window.scrollTo(0, 0));
    await bar.waitFor({ state: 'visible' });

    await page.locator('button[aria-controls="mega-menu"]').click();
    await page.getByPlaceholder('Start your search here...').fill('diesel');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\?filters=/);
    expect(JSON.parse(new URL(page.url()).searchParams.get('filters')!)).toMatchObject({ text: 'diesel' });
    // The sponsored-search logo shows on the search page too (fleetowner has sponsored search on).
    await page.locator('main .sponsored-search img').waitFor();
  });
});

describe('the old design hamburger sidebar', () => {
  it('opens, shows a collapsible group, closes on Escape and outside click returning focus', async () => {
    const { page } = await session.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${oldBase}/`);
    const toggle = page.locator('button[aria-controls="hamburger-menu"]');
    await toggle.click();
    const sidebar = page.locator('#hamburger-menu');
    await sidebar.waitFor({ state: 'visible' });
    await expect.poll(() => focusedInside(page, 'hamburger-menu')).toBe(true);

    const group = sidebar.locator('button.sidebar-group-toggle').first();
    const list = page.locator(`#${await group.getAttribute('aria-controls')}`);
    await expect(list.isVisible()).resolves.toBe(false);
    await group.click();
    await list.waitFor({ state: 'visible' });
    await expect.poll(() => group.getAttribute('aria-expanded')).toBe('true');
    expect(await headerViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await expectClosedAndFocused(page, toggle, 'hamburger-menu');

    await toggle.click();
    await sidebar.waitFor({ state: 'visible' });
    await page.mouse.click(1200, 600);
    await expectClosedAndFocused(page, toggle, 'hamburger-menu');
    expect(await headerViolations(page)).toEqual([]);
  });
});

describe('item 7', () => {
  it('names the customer-service mailbox as a mailto link on a failed login, and hides the user name in a preview', async () => {
    const { page } = await session.newPage();
    await page.goto(`${newBase}/account/login?redirectTo=${encodeURIComponent('/')}`);
    await page.getByLabel('Email or username').fill(demoMemberEmail('fleetowner'));
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    const mailbox = page.getByRole('alert').getByRole('link', { name: 'customerservice@fleetowner.com' });
    await expect.poll(() => mailbox.getAttribute('href')).toBe('mailto:customerservice@fleetowner.com');

    await page.getByLabel('Password').fill(demoMemberPassword);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${newBase}/`);
    const toggle = page.locator('.account-toggle');
    await toggle.waitFor();
    const name = (await toggle.textContent())!;
    expect(name).not.toBe('Account');
    await page.goto(`${newBase}/?preview-mode=true`);
    await expect.poll(() => toggle.textContent()).toBe('Account');
    expect(await page.content()).not.toContain(`>${name}<`);
  });
});
