import { get, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCmsUser, loginAs, type CmsUserFixture } from '../content-engine/testing/fixtures-cms-users.ts';
import { type TestEngine } from '../content-engine/testing/test-engine.ts';
import { launchBrowser } from './browser.ts';
import { signInToAdmin } from './admin-sign-in.ts';
import { seriousAxeViolations } from './axe.ts';
import { startBuiltSite, type BuiltSite } from './built-site.ts';

/*
 * The layouts administration in Chromium against the real server and its build pipeline: the list
 * searched and filtered, "Test a URL", a url-override layout created (required fields first),
 * watched until live and served at its alias from a prebuilt file, a delete that first says which
 * pages use the layout, and an editor who may only look (no add link; the engine refuses writes).
 */
const tenantKey = 'fleetowner';
let engine: TestEngine;
let browser: Browser;
let port: number;
let built: BuiltSite | undefined;
let administrator: CmsUserFixture;
let adminToken: string;
const errors: string[] = [];
const site = () => `http://${tenantKey}.localhost:${port}`;

/** The page as a reader gets it, from the server (node:http: fetch drops the Host header). */
function read(path: string): Promise<{ status: number; html: string; headers: IncomingHttpHeaders }> {
  return new Promise((done, fail) => {
    get({ host: '127.0.0.1', port, path, headers: { host: `${tenantKey}.localhost:${port}` } }, (response) => {
      let html = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (html += chunk));
      response.on('end', () => done({ status: response.statusCode ?? 0, html, headers: response.headers }));
    }).on('error', fail);
  });
}

async function signedInPage(user: CmsUserFixture, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  page.on('pageerror', (error) => errors.push(error.message));
  await signInToAdmin(page, user, `${site()}${path}`);
  return page;
}

const gqlAsAdmin = async (query: string, variables: Record<string, unknown>) =>
  (await engine.gql(query, variables, { tenantKey, token: adminToken })) as {
    data?: Record<string, unknown>;
    errors?: { message: string; extensions: { code: string } }[];
  };

beforeAll(async () => {
  built = await startBuiltSite('layouts', { tenants: 2, itemsPerTenant: 10 });
  ({ engine } = built);
  administrator = await insertCmsUser(engine.db, {
    username: 'e2e-layouts-admin',
    role: 'administrator',
    isGlobal: true,
  });
  adminToken = (await loginAs(engine.context(), administrator)).bearerToken;
  await engine.app.listen({ port: 0, host: '127.0.0.1' });
  port = (engine.app.server.address() as AddressInfo).port;
  browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await built?.stop();
});

describe('the layouts administration', () => {
  it('lists the layouts, finds one by search and narrows them by type', async () => {
    const page = await signedInPage(administrator, '/admin/layouts');
    const summary = page.getByRole('status').filter({ hasText: /layouts$/ });
    await summary.filter({ hasText: /^Showing 1–\d+ of \d+ layouts$/ }).waitFor();
    const table = page.getByRole('table', { name: 'Layouts' });
    await table.getByRole('link', { name: 'Home', exact: true }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('searchbox', { name: 'Search' }).fill('video');
    await expect.poll(() => table.getByRole('link').allTextContents()).toEqual(['Video']);

    await page.getByRole('searchbox', { name: 'Search' }).fill('');
    await page.getByLabel('Type', { exact: true }).selectOption('url-override');
    await expect
      .poll(async () =>
        (await table.locator('tbody tr td:nth-child(2)').allTextContents()).every((t) => t === 'URL override'),
      )
      .toBe(true);
    await table.getByRole('link', { name: 'Home', exact: true }).waitFor();
    expect(await table.getByRole('link', { name: 'Video' }).count()).toBe(0);
    await page.context().close();
  });

  it('tells which layout a URL renders with, by which rule and why', async () => {
    const page = await signedInPage(administrator, '/admin/layouts');
    await page.getByLabel('Path or URL').fill('/');
    await page.getByRole('button', { name: 'Test', exact: true }).click();
    const answer = page.locator('.test-url-answer');
    await answer.getByRole('link', { name: 'Home' }).waitFor();
    const engineAnswer = await gqlAsAdmin(
      'query($input: GetLayoutForPathInput!) { getLayoutForPath(input: $input) { layoutId explanation } }',
      { input: { path: '/' } },
    );
    const { layoutId, explanation } = engineAnswer.data!.getLayoutForPath as { layoutId: number; explanation: string };
    await expect(answer.getByRole('link', { name: 'Home' }).getAttribute('href')).resolves.toBe(
      `/admin/edit-web-layout/${layoutId}`,
    );
    await expect(answer.textContent()).resolves.toContain('URL override');
    await expect(answer.textContent()).resolves.toContain(explanation);
    await page.context().close();
  });

  it('creates a url-override layout, watches it go live and the site serves its alias with it', async () => {
    // A section page that renders with the default section layout: the new layout takes it over.
    const sections = await engine
      .db('website_sections')
      .where({ tenant_key: tenantKey, status: 1 })
      .whereNot({ alias: 'home' })
      .orderBy('id')
      .pluck('alias');
    let alias = '';
    for (const candidate of sections) {
      const answer = await gqlAsAdmin(
        'query($input: GetLayoutForPathInput!) { getLayoutForPath(input: $input) { rule page } }',
        { input: { path: `/${candidate}` } },
      );
      const found = answer.data!.getLayoutForPath as { rule: string | null; page: string };
      if (found.page === 'section' && found.rule === 'default' && (await read(`/${candidate}`)).status === 200) {
        alias = `/${candidate}`;
        break;
      }
    }
    expect(alias).not.toBe('');
    expect((await read(alias)).html).toContain('class="site-header');

    const page = await signedInPage(administrator, '/admin/create-web-layout');
    await page.getByRole('heading', { name: 'Create layout' }).waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    // Name and type are required; nothing is saved.
    await expect(page.getByText('Field is required').count()).resolves.toBe(2);
    await page.getByLabel('Name', { exact: true }).fill('E2E Landing');
    await page.getByLabel('Type', { exact: true }).selectOption('url-override');
    await page.getByRole('button', { name: 'Save' }).click();
    // A url-override layout needs an alias; what was typed stays.
    const aliases = page.getByRole('group', { name: /^Aliases/ });
    await expect(aliases.getByRole('alert').textContent()).resolves.toBe('Field is required');
    await expect(page.getByLabel('Name', { exact: true }).inputValue()).resolves.toBe('E2E Landing');
    expect(await engine.db('layouts').where({ name: 'E2E Landing' }).count('* as n')).toEqual([{ n: 0 }]);

    await page.getByRole('button', { name: 'Add alias' }).click();
    // A rule only the engine checks (an alias of at most 500 characters): its message beside the field.
    await page.getByRole('textbox', { name: 'Alias 1', exact: true }).fill(`/${'x'.repeat(600)}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => aliases.getByRole('alert').textContent()).toMatch(/500/);
    await expect(page.getByLabel('Name', { exact: true }).inputValue()).resolves.toBe('E2E Landing');
    await page.getByRole('textbox', { name: 'Alias 1', exact: true }).fill(alias);
    await page.getByLabel('Hide header').check();
    await page.getByLabel('Full width').check();
    await page.getByLabel('Exclude welcome ad').check();
    // Three rows of different row layouts, with blocks and their settings.
    const grid = page.getByRole('region', { name: 'Primary grid' });
    for (const layout of ['1', '1_2', '1_1_1']) {
      await grid.getByLabel('New row layout').selectOption(layout);
      await grid.getByRole('button', { name: 'Add row' }).click();
    }
    const column = (row: number, n: number) =>
      grid.getByRole('region', { name: `Primary grid row ${row}` }).getByRole('group', { name: `Column ${n}` });
    const addBlock = async (row: number, n: number, search: string, name: string) => {
      await column(row, n).getByRole('button', { name: 'Add block' }).click();
      await column(row, n).getByLabel('Search block types').fill(search);
      await column(row, n).getByRole('button', { name, exact: true }).click();
    };
    await addBlock(1, 1, 'content li', 'Content list');
    const list = column(1, 1).getByRole('group', { name: 'Block 1: Content list' });
    await list.getByLabel('Title', { exact: true }).fill('E2E latest headlines');
    await list.getByLabel('Number of items').fill('3');
    await addBlock(2, 2, 'rich', 'Rich text');
    await column(2, 2)
      .getByRole('group', { name: 'Block 1: Rich text' })
      .getByLabel('HTML', { exact: true })
      .fill('<p>E2E rich text in the narrow column</p>');
    await addBlock(3, 3, 'content li', 'Content list');
    await column(3, 3)
      .getByRole('group', { name: 'Block 1: Content list' })
      .getByLabel('Title', { exact: true })
      .fill('E2E more stories');
    // The preview renders the alias's page with the unsaved layout, through the site's renderer.
    const preview = page.frameLocator('iframe[title^="Preview of"]');
    await preview.getByText('E2E rich text in the narrow column').waitFor({ timeout: 60_000 });
    await preview.getByText('E2E latest headlines').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/admin\/edit-web-layout\/\d+$/);
    const id = Number(page.url().split('/').pop());
    const stored = await engine.db('layouts').where({ id }).first();
    expect([stored.name, stored.type, JSON.parse(stored.aliases)]).toEqual(['E2E Landing', 'url-override', [alias]]);

    // queued → regenerating → live: the page at the alias is rebuilt with the new layout.
    const status = page.getByRole('region', { name: 'Publish status' });
    await status.getByText('Live', { exact: true }).waitFor({ timeout: 180_000 });
    // Live means live: the prebuilt page at the alias already renders with the layout.
    const served = await read(alias);
    expect([served.status, served.headers['x-masthead-cache'], served.html.includes('class="site-header')]).toEqual([
      200,
      'static',
      false,
    ]);
    for (const text of ['E2E latest headlines', 'E2E rich text in the narrow column', 'E2E more stories'])
      expect(served.html).toContain(text);
    expect(served.html).toContain('<main class="site-main full-width">');
    // On the page, the editors' toolbar opens this layout's form.
    const onSite = await page.context().newPage();
    await onSite.goto(`${site()}${alias}`);
    await expect(
      onSite
        .getByRole('navigation', { name: 'Editor toolbar' })
        .getByRole('link', { name: 'Configure layout' })
        .getAttribute('href'),
    ).resolves.toBe(`/admin/edit-web-layout/${id}`);
    await onSite.close();
    // The form shows what was saved, header hidden, full width and welcome ad excluded.
    await expect(page.getByLabel('Hide header').isChecked()).resolves.toBe(true);
    await expect(page.getByLabel('Full width').isChecked()).resolves.toBe(true);
    await expect(page.getByLabel('Exclude welcome ad').isChecked()).resolves.toBe(true);

    // A change to the layout regenerates its page: the header comes back.
    await page.getByLabel('Hide header').uncheck();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(async () => (await read(alias)).html.includes('class="site-header'), { timeout: 120_000 })
      .toBe(true);
    await page.getByRole('region', { name: 'Publish status' }).getByText('Live', { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  }, 300_000);

  it('says which pages use a layout before deleting it', async () => {
    const video = await engine.db('layouts').where({ tenant_key: tenantKey, name: 'Video' }).first('id');
    const usage = await gqlAsAdmin('query($input: GetLayoutInput!) { getLayoutUsage(input: $input) { pages } }', {
      input: { id: video.id },
    });
    const sentences = (usage.data!.getLayoutUsage as { pages: string[] }).pages;
    expect(sentences.length).toBeGreaterThan(0);

    const page = await signedInPage(administrator, '/admin/layouts');
    await page.getByRole('searchbox', { name: 'Search' }).fill('video');
    await page.getByRole('button', { name: 'Delete the layout Video' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete the layout “Video”?' });
    await dialog.getByText(sentences[0]!, { exact: true }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Delete layout' }).click();
    await page
      .getByRole('table', { name: 'Layouts' })
      .getByRole('link', { name: 'Video' })
      .waitFor({ state: 'detached' });
    // Retired, not erased (status 0): no page uses it any more.
    expect(Number((await engine.db('layouts').where({ id: video.id }).first('status')).status)).toBe(0);
    await page.context().close();
  });

  it('lets an editor without manage_site_layouts look but not add or change, and the engine refuses the write', async () => {
    const editor = await insertCmsUser(engine.db, {
      username: 'e2e-layouts-editor',
      role: 'editor',
      tenants: [tenantKey],
    });
    const page = await signedInPage(editor, '/admin/layouts');
    const table = page.getByRole('table', { name: 'Layouts' });
    await table.getByRole('link', { name: 'Home', exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Add layout' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Delete the layout/ }).count()).toBe(0);

    await table.getByRole('link', { name: 'Home', exact: true }).click();
    await page.getByRole('heading', { name: 'Layout: Home' }).waitFor();
    await expect(page.getByLabel('Name', { exact: true }).isDisabled()).resolves.toBe(true);
    await expect(page.getByLabel('Full height').isDisabled()).resolves.toBe(true);
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);

    const { bearerToken } = await loginAs(engine.context(), editor);
    const created = await engine.gql(
      'mutation($input: CreateLayoutInput!) { createLayout(input: $input) { id } }',
      { input: { name: 'Not allowed', type: 'section' } },
      { tenantKey, token: bearerToken },
    );
    expect(created.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    await page.context().close();
  });
});
