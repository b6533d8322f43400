import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../db/seed/seed-demo.ts';
import { insertCmsUser, type CmsUserFixture } from '../content-engine/testing/fixtures-cms-users.ts';
import { createTestEngine, type TestEngine } from '../content-engine/testing/test-engine.ts';
import { serveToBrowser } from './browser.ts';
import { submitAdminLogin } from './admin-sign-in.ts';

/* /admin/taxonomy in Chromium against the real server: create a term, find it, rename it. */
let engine: TestEngine;
let browser: Browser;
let base: string;
let editor: CmsUserFixture;
const errors: string[] = [];

async function signIn(page: Page, user: CmsUserFixture, path: string) {
  await submitAdminLogin(page, user, `${base}${path}`);
  await page.getByRole('heading', { name: 'Taxonomy' }).waitFor();
}

const search = async (page: Page, text: string) => {
  await page.getByLabel('Search', { exact: true }).fill(text);
  return page.getByRole('table', { name: 'Taxonomy terms' }).getByRole('row');
};

beforeAll(async () => {
  engine = await createTestEngine({ admin: true });
  await seedDemo(engine.db, { tenants: 1, itemsPerTenant: 10 });
  editor = await insertCmsUser(engine.db, { username: 'e2e-taxonomy-editor', role: 'editor', tenants: ['fleetowner'] });
  ({ base, browser } = await serveToBrowser(engine));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await engine?.close();
});

describe('the taxonomy page', () => {
  it('creates a term (a name is required), finds it by search and renames it', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    await signIn(page, editor, '/admin/taxonomy');

    await page.getByRole('button', { name: 'Add term' }).click();
    const form = page.getByRole('region', { name: 'New term' });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByRole('alert').textContent()).resolves.toBe('Field is required');
    await form.getByLabel('Name', { exact: true }).fill('Hydrogen Haulage E2E');
    await form.getByLabel('Type', { exact: true }).selectOption('Organization');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });

    const rows = await search(page, 'hydrogen haulage');
    await page.getByRole('status').filter({ hasText: 'Showing 1–1 of 1' }).waitFor();
    await expect(rows.nth(1).textContent()).resolves.toContain('Organization');

    await page.getByRole('button', { name: 'Edit Hydrogen Haulage E2E' }).click();
    const edit = page.getByRole('region', { name: 'Edit Hydrogen Haulage E2E' });
    await edit.getByLabel('Name', { exact: true }).fill('Hydrogen Freight E2E');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'detached' });

    await search(page, 'Hydrogen Freight');
    await page.getByRole('cell', { name: 'Hydrogen Freight E2E' }).first().waitFor();
    await expect(
      engine
        .db('taxonomy')
        .where({ tenant_key: 'fleetowner', name: 'Hydrogen Freight E2E' })
        .first('type', 'full_name'),
    ).resolves.toEqual({ type: 'Organization', full_name: 'Hydrogen Freight E2E' });
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);
});
