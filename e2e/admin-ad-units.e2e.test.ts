import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../db/seed/seed-demo.ts';
import { insertCmsUser, loginAs, type CmsUserFixture } from '../content-engine/testing/fixtures-cms-users.ts';
import { createTestEngine, type TestEngine } from '../content-engine/testing/test-engine.ts';
import { signInToAdmin } from './admin-sign-in.ts';
import { seriousAxeViolations } from './axe.ts';
import { serveToBrowser } from './browser.ts';

/*
 * Ad unit patterns and house ads in Chromium against the real server (issue 29 item 7): an
 * administrator creates, finds, edits and deletes a pattern and a house ad (its image uploaded to
 * the media library) and the embedded ad server serves the house ad; a user with only
 * view_ad_unit_patterns sees the list without add links and is refused writes; a user with
 * neither permission has no menu entry. Each screen is axe-clean.
 */
let engine: TestEngine;
let browser: Browser;
let base: string;
let administrator: CmsUserFixture;
let viewer: CmsUserFixture;
let editor: CmsUserFixture;
const errors: string[] = [];

// A 1x1 transparent PNG.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

async function signedInPage(user: CmsUserFixture, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('dialog', (dialog) => void dialog.accept());
  await signInToAdmin(page, user, `${base}${path}`);
  return page;
}

/** The embedded ad server's JSON answer for a slot, fetched by the page (same origin, as the house adapter does). */
const creativeFor = (page: Page, query: string) =>
  page.evaluate(async (url) => {
    const response = await fetch(url, { headers: { accept: 'application/json' }, cache: 'no-store' });
    return { status: response.status, body: await response.text() };
  }, `/__ads/creative?${query}`);

const expectAxeClean = async (page: Page) => expect(await seriousAxeViolations(page)).toEqual([]);

beforeAll(async () => {
  engine = await createTestEngine({ admin: true });
  await seedDemo(engine.db, { tenants: 2, itemsPerTenant: 5 });
  administrator = await insertCmsUser(engine.db, { username: 'e2e-ads-admin', role: 'administrator', isGlobal: true });
  viewer = await insertCmsUser(engine.db, {
    username: 'e2e-ads-viewer',
    role: 'editor',
    isGlobal: true,
    extraPermissions: ['view_ad_unit_patterns'],
  });
  editor = await insertCmsUser(engine.db, { username: 'e2e-ads-editor', role: 'editor', isGlobal: true });
  ({ base, browser } = await serveToBrowser(engine));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await engine?.close();
});

describe('ad unit patterns and house ads in the admin', () => {
  it('creates a pattern (errors beside the fields first), finds it, edits it and deletes it', async () => {
    const page = await signedInPage(administrator, '/admin/create-ad-unit-pattern');
    await page.getByRole('heading', { name: 'Create ad unit pattern' }).waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Field is required').count()).resolves.toBe(3);

    await page.getByLabel('Name', { exact: true }).fill('E2E Skyscraper');
    await page.getByLabel('Key', { exact: true }).fill('e2e-sky');
    await page.getByLabel('Type', { exact: true }).selectOption('layout-block');
    await page.getByLabel('Size', { exact: true }).fill('300x600');
    await page.getByRole('button', { name: 'Add viewport' }).click();
    await page.getByLabel('Viewport 1', { exact: true }).fill('980x0');
    await page.getByLabel('Sizes for viewport 1').fill('300x600, 160x600');
    await page.getByLabel('Refresh rate (seconds)').fill('10');
    await page.getByLabel('issue').check();
    await page.getByRole('button', { name: 'Save' }).click();
    // The engine's message, beside its field; nothing typed is lost.
    await page.getByRole('alert').filter({ hasText: 'Must be 0 (never) or 30 to 3600 seconds' }).waitFor();
    await expect(page.getByLabel('Name', { exact: true }).inputValue()).resolves.toBe('E2E Skyscraper');
    await page.getByLabel('Refresh rate (seconds)').fill('60');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/admin\/edit-ad-unit-pattern\/\d+$/);
    await page.getByRole('heading', { name: 'Edit ad unit pattern: E2E Skyscraper' }).waitFor();
    await expect(page.getByLabel('Sizes for viewport 1').inputValue()).resolves.toBe('300x600, 160x600');
    await expectAxeClean(page);

    await page.getByLabel('Name', { exact: true }).fill('E2E Skyscraper Wide');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved “E2E Skyscraper Wide”.').waitFor();
    await page.getByRole('region', { name: 'Publish status' }).waitFor();

    await page.goto(`${base}/admin/ad-unit-patterns`);
    await page.getByLabel('Search').fill('skyscraper');
    const row = page.getByRole('row', { name: /E2E Skyscraper Wide/ });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain('60 s');
    await page.getByLabel('Type').selectOption('layout-block');
    await row.waitFor();
    await expectAxeClean(page);
    await row.getByRole('button', { name: 'Delete E2E Skyscraper Wide' }).click();
    await row.waitFor({ state: 'detached' });
    expect(await engine.db('ad_units').where({ key: 'e2e-sky' }).first()).toBeUndefined();
    expect(errors).toEqual([]);
    await page.context().close();
  }, 90_000);

  it('creates a house ad with an uploaded image that the ad server serves, edits it and deletes it', async () => {
    const page = await signedInPage(administrator, '/admin/create-ad-unit-pattern');
    await page.getByLabel('Name', { exact: true }).fill('E2E House Rail');
    await page.getByLabel('Key', { exact: true }).fill('e2e-house');
    await page.getByLabel('Type', { exact: true }).selectOption('layout-block');
    await page.getByLabel('Size', { exact: true }).fill('300x600');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/admin\/edit-ad-unit-pattern\/\d+$/);

    await page.goto(`${base}/admin/create-house-ad`);
    await page.getByRole('heading', { name: 'Create house ad' }).waitFor();
    await page.getByLabel('Name', { exact: true }).fill('E2E Acme skyscraper');
    await page.getByLabel('Serves').selectOption('e2e-house');
    await page.getByLabel('Size', { exact: true }).fill('300x600');
    await page.getByLabel('Click URL').fill('javascript:alert(1)');
    await page.getByLabel('Alternative text').fill('Acme offer');
    await page.getByLabel('Weight').fill('3');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('alert').filter({ hasText: 'Field is required' }).waitFor();
    await page.getByLabel('Upload image').setInputFiles({ name: 'acme-e2e.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('img', { name: 'Current image: acme-e2e.png' }).waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('alert').filter({ hasText: 'Must be an http:// or https:// URL' }).waitFor();
    await page.getByLabel('Click URL').fill('https://acme.example/offer');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/admin\/house-ads$/);

    const served = await creativeFor(page, 'unit=e2e-house&sizes=300x600');
    expect(served.status).toBe(200);
    expect(JSON.parse(served.body)).toMatchObject({ clickUrl: 'https://acme.example/offer', altText: 'Acme offer' });

    await page.getByLabel('Search').fill('acme');
    const row = page.getByRole('row', { name: /E2E Acme skyscraper/ });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain('Running');
    await expectAxeClean(page);
    await row.getByRole('link', { name: 'Edit E2E Acme skyscraper' }).click();
    await page.getByRole('heading', { name: 'Edit house ad: E2E Acme skyscraper' }).waitFor();
    await expectAxeClean(page);
    await page.getByLabel('Active (clear to pause)').uncheck();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/admin\/house-ads$/);
    await page.getByLabel('Search').fill('acme');
    await expect(page.getByRole('row', { name: /E2E Acme skyscraper/ }).textContent()).resolves.toContain('Paused');
    await expect.poll(async () => (await creativeFor(page, 'unit=e2e-house&sizes=300x600&r=1')).status).toBe(204);

    await page.getByRole('button', { name: 'Delete E2E Acme skyscraper' }).click();
    await page.getByRole('row', { name: /E2E Acme skyscraper/ }).waitFor({ state: 'detached' });
    expect(await engine.db('house_ad_creatives').where({ name: 'E2E Acme skyscraper' }).first()).toBeUndefined();
    expect(errors).toEqual([]);
    await page.context().close();
  }, 90_000);

  it('shows the settings report with the seeded units and a CSV download', async () => {
    const page = await signedInPage(administrator, '/admin/ad-unit-settings-report');
    await page.getByRole('heading', { name: 'Ad Unit Settings Report' }).waitFor();
    await page.getByRole('row', { name: /Right rail 1/ }).waitFor();
    await expectAxeClean(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('ad-unit-settings-report.csv');
    await page.context().close();
  }, 60_000);
});

describe('who sees and changes ad unit patterns', () => {
  it('shows a view-only user the list without add or edit, and the engine refuses their writes', async () => {
    const page = await signedInPage(viewer, '/admin/ad-unit-patterns');
    await page.getByRole('row', { name: /Right rail 1/ }).waitFor();
    await expect(page.getByRole('link', { name: 'Add ad unit pattern' }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: /^Delete / }).count()).resolves.toBe(0);
    await page.keyboard.press('Control+k');
    await page.getByRole('dialog', { name: 'Spotlight' }).getByLabel('Filter menus').fill('ad unit');
    await page.getByRole('dialog', { name: 'Spotlight' }).getByRole('link', { name: 'Ad Unit Patterns' }).waitFor();
    await page.context().close();

    const { bearerToken } = await loginAs(engine.context(), viewer);
    const created = await engine.gql(
      'mutation($input: CreateAdUnitPatternInput!) { createAdUnitPattern(input: $input) { id } }',
      { input: { name: 'Not allowed', key: 'not-allowed', type: 'page' } },
      { tenantKey: 'fleetowner', token: bearerToken },
    );
    expect(created.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  }, 60_000);

  it('gives a user with neither permission no menu entry and FORBIDDEN from the engine', async () => {
    const page = await signedInPage(editor, '/admin');
    await page.keyboard.press('Control+k');
    const spotlight = page.getByRole('dialog', { name: 'Spotlight' });
    await spotlight.getByLabel('Filter menus').fill('ad unit');
    await expect(spotlight.getByRole('link').count()).resolves.toBe(0);
    await page.context().close();

    const { bearerToken } = await loginAs(engine.context(), editor);
    const list = await engine.gql(
      '{ getAdUnitAdminPatternStream { totalCount } }',
      {},
      { tenantKey: 'fleetowner', token: bearerToken },
    );
    expect(list.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  }, 60_000);
});
