import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCmsUser, loginAs, type CmsUserFixture } from '../content-engine/testing/fixtures-cms-users.ts';
import { type TestEngine } from '../content-engine/testing/test-engine.ts';
import { launchBrowser } from './browser.ts';
import { submitAdminLogin } from './admin-sign-in.ts';
import { startBuiltSite, type BuiltSite } from './built-site.ts';

/*
 * An editor's day in the admin, in Chromium, against the real server with its build pipeline:
 * create an article, publish it, watch it go live, find it on the site (article page, section
 * list, home page), retitle it, unpublish it; and the walls between tenants and permissions.
 */
let engine: TestEngine;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let port: number;
let built: BuiltSite | undefined;
let administrator: CmsUserFixture;
const site = (tenantKey: string) => `http://${tenantKey}.localhost:${port}`;
const errors: string[] = [];

async function signIn(target: Page, user: CmsUserFixture, url: string) {
  await submitAdminLogin(target, user, url);
}

/** The page as a reader gets it: status and HTML, from the server (prebuilt files once built). */
// node:http, not fetch: fetch drops the Host header the server picks the tenant by.
function read(path: string): Promise<{ status: number; html: string }> {
  return new Promise((done, fail) => {
    get({ host: '127.0.0.1', port, path, headers: { host: `fleetowner.localhost:${port}` } }, (response) => {
      let html = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (html += chunk));
      response.on('end', () => done({ status: response.statusCode ?? 0, html }));
    }).on('error', fail);
  });
}

beforeAll(async () => {
  built = await startBuiltSite('admin', { tenants: 2, itemsPerTenant: 40 });
  ({ engine } = built);
  administrator = await insertCmsUser(engine.db, {
    username: 'e2e-content-admin',
    role: 'administrator',
    isGlobal: true,
  });
  await engine.app.listen({ port: 0, host: '127.0.0.1' });
  port = (engine.app.server.address() as AddressInfo).port;
  browser = await launchBrowser();
  context = await browser.newContext();
  page = await context.newPage();
  page.on('pageerror', (error) => errors.push(error.message));
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await built?.stop();
});

describe('publishing from the admin', () => {
  it('creates, publishes, retitles and unpublishes an article, live on the site each time', async () => {
    const section = await engine
      .db('website_sections')
      .where({ tenant_key: 'fleetowner', status: 1 })
      .whereNot({ alias: 'home' })
      .orderBy('id')
      .first();
    await signIn(page, administrator, `${site('fleetowner')}/admin/create-content/article`);
    await page.getByRole('heading', { name: 'Create Article' }).waitFor();

    // Required fields say so, and nothing is saved.
    await page.getByRole('button', { name: 'Publish now' }).click();
    await expect(page.getByText('Field is required').count()).resolves.toBe(2);

    const title = 'Charging Corridor Opens for Electric Trucks';
    await page.getByLabel('Name', { exact: true }).fill(title);
    await page
      .getByLabel('Teaser')
      .fill('Fleets gain fast chargers every fifty miles along the busiest freight corridor.');
    await page.getByRole('textbox', { name: 'Body' }).fill('The corridor opened on Monday.');
    await page.getByLabel('Primary section').selectOption(String(section.id));
    await page.getByRole('button', { name: 'Add a schedule' }).click();
    await page.getByLabel('Section', { exact: true }).selectOption(String(section.id));
    await page.getByRole('button', { name: 'Publish now' }).click();
    await page.waitForURL(/\/admin\/edit-content\/\d+$/);
    const status = page.getByRole('region', { name: 'Publish status' });
    await status.getByText('Live', { exact: true }).waitFor({ timeout: 60_000 });
    const id = Number(page.url().split('/').pop());
    const { canonical_path: path } = await engine.db('content').where({ id }).first('canonical_path');

    for (const listed of [path, `/${section.alias}`, '/']) {
      const { status: code, html } = await read(listed);
      expect([listed, code, html.includes(title)]).toEqual([listed, 200, true]);
    }
    // The live links point at the pages readers see.
    await expect.poll(() => status.getByRole('link').allTextContents()).toContain(path);

    // Retitle: the site shows the new title where the item is listed.
    const newTitle = 'Charging Corridor Doubles Its Chargers';
    await page.getByLabel('Name', { exact: true }).fill(newTitle);
    await page.getByRole('button', { name: 'Save and publish' }).click();
    await page
      .getByRole('region', { name: 'Publish status' })
      .getByText('Live', { exact: true })
      .waitFor({ timeout: 60_000 });
    await expect
      .poll(async () => (await read(`/${section.alias}`)).html.includes(newTitle), { timeout: 10_000 })
      .toBe(true);
    expect((await read(path)).html).toContain(newTitle);

    // Unpublish: the page is gone and the lists drop it.
    await page.getByRole('button', { name: 'Unpublish' }).click();
    await page
      .getByRole('region', { name: 'Publish status' })
      .getByText('Live', { exact: true })
      .waitFor({ timeout: 60_000 });
    await expect.poll(async () => (await read(path)).status, { timeout: 10_000 }).toBe(404);
    // The item's page goes first (urgent lane); the section list follows in the same job.
    await expect
      .poll(async () => (await read(`/${section.alias}`)).html.includes(newTitle), { timeout: 10_000 })
      .toBe(false);
    expect(errors).toEqual([]);
  });

  it('lists content with counts and finds an item by search', async () => {
    await page.goto(`${site('fleetowner')}/admin/content`);
    await page
      .getByRole('status')
      .filter({ hasText: /Showing 1–25 of \d/ })
      .waitFor();
    const [{ name }] = await engine
      .db('content')
      .where({ tenant_key: 'fleetowner', status: 1 })
      .orderBy('id')
      .limit(1)
      .select('name');
    await page.getByLabel('Search').fill(String(name));
    await page
      .getByRole('link', { name: String(name) })
      .first()
      .waitFor();
    await expect(page.getByRole('status').filter({ hasText: /of \d/ }).textContent()).resolves.toMatch(
      /Showing 1–\d+ of \d+/,
    );
  });

  it('unpublishes two chosen items in a bulk update', async () => {
    await page.goto(`${site('fleetowner')}/admin/bulk-update-content?type=News&status=PUBLISHED`);
    await page
      .getByRole('status')
      .filter({ hasText: /items match/ })
      .waitFor();
    const boxes = page.getByRole('checkbox', { name: /^Choose (?!every)/ });
    await boxes.first().waitFor();
    const names = [
      (await boxes.nth(0).getAttribute('aria-label'))!.slice(7),
      (await boxes.nth(1).getAttribute('aria-label'))!.slice(7),
    ];
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await page.getByLabel('Change', { exact: true }).selectOption('unpublish');
    await page.getByRole('button', { name: 'Apply to 2 chosen' }).click();
    await page.getByRole('region', { name: 'Result' }).getByText('Changed 2; failed 0.').waitFor();
    const statuses = await engine
      .db('content')
      .where({ tenant_key: 'fleetowner' })
      .whereIn('name', names)
      .pluck('status');
    expect(statuses.map(Number)).toEqual([2, 2]);
  });

  it("keeps a site-specific editor out of another tenant's content, in the UI and through the API", async () => {
    const editor = await insertCmsUser(engine.db, {
      username: 'fleet-only-editor',
      role: 'editor',
      tenants: ['fleetowner'],
    });
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signIn(otherPage, editor, `${site('plantservices')}/admin/content`);
    // Signing in on the other tenant's admin is refused by the engine, with the reason.
    await otherPage.getByText('This CMS user has no access to the tenant "plantservices".').waitFor();
    expect(otherPage.url()).toContain('/admin/login');
    await other.close();

    const { bearerToken } = await loginAs(engine.context(), editor);
    const foreign = await engine.db('content').where({ tenant_key: 'plantservices', status: 1 }).first('id');
    const list = await engine.gql(
      'query($input: ContentStreamInput) { getContentStream(input: $input) { totalCount } }',
      { input: { status: ['DRAFT', 'PUBLISHED'] } },
      { tenantKey: 'plantservices', token: bearerToken },
    );
    expect(list.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const change = await engine.gql(
      'mutation($input: UpdateContentInput!) { updateContent(input: $input) { id } }',
      { input: { id: foreign.id, name: 'Hijacked' } },
      { tenantKey: 'plantservices', token: bearerToken },
    );
    expect(change.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const sneaky = await engine.gql(
      'mutation($input: UpdateContentInput!) { updateContent(input: $input) { id } }',
      { input: { id: foreign.id, name: 'Hijacked' } },
      { tenantKey: 'fleetowner', token: bearerToken },
    );
    expect(sneaky.errors?.[0]?.extensions.code).toMatch(/NOT_FOUND|FORBIDDEN/);
    expect((await engine.db('content').where({ id: foreign.id }).first('name')).name).not.toBe('Hijacked');
  });

  it('refuses a user without manage_content in the UI and the API', async () => {
    const viewer = await insertCmsUser(engine.db, { username: 'content-viewer', role: 'viewer', isGlobal: true });
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signIn(otherPage, viewer, `${site('fleetowner')}/admin/content`);
    await otherPage.getByText('You do not have permission to use this page.').waitFor();
    await other.close();
    const { bearerToken } = await loginAs(engine.context(), viewer);
    const created = await engine.gql(
      'mutation($input: CreateContentInput!) { createContent(input: $input) { id } }',
      { input: { type: 'Article', name: 'Not allowed' } },
      { tenantKey: 'fleetowner', token: bearerToken },
    );
    expect(created.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });
});
