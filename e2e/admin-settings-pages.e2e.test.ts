import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../db/seed/seed-demo.ts';
import { insertCmsUser, type CmsUserFixture } from '../content-engine/testing/fixtures-cms-users.ts';
import { insertAsset } from '../content-engine/testing/fixtures.ts';
import { createTestEngine, type TestEngine } from '../content-engine/testing/test-engine.ts';
import { serveToBrowser } from './browser.ts';
import { signInToAdmin } from './admin-sign-in.ts';
import { seriousAxeViolations } from './axe.ts';

const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

/*
 * The smaller settings screens of issue 28 in Chromium against the real server: a user with only
 * manage_header_cta saves the header call to action and the site's header shows it; a podcast
 * image of a type the spec does not allow is refused beside its field and what was typed stays;
 * contact groups need a title and keep their order; MEIG links are checked; a module switched off
 * leaves the toolbar; a viewer sees the screens read only. Each screen passes axe-core.
 */
const tenantKey = 'fleetowner';
let engine: TestEngine;
let browser: Browser;
let base: string;
const users: Record<'administrator' | 'ctaOnly', CmsUserFixture> = {} as never;
const errors: string[] = [];

async function signedInPage(user: CmsUserFixture, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  page.on('pageerror', (error) => errors.push(error.message));
  await signInToAdmin(page, user, `${base}${path}`);
  return page;
}

beforeAll(async () => {
  engine = await createTestEngine({ site: true, admin: true });
  await seedDemo(engine.db, { tenants: 2, itemsPerTenant: 5 });
  await insertAsset(engine.db, { tenantKey, fileName: 'e2e-show-cover.svg', src: '/files/e2e-show-cover.svg' });
  await insertAsset(engine.db, { tenantKey, fileName: 'e2e-show-art.png', src: '/files/e2e-show-art.png' });
  users.administrator = await insertCmsUser(engine.db, {
    username: 'e2e-settings-admin',
    role: 'administrator',
    isGlobal: true,
  });
  users.ctaOnly = await insertCmsUser(engine.db, {
    username: 'e2e-cta-only',
    role: 'viewer',
    extraPermissions: ['manage_header_cta'],
    tenants: [tenantKey],
  });
  ({ base, browser } = await serveToBrowser(engine, tenantKey));
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await engine?.close();
});

describe('the smaller settings screens', () => {
  it('lets a user with only manage_header_cta save the call to action, shown in the site header', async () => {
    const page = await signedInPage(users.ctaOnly, '/admin/edit-cta-message');
    const field = page.getByLabel('Call-to-action text');
    await field.fill('x'.repeat(501));
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('alert').filter({ hasText: 'At most 500 characters' }).waitFor();
    await field.fill('E2E: Get the print edition free');
    await field.press('Enter');
    await page.getByText('Header call to action saved.').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The rest of the settings are read only for this user.
    await page.goto(`${base}/admin/podcasts-settings`);
    await page.getByRole('note').filter({ hasText: 'Read only' }).waitFor();
    expect(await page.getByLabel('Title', { exact: true }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);

    await page.goto(`${base}/`);
    await expect(page.locator('[data-header-cta]').textContent()).resolves.toBe('E2E: Get the print edition free');
    await page.context().close();
  }, 90_000);

  it('refuses a podcast image of a type the spec does not allow, keeping what was typed', async () => {
    const page = await signedInPage(users.administrator, '/admin/podcasts-settings');
    await page.getByLabel('Title', { exact: true }).fill('The E2E Fleet Podcast');
    await page.getByLabel('Spotify link').fill('https://open.spotify.example/e2e');
    await page.getByLabel('Image', { exact: true }).fill('e2e-show');
    await page.getByRole('button', { name: 'e2e-show-cover.svg' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'podcast image' }).textContent()).resolves.toBe(
      'The podcast image must be a png, jpg, jpeg, psd, gif, avif, ico, tiff, tif, bmp file',
    );
    await expect(page.getByLabel('Title', { exact: true }).inputValue()).resolves.toBe('The E2E Fleet Podcast');

    await page.getByLabel('Image', { exact: true }).fill('e2e-show');
    await page.getByRole('button', { name: 'e2e-show-art.png' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Podcast settings saved.').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.reload();
    await page.getByRole('button', { name: 'Remove e2e-show-art.png' }).waitFor();
    await expect(page.getByLabel('Title', { exact: true }).inputValue()).resolves.toBe('The E2E Fleet Podcast');

    // A new image uploaded into the media library from the picker replaces the picked one.
    await page
      .getByLabel('Upload image')
      .setInputFiles({ name: 'e2e-uploaded-show.png', mimeType: 'image/png', buffer: onePixelPng });
    await page.getByRole('button', { name: 'Remove e2e-uploaded-show.png' }).waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Podcast settings saved.').waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Remove e2e-uploaded-show.png' }).waitFor();
    await page.context().close();
  }, 90_000);

  it('needs a title for each contact group and keeps the contacts in the order chosen', async () => {
    const page = await signedInPage(users.administrator, '/admin/contacts-settings');
    // The demo seeds one group already; the new one is the last.
    const groups = page.getByRole('group', { name: /^Group \d+$/ });
    // Counted once the saved groups have loaded (counting before raced the settings query).
    await groups.first().waitFor();
    const before = await groups.count();
    await page.getByRole('button', { name: 'Add group' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Field is required').waitFor();

    await groups.nth(before).getByLabel('Title', { exact: true }).fill('E2E Editorial');
    const add = page.getByLabel('Add a contact to E2E Editorial');
    const [first, second] = (await add.locator('option').allTextContents()).slice(1, 3);
    await add.selectOption({ label: first! });
    await groups.nth(before).getByRole('button', { name: 'Add contact' }).click();
    await add.selectOption({ label: second! });
    await groups.nth(before).getByRole('button', { name: 'Add contact' }).click();
    const secondName = second!.replace(/ \(.*\)$/, '');
    await page.getByRole('button', { name: `Move ${secondName} up in E2E Editorial` }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Contacts settings saved.').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.reload();
    const saved = groups.nth(before);
    await saved.locator('.contact-list li').nth(1).waitFor();
    const names = await saved.locator('.contact-list li > span:first-child').allTextContents();
    expect(names).toEqual([secondName, first!.replace(/ \(.*\)$/, '')]);
    await page.context().close();
  }, 90_000);

  it('checks the MEIG links beside their fields and saves them', async () => {
    const page = await signedInPage(users.administrator, '/admin/meig-settings');
    await page.getByLabel('Media kit URL').fill('media-kit.pdf');
    await page.getByLabel('Industry guide URL').fill('/buyers-guide');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Must be a URL (https://…) or a path starting with /').waitFor();
    await page.getByText('Field is required').waitFor();
    await page.getByLabel('Media kit URL').fill('/media-kit.pdf');
    await page.getByLabel('Industry guide title').fill('E2E Buyers Guide');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('MEIG settings saved.').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.context().close();
  }, 90_000);

  it('switches a module off, and its menu leaves the toolbar', async () => {
    const page = await signedInPage(users.administrator, '/admin/edit-enabled-modules');
    const toolbar = page.getByRole('navigation', { name: 'Admin' });
    await toolbar.getByRole('button', { name: 'Magazines' }).waitFor();
    const magazine = page.getByRole('switch', { name: 'Magazine' });
    expect(await magazine.isChecked()).toBe(true);
    await magazine.press('Space');
    expect(await magazine.isChecked()).toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Enabled modules saved.').waitFor();
    await toolbar.getByRole('button', { name: 'Magazines' }).waitFor({ state: 'detached' });

    await page.reload();
    expect(await page.getByRole('switch', { name: 'Magazine' }).isChecked()).toBe(false);
    expect(await toolbar.getByRole('button', { name: 'Magazines' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 90_000);
});
