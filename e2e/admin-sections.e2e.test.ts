import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../db/seed/seed-demo.ts';
import { insertCmsUser, type CmsUserFixture } from '../content-engine/testing/fixtures-cms-users.ts';
import { createTestEngine, type TestEngine } from '../content-engine/testing/test-engine.ts';
import { serveToBrowser } from './browser.ts';
import { signInToAdmin } from './admin-sign-in.ts';

/*
 * Sections, redirects and menus in Chromium against the real server: an administrator creates a
 * section (the form says the name is missing) and finds it in the tree, creates and deletes a
 * redirect, and adds a Footer link that is still there after a reload.
 */
let engine: TestEngine;
let browser: Browser;
let base: string;
let administrator: CmsUserFixture;
const errors: string[] = [];

async function signedInPage(path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('dialog', (dialog) => void dialog.accept());
  await signInToAdmin(page, administrator, `${base}${path}`);
  return page;
}

beforeAll(async () => {
  engine = await createTestEngine({ admin: true });
  await seedDemo(engine.db, { tenants: 2, itemsPerTenant: 5 });
  administrator = await insertCmsUser(engine.db, { username: 'e2e-admin', role: 'administrator', isGlobal: true });
  ({ base, browser } = await serveToBrowser(engine));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await engine?.close();
});

describe('website sections, redirects and menus', () => {
  it('creates a section once it has a name and shows it in the tree', async () => {
    const page = await signedInPage('/admin/create-website-section');
    await page.getByRole('heading', { name: 'Create section' }).waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Field is required').waitFor();

    await page.getByLabel('Name', { exact: true }).fill('E2E Fleet Safety');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/admin\/website-sections$/);
    await page
      .getByRole('navigation', { name: 'Section tree' })
      .getByRole('link', { name: 'E2E Fleet Safety' })
      .waitFor();
    await page.context().close();
  }, 60_000);

  it('creates a redirect with validated paths, edits it in place and deletes it', async () => {
    const page = await signedInPage('/admin/create-redirect');
    await page.getByRole('heading', { name: 'Create redirect' }).waitFor();
    await page.getByLabel('From').fill('old-e2e-page');
    await page.getByLabel('To').fill('/news');
    await page.getByRole('button', { name: 'Save' }).click();
    // The engine's message, beside its field.
    await expect(page.getByRole('alert').filter({ hasText: 'Must be a path' }).textContent()).resolves.toBe(
      'Must be a path starting with / (no scheme or host)',
    );

    await page.getByLabel('From').fill('/old-e2e-page');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/admin\/redirects$/);
    await page.getByRole('button', { name: 'Edit the redirect from /old-e2e-page' }).click();
    const editor = page.getByRole('form', { name: 'Edit the redirect from /old-e2e-page' });
    await editor.getByLabel('From').fill('/older-e2e-page');
    await editor.getByLabel('To').fill('news');
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(editor.getByRole('alert').textContent()).resolves.toBe(
      'Must be a path starting with / or an absolute http(s) URL',
    );
    await editor.getByLabel('To').fill('/news');
    await editor.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Redirect from /older-e2e-page saved.').waitFor();
    const row = page.getByRole('row', { name: /\/older-e2e-page/ });
    await row.waitFor();
    await row.getByRole('button', { name: 'Delete the redirect from /older-e2e-page' }).click();
    await row.waitFor({ state: 'detached' });
    await page.context().close();
  }, 60_000);

  it('adds a child link under a Hamburger group and keeps it after a reload', async () => {
    const page = await signedInPage('/admin/menus');
    const hamburger = page.getByRole('group', { name: 'Hamburger', exact: true });
    await hamburger.getByRole('button', { name: 'Add link', exact: true }).click();
    const count = await hamburger.locator('.menu-link:not(.menu-children .menu-link)').count();
    await hamburger.getByLabel(`Link ${count} label`, { exact: true }).fill('E2E Resources');
    await hamburger.getByLabel(`Link ${count} URL`, { exact: true }).fill('/resources-e2e');
    await hamburger.getByRole('button', { name: `Add child link to link ${count}` }).click();
    await hamburger.getByLabel(`Child link ${count}.1 label`).fill('E2E Webinars');
    await hamburger.getByLabel(`Child link ${count}.1 URL`).fill('/resources-e2e/webinars');
    await hamburger.getByRole('button', { name: 'Save Hamburger' }).click();
    await page.getByText('Hamburger menu saved.').waitFor();

    await page.reload();
    await expect(
      page.getByRole('group', { name: 'Hamburger', exact: true }).getByLabel(`Child link ${count}.1 URL`).inputValue(),
    ).resolves.toBe('/resources-e2e/webinars');
    expect(errors).toEqual([]);
    await page.context().close();
  }, 60_000);

  it('adds a link to the Footer menu and keeps it after a reload', async () => {
    const page = await signedInPage('/admin/menus');
    const footer = page.getByRole('group', { name: 'Footer' });
    await footer.getByRole('button', { name: 'Add link' }).click();
    const count = await footer.getByRole('listitem').count();
    await footer.getByLabel(`Link ${count} label`).fill('E2E About us');
    await footer.getByLabel(`Link ${count} URL`).fill('/about-e2e');
    await footer.getByRole('button', { name: 'Save Footer' }).click();
    await page.getByText('Footer menu saved.').waitFor();

    await page.reload();
    await expect(
      page.getByRole('group', { name: 'Footer' }).getByLabel(`Link ${count} label`).inputValue(),
    ).resolves.toBe('E2E About us');
    expect(errors).toEqual([]);
    await page.context().close();
  }, 60_000);
});
