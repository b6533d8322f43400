import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../db/seed/seed-demo.ts';
import { recordHistory } from '../content-engine/history/record-history.ts';
import { cmsToken } from '../content-engine/testing/fixtures-cms-tokens.ts';
import { insertCmsUser, type CmsUserFixture } from '../content-engine/testing/fixtures-cms-users.ts';
import { createTestEngine, type TestEngine } from '../content-engine/testing/test-engine.ts';
import { serveToBrowser } from './browser.ts';
import { submitAdminLogin } from './admin-sign-in.ts';

/*
 * /admin/history in Chromium: an administrator reads a redirect's creation (who, what), pages
 * through the entries with counts, filters by entity type; an editor without view_history is told no.
 */
let engine: TestEngine;
let browser: Browser;
let base: string;
let administrator: CmsUserFixture;
let editor: CmsUserFixture;
const errors: string[] = [];

async function signedIn(user: CmsUserFixture, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  page.on('pageerror', (error) => errors.push(error.message));
  await submitAdminLogin(page, user, `${base}${path}`);
  await page.getByRole('heading', { name: 'History' }).waitFor();
  return page;
}

beforeAll(async () => {
  engine = await createTestEngine({ admin: true });
  await seedDemo(engine.db, { tenants: 1, itemsPerTenant: 5 });
  administrator = await insertCmsUser(engine.db, { username: 'history-admin', role: 'administrator', isGlobal: true });
  editor = await insertCmsUser(engine.db, { username: 'history-editor', role: 'editor', tenants: ['fleetowner'] });
  const ctx = engine.context();
  for (let i = 1; i <= 55; i++) {
    await recordHistory({
      ctx,
      tenantKey: 'fleetowner',
      entityType: 'content',
      entityId: 10_000_000 + i,
      action: 'update',
      before: { name: `Item ${i}` },
      after: { name: `Item ${i} edited` },
    });
  }
  const token = await cmsToken(engine, { username: 'history-redirects', role: 'editor', tenants: ['fleetowner'] });
  const created = await engine.gql(
    'mutation { createRedirect(input: { from: "/old-e2e", to: "/news" }) { id } }',
    {},
    { token, tenantKey: 'fleetowner' },
  );
  expect(created.errors).toBeUndefined();
  ({ base, browser } = await serveToBrowser(engine));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await engine?.close();
});

describe('the history screen', () => {
  it('shows who changed what, newest first, with counts, pages and filters', async () => {
    const page = await signedIn(administrator, '/admin/history');
    const status = page.getByRole('status').filter({ hasText: /Showing|Loading/ });
    await page.getByText('Showing 1–50 of 56 entries').waitFor();
    const table = page.getByRole('table', { name: 'History entries, newest first' });
    await expect
      .poll(() => table.getByRole('columnheader').allTextContents())
      .toEqual(['When', 'User', 'Entity', 'Action', 'Changes']);
    const newest = table.getByRole('row').nth(1);
    await expect
      .poll(() => newest.getByRole('cell').allTextContents())
      .toEqual([
        expect.any(String),
        'history-redirects',
        expect.stringMatching(/^Redirect \d+$/),
        'Create',
        'from: /old-e2eto: /newscode: 301',
      ]);
    await expect(table.getByRole('row').nth(2).getByRole('cell').nth(4).textContent()).resolves.toBe(
      'name: Item 55 → Item 55 edited',
    );

    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Showing 51–56 of 56 entries').waitFor();
    expect(page.url()).toMatch(/page=2/);

    await page.getByLabel('Entity type').selectOption({ label: 'Redirect' });
    await page.getByText('Showing 1–1 of 1 entry').waitFor();
    await expect(status.count()).resolves.toBe(1);
    await page.getByLabel('Entity type').selectOption({ label: 'All types' });
    await page.getByLabel('Entity ID').fill('10000007');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Showing 1–1 of 1 entry').waitFor();
    await expect(table.getByRole('row').nth(1).getByRole('cell').nth(2).textContent()).resolves.toBe(
      'Content 10000007',
    );
    await page.context().close();
  });

  it('tells a user without view_history that they may not see it', async () => {
    const page = await signedIn(editor, '/admin/history');
    await page.getByText('You do not have permission to view the history.').waitFor();
    await expect(page.getByRole('table').count()).resolves.toBe(0);
    await page.context().close();
    expect(errors).toEqual([]);
  });
});
