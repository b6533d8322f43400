import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCmsUser, type CmsUserFixture } from '../content-engine/testing/fixtures-cms-users.ts';
import { loadSiteSettings } from '../content-engine/core/site-settings-reader.ts';
import type { TestEngine } from '../content-engine/testing/test-engine.ts';
import { launchBrowser } from './browser.ts';
import { signInToAdmin } from './admin-sign-in.ts';
import { seriousAxeViolations } from './axe.ts';
import { startBuiltSite, type BuiltSite } from './built-site.ts';

/*
 * /admin/migrate-to-new-design in Chromium against the real server and its build pipeline: a
 * developer (manage_modules) reads the plan of a site on the old design, previews its home page
 * in the new design, applies the migration, watches the site regenerate until its home page is
 * served in the new design with the row mapped, and undoes it; an editor is told no.
 */
const tenantKey = 'plantservices';
let built: BuiltSite | undefined;
let engine: TestEngine;
let browser: Browser;
let port: number;
let developer: CmsUserFixture;
let editor: CmsUserFixture;
let homeLayoutId: number;
const errors: string[] = [];
const site = () => `http://${tenantKey}.localhost:${port}`;

/** The page as a reader gets it, from the server (node:http: fetch drops the Host header). */
function read(path: string): Promise<string> {
  return new Promise((done, fail) => {
    get({ host: '127.0.0.1', port, path, headers: { host: `${tenantKey}.localhost:${port}` } }, (response) => {
      let html = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (html += chunk));
      response.on('end', () => done(html));
    }).on('error', fail);
  });
}

async function signedInPage(user: CmsUserFixture, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  page.on('pageerror', (error) => errors.push(error.message));
  await signInToAdmin(page, user, `${site()}${path}`);
  return page;
}

const firstRowLayout = async () => {
  const row: { primary_grid: string } = await engine.db('layouts').where({ id: homeLayoutId }).first('primary_grid');
  return (JSON.parse(row.primary_grid) as { rows: { settings: { layout: string } }[] }).rows[0]!.settings.layout;
};

beforeAll(async () => {
  built = await startBuiltSite('design-migration', { tenants: 2, itemsPerTenant: 10 });
  ({ engine } = built);
  developer = await insertCmsUser(engine.db, {
    username: 'e2e-design-developer',
    role: 'viewer',
    extraPermissions: ['manage_modules'],
    tenants: [tenantKey],
  });
  editor = await insertCmsUser(engine.db, { username: 'e2e-design-editor', role: 'editor', tenants: [tenantKey] });
  // The site's own home layout gets a 1_3 row (no event: the built page keeps the old one until the migration).
  const home: { id: number; primary_grid: string } = await engine
    .db('layouts')
    .where({ tenant_key: tenantKey, type: 'url-override', aliases: '["/"]' })
    .first('id', 'primary_grid');
  homeLayoutId = home.id;
  const grid = JSON.parse(home.primary_grid) as { rows: { settings: { layout: string } }[] };
  grid.rows[0]!.settings.layout = '1_3';
  await engine
    .db('layouts')
    .where({ id: homeLayoutId })
    .update({ primary_grid: JSON.stringify(grid) });
  await engine.app.listen({ port: 0, host: '127.0.0.1' });
  port = (engine.app.server.address() as AddressInfo).port;
  browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await built?.stop();
  expect(errors).toEqual([]);
});

describe('migrating a site to the new design', () => {
  it('plans, previews, applies with the site regenerated in the new design, and undoes', async () => {
    expect(await read('/')).toContain('site-header old-design');
    const page = await signedInPage(developer, '/admin/migrate-to-new-design');
    await page.getByRole('heading', { name: 'Migrate to New Design', level: 1 }).waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: /^This site is on the old design: \d+ rows? to map, \d+ layouts? to rewrite\.$/ })
      .waitFor();
    const row = page
      .getByRole('table', { name: 'The rows the new design maps' })
      .getByRole('row', { name: /^Home primary 1/ });
    await expect
      .poll(() => row.getByRole('cell').allTextContents())
      .toEqual(['Home', 'primary', '1', '1_3 → 1_2', 'Rewritten']);

    // The preview: the real renderer draws the home page in the new design, nothing saved.
    const preview = page.frameLocator('iframe[title="The home page in the new design"]');
    await preview.locator('header.site-header.new-design').waitFor({ timeout: 60_000 });
    await preview.locator('section.row-1_2').first().waitFor();
    expect((await loadSiteSettings(engine.db, tenantKey)).useNewDesign).toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Apply asks first; Cancel (by keyboard) changes nothing.
    await page.getByRole('button', { name: 'Apply the new design' }).click();
    const dialog = page.getByRole('dialog', { name: 'Switch this site to the new design?' });
    await dialog.waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await firstRowLayout()).toBe('1_3');
    await page.getByRole('button', { name: 'Apply the new design' }).click();
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('heading', { name: 'Migrated to the new design' }).waitFor();
    expect(await firstRowLayout()).toBe('1_2');
    const status = page.getByRole('region', { name: 'Publish status' });
    await status.getByText('Live', { exact: true }).waitFor({ timeout: 180_000 });
    const migrated = await read('/');
    expect([migrated.includes('site-header new-design'), migrated.includes('row-1_3')]).toEqual([true, false]);
    await page.getByRole('status').filter({ hasText: 'This site is on the new design.' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Undo: the old design and the 1_3 row come back.
    await page.getByRole('button', { name: 'Undo the migration' }).click();
    await page
      .getByRole('dialog', { name: 'Undo the migration to the new design?' })
      .getByRole('button', { name: 'Undo' })
      .click();
    await page.getByRole('heading', { name: 'Back on the old design' }).waitFor();
    expect(await firstRowLayout()).toBe('1_3');
    await status.getByText('Live', { exact: true }).waitFor({ timeout: 180_000 });
    const undone = await read('/');
    expect([undone.includes('site-header old-design'), undone.includes('row-1_3')]).toEqual([true, true]);
    await expect(page.getByRole('button', { name: 'Undo the migration' }).count()).resolves.toBe(0);
  });

  it('tells an editor without manage_modules they may not use it', async () => {
    const page = await signedInPage(editor, '/admin/migrate-to-new-design');
    await page.getByText('You do not have permission to use this page.').waitFor();
  });
});
