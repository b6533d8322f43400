import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../db/seed/seed-demo.ts';
import { insertCmsUser, loginAs, type CmsUserFixture } from '../content-engine/testing/fixtures-cms-users.ts';
import { insertContent } from '../content-engine/testing/fixtures.ts';
import { createTestEngine, type TestEngine } from '../content-engine/testing/test-engine.ts';
import { axeViolations } from './axe.ts';
import { serveToBrowser } from './browser.ts';
import { signInToAdmin } from './admin-sign-in.ts';

/*
 * /admin/content-research in Chromium: a global editor finds items of both demo sites by a word,
 * narrows them to one site (the address keeps the filters), downloads the CSV of the result; an
 * editor of one site sees only that site; a viewer has no menu entry and the engine refuses them.
 */
let engine: TestEngine;
let browser: Browser;
let base: string;
const users: Record<'global' | 'fleetOnly' | 'viewer', CmsUserFixture | undefined> = {
  global: undefined,
  fleetOnly: undefined,
  viewer: undefined,
};
const errors: string[] = [];

async function signedInPage(user: CmsUserFixture, path: string): Promise<Page> {
  const page = await (await browser.newContext({ acceptDownloads: true })).newPage();
  page.on('pageerror', (error) => errors.push(error.message));
  await signInToAdmin(page, user, `${base}${path}`);
  return page;
}

const resultRows = (page: Page) => page.getByRole('table', { name: 'Content across your sites' }).locator('tbody tr');

beforeAll(async () => {
  engine = await createTestEngine({ admin: true });
  await seedDemo(engine.db, { tenants: 2, itemsPerTenant: 5 });
  const published = Date.now() - 3_600_000;
  await insertContent(engine.db, { tenantKey: 'fleetowner', name: 'Zephyr axle recall', published });
  await insertContent(engine.db, {
    tenantKey: 'plantservices',
    name: 'Zephyr pump retrofit',
    published: published - 60_000,
  });
  users.global = await insertCmsUser(engine.db, { username: 'research-global', role: 'editor', isGlobal: true });
  users.fleetOnly = await insertCmsUser(engine.db, {
    username: 'research-fleet',
    role: 'editor',
    tenants: ['fleetowner'],
  });
  users.viewer = await insertCmsUser(engine.db, { username: 'research-viewer', role: 'viewer', isGlobal: true });
  ({ base, browser } = await serveToBrowser(engine));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await engine?.close();
});

describe('content research', () => {
  it('finds items of every site, narrows to one site in the address, and downloads the CSV', async () => {
    const page = await signedInPage(users.global!, '/admin/content-research');
    await page.getByRole('heading', { name: 'Content Research' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search' }).fill('zephyr');
    await expect.poll(() => resultRows(page).count()).toBe(2);
    await expect
      .poll(() => resultRows(page).allTextContents())
      .toEqual([expect.stringContaining('Zephyr axle recall'), expect.stringContaining('Zephyr pump retrofit')]);
    await page.getByRole('status').getByText('Showing 1–2 of 2 on 2 sites').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('combobox', { name: 'Site' }).selectOption('plantservices');
    await expect.poll(() => resultRows(page).count()).toBe(1);
    expect(new URL(page.url()).searchParams.get('site')).toBe('plantservices');
    await page.reload();
    await expect
      .poll(() => resultRows(page).allTextContents())
      .toEqual([expect.stringContaining('Zephyr pump retrofit')]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    const csv = readFileSync((await download.path())!, 'utf8')
      .trim()
      .split('\r\n');
    expect(csv[0]).toBe('ID,Site,Type,Name,Status,Section,Authors,Published,Updated,URL');
    expect(csv.slice(1)).toEqual([expect.stringContaining(',Article,Zephyr pump retrofit,PUBLISHED,')]);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 90_000);

  it("shows an editor of one site only that site's items", async () => {
    const page = await signedInPage(users.fleetOnly!, '/admin/content-research?q=zephyr');
    await expect
      .poll(() => resultRows(page).allTextContents())
      .toEqual([expect.stringContaining('Zephyr axle recall')]);
    await expect(
      page.getByRole('combobox', { name: 'Site' }).locator('option').allTextContents(),
    ).resolves.toHaveLength(2);
    await page.context().close();
  }, 60_000);

  it('gives a user without manage_content no menu entry, and the engine refuses them', async () => {
    const page = await signedInPage(users.viewer!, '/admin');
    const toolbar = page.getByRole('navigation', { name: 'Admin' });
    await expect(toolbar.getByRole('button', { name: 'Content', exact: true }).count()).resolves.toBe(0);
    await page.context().close();
    const { bearerToken } = await loginAs(engine.context(), users.viewer!);
    const result = await engine.gql(
      'query { researchContent { totalCount } }',
      {},
      { tenantKey: 'fleetowner', token: bearerToken },
    );
    expect(result.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  }, 60_000);
});
