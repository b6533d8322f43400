import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCmsUser, loginAs, type CmsUserFixture } from '../content-engine/testing/fixtures-cms-users.ts';
import type { TestEngine } from '../content-engine/testing/test-engine.ts';
import { axeViolations } from './axe.ts';
import { launchBrowser } from './browser.ts';
import { signInToAdmin } from './admin-sign-in.ts';
import { startBuiltSite, type BuiltSite } from './built-site.ts';

/*
 * /admin/content-syndication against built demo sites: an editor of both sites shows a Fleet
 * Owner article on a Plant Services section; the copy's page and the section page there show it,
 * with the Fleet Owner address as canonical; a retitle of the origin reaches the copy; taking it
 * off removes the page. A viewer has no menu entry and the engine refuses them.
 */
let built: BuiltSite | undefined;
let engine: TestEngine;
let browser: Browser;
let port: number;
const users = {} as Record<'editor' | 'viewer', CmsUserFixture>;
const errors: string[] = [];

// node:http, not fetch: fetch drops the Host header the server picks the tenant by.
function read(tenantKey: string, path: string): Promise<{ status: number; html: string }> {
  return new Promise((done, fail) => {
    get({ host: '127.0.0.1', port, path, headers: { host: `${tenantKey}.localhost:${port}` } }, (response) => {
      let html = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (html += chunk));
      response.on('end', () => done({ status: response.statusCode ?? 0, html }));
    }).on('error', fail);
  });
}

async function signedInPage(user: CmsUserFixture, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('dialog', (dialog) => void dialog.accept());
  await signInToAdmin(page, user, `http://fleetowner.localhost:${port}${path}`);
  return page;
}

beforeAll(async () => {
  built = await startBuiltSite('syndication', { tenants: 2, itemsPerTenant: 8 });
  ({ engine } = built);
  users.editor = await insertCmsUser(engine.db, {
    username: 'network-editor',
    role: 'editor',
    tenants: ['fleetowner', 'plantservices'],
  });
  users.viewer = await insertCmsUser(engine.db, { username: 'network-viewer', role: 'viewer', isGlobal: true });
  await engine.app.listen({ port: 0, host: '127.0.0.1' });
  port = (engine.app.server.address() as AddressInfo).port;
  browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await built?.stop();
});

describe('content syndication', () => {
  it('shows an article on another site that follows it, then takes it off', async () => {
    const article = await engine
      .db('content')
      .where({ tenant_key: 'fleetowner', type: 'Article', status: 1 })
      .orderBy('id')
      .first('id', 'name');
    const section = await engine
      .db('website_sections')
      .where({ tenant_key: 'plantservices', status: 1, parent_id: null })
      .whereNot({ alias: 'home' })
      .orderBy('id')
      .first('id', 'alias', 'full_name');

    const page = await signedInPage(users.editor, '/admin/content-syndication');
    await page.getByRole('heading', { name: 'Content Syndication' }).waitFor();
    const form = page.getByRole('form', { name: 'Syndicate an item' });
    // Nothing chosen: each field says so.
    await form.getByRole('button', { name: 'Syndicate' }).click();
    await expect.poll(() => form.getByRole('alert').count()).toBe(3);

    await form.getByLabel('Find an item of this site').fill(String(article.id));
    await form.getByRole('radio', { name: new RegExp(`ID ${article.id}\\)`) }).click();
    await form.getByText('This item is not syndicated to another site yet.').waitFor();
    await form.getByLabel('Show it on').selectOption('plantservices');
    await form.getByLabel('Section', { exact: true }).selectOption(String(section.id));
    await form.getByRole('button', { name: 'Add section' }).click();
    await form.getByRole('button', { name: 'Syndicate' }).click();
    await page.getByText(`"${article.name}" now shows on Plant Services.`).waitFor();
    await form.getByRole('heading', { name: 'Already shown on' }).waitFor();
    const table = page.getByRole('table', { name: 'Syndications' });
    await expect
      .poll(() => table.locator('tbody tr').allTextContents())
      .toEqual([expect.stringContaining(article.name)]);
    expect(await axeViolations(page)).toEqual([]);

    const copy = await engine
      .db('content')
      .where({ tenant_key: 'plantservices', name: article.name })
      .first('id', 'canonical_path', 'canonical_url');
    const origin = await engine.db('content').where({ id: article.id }).first('canonical_path');
    expect(copy.canonical_url).toMatch(new RegExp(`^https?://[^/]+${origin.canonical_path}$`));
    await expect
      .poll(async () => {
        const { status, html } = await read('plantservices', copy.canonical_path);
        return [status, html.includes(article.name), html.includes(`rel="canonical" href="${copy.canonical_url}"`)];
      })
      .toEqual([200, true, true]);
    await expect
      .poll(async () => (await read('plantservices', `/${section.alias}`)).html.includes(article.name))
      .toBe(true);

    // On its own site the copy's editor says where the original is and offers no save.
    const other = await (await browser.newContext()).newPage();
    await signInToAdmin(other, users.editor, `http://plantservices.localhost:${port}/admin/edit-content/${copy.id}`);
    await other.getByRole('note').getByRole('link', { name: 'an item of another site' }).waitFor();
    await expect(other.getByRole('button', { name: /Save|Publish/ }).count()).resolves.toBe(0);
    await other.context().close();

    // The origin changes: the copy follows, on the other site's pages too.
    const { bearerToken } = await loginAs(engine.context(), users.editor);
    const renamed = `${article.name} (updated)`;
    const update = await engine.gql(
      'mutation($input: UpdateContentInput!) { updateContent(input: $input) { id } }',
      { input: { id: article.id, name: renamed } },
      { tenantKey: 'fleetowner', token: bearerToken },
    );
    expect(update.errors).toBeUndefined();
    await expect.poll(async () => (await read('plantservices', copy.canonical_path)).html.includes(renamed)).toBe(true);

    await page.reload();
    await form.getByLabel('Find an item of this site').fill(String(article.id));
    await form.getByRole('radio').first().click();
    await form.getByRole('button', { name: 'Take off Plant Services' }).click();
    await page.getByText('Taken off Plant Services.').waitFor();
    await expect.poll(async () => (await read('plantservices', copy.canonical_path)).status).toBe(404);
    await expect.poll(() => table.locator('tbody tr').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 180_000);

  it('gives a user without manage_content no menu entry, and the engine refuses them', async () => {
    const page = await signedInPage(users.viewer, '/admin');
    const toolbar = page.getByRole('navigation', { name: 'Admin' });
    await expect(toolbar.getByRole('button', { name: 'Content', exact: true }).count()).resolves.toBe(0);
    await page.context().close();
    const { bearerToken } = await loginAs(engine.context(), users.viewer);
    const result = await engine.gql(
      'mutation($input: SyndicateContentInput!) { syndicateContent(input: $input) { copyContentId } }',
      { input: { contentId: 1, siteKey: 'plantservices', schedules: [{ sectionId: 1 }] } },
      { tenantKey: 'fleetowner', token: bearerToken },
    );
    expect(result.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  }, 60_000);
});
