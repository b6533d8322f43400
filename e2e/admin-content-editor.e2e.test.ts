import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCmsUser, type CmsUserFixture } from '../content-engine/testing/fixtures-cms-users.ts';
import { insertContent } from '../content-engine/testing/fixtures.ts';
import type { TestEngine } from '../content-engine/testing/test-engine.ts';
import { axeViolations } from './axe.ts';
import { launchBrowser } from './browser.ts';
import { submitAdminLogin } from './admin-sign-in.ts';
import { startBuiltSite, type BuiltSite } from './built-site.ts';

/*
 * The content editor's journeys in Chromium against the real server and build pipeline: a new
 * author from the picker, related content, a magazine issue, publishing, and the pages that show
 * them; and two editors on one draft, where the second save is refused and nothing is lost.
 */
let engine: TestEngine;
let browser: Browser;
let port: number;
let built: BuiltSite | undefined;
let administrator: CmsUserFixture;
let jane: CmsUserFixture;
const admin = (path: string) => `http://fleetowner.localhost:${port}/admin${path}`;
const errors: string[] = [];

/** The page as a reader gets it, from the server (prebuilt files once built). */
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

/** The HTML of the page's related content block. */
const relatedBlock = (html: string) => {
  const start = html.indexOf('block-related_content');
  return start < 0 ? '' : html.slice(start, html.indexOf('</section>', start));
};

async function openEditor(user: CmsUserFixture, path: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('dialog', (dialog) => void dialog.accept());
  await submitAdminLogin(page, user, admin(path));
  await page.getByRole('form').waitFor();
  return page;
}

beforeAll(async () => {
  built = await startBuiltSite('content-editor', { tenants: 1, itemsPerTenant: 40 });
  ({ engine } = built);
  administrator = await insertCmsUser(engine.db, {
    username: 'e2e-editor-admin',
    role: 'administrator',
    isGlobal: true,
  });
  jane = await insertCmsUser(engine.db, { username: 'e2e-jane', role: 'administrator', isGlobal: true });
  await engine.db('cms_users').where({ id: jane.id }).update({ first_name: 'Jane', last_name: 'Editor' });
  await engine.app.listen({ port: 0, host: '127.0.0.1' });
  port = (engine.app.server.address() as AddressInfo).port;
  browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await built?.stop();
});

describe('the content editor', () => {
  it('adds a new author, relates two articles, puts one in a magazine issue, and the site shows all of it', async () => {
    const sections = await engine
      .db('website_sections')
      .where({ tenant_key: 'fleetowner', status: 1, parent_id: null })
      .whereNot({ alias: 'home' })
      .orderBy('id')
      .limit(2)
      .select('id', 'alias');
    const other = await engine
      .db('content')
      .where({ tenant_key: 'fleetowner', status: 1, type: 'Article', primary_section_id: sections[1]!.id })
      .orderBy('id')
      .first('id', 'name', 'canonical_path');
    const second = await engine
      .db('content')
      .where({ tenant_key: 'fleetowner', status: 1, type: 'Article' })
      .whereNot({ id: other.id })
      .orderBy('id', 'desc')
      .first('id', 'name');
    const publication = await engine.db('magazine_publications').where({ tenant_key: 'fleetowner' }).first();
    const issue = await engine
      .db('magazine_issues')
      .where({ tenant_key: 'fleetowner', publication_id: publication.id })
      .orderBy('mail_date', 'desc')
      .first();
    const page = await openEditor(administrator, '/create-content/article');

    const title = 'Depot Chargers Halve Overnight Costs';
    await page.getByLabel('Name', { exact: true }).fill(title);
    await page
      .getByLabel('Teaser')
      .fill('A depot in Ohio moved its electric fleet to off-peak charging and saved half.');
    await page.getByRole('textbox', { name: 'Body' }).fill('The depot changed its charging schedule.');
    await page.getByLabel('Primary section').selectOption(String(sections[0]!.id));

    // A new author, from the picker.
    await page.getByRole('button', { name: 'Add new author' }).click();
    await page.getByLabel('First name').fill('Odette');
    await page.getByLabel('Last name').fill('Quillfeather');
    await page.getByLabel('Job title').fill('Energy Editor');
    await page.getByRole('button', { name: 'Create author' }).click();
    await page.getByRole('list', { name: 'Chosen authors' }).getByText('Odette Quillfeather').waitFor();

    // Related content: the other article.
    await page.getByLabel('Related content').fill(String(other.name).slice(0, 20));
    await page.getByRole('list', { name: 'Related content matches' }).getByRole('button').first().click();
    await page.locator('.related-list').getByText(String(other.name), { exact: false }).waitFor();
    // A second one, moved to the top with the keyboard.
    await page.getByLabel('Related content').fill(String(second.name).slice(0, 20));
    await page
      .getByRole('list', { name: 'Related content matches' })
      .getByRole('button', { name: new RegExp(`\\(\\w+ ${second.id}\\)$`) })
      .click();
    await page.getByRole('button', { name: new RegExp(`^Move .* ${second.id}\\) up$`) }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.related-item span').first().textContent()).resolves.toContain(String(second.name));

    // The magazine issue: publication → issue → section.
    await page.getByRole('button', { name: 'Add to a magazine issue' }).click();
    await page.getByLabel('Publication').selectOption(String(publication.id));
    await page
      .getByLabel('Issue', { exact: true })
      .locator(`option[value="${issue.id}"]`)
      .waitFor({ state: 'attached' });
    await page.getByLabel('Issue', { exact: true }).selectOption(String(issue.id));
    await page.getByLabel('Magazine section').locator('option').nth(1).waitFor({ state: 'attached' });
    await page.getByLabel('Magazine section').selectOption({ index: 1 });
    // Readers may send an inquiry about it.
    await page.getByLabel('Show the inquiry form (request more information)').check();

    await expect(axeViolations(page)).resolves.toEqual([]);
    await page.getByRole('button', { name: 'Publish now' }).click();
    await page.waitForURL(/\/admin\/edit-content\/\d+$/);
    await page
      .getByRole('region', { name: 'Publish status' })
      .getByText('Live', { exact: true })
      .waitFor({ timeout: 60_000 });
    const id = Number(page.url().split('/').pop());
    const { canonical_path: path } = await engine.db('content').where({ id }).first('canonical_path');
    const related = await engine
      .db('content_relations')
      .where({ content_id: id })
      .orderBy('position')
      .pluck('related_id');
    expect(related.map(Number)).toEqual([second.id, other.id]);
    const { metadata } = await engine.db('content').where({ id }).first('metadata');
    expect(JSON.parse(String(metadata))).toMatchObject({ enableRmi: true });

    // The article page shows its author and its related article.
    await expect
      .poll(async () => (await read(path)).html.includes('Odette Quillfeather'), { timeout: 30_000 })
      .toBe(true);
    expect(relatedBlock((await read(path)).html)).toContain(String(other.name));
    // The issue page lists it.
    await expect
      .poll(async () => (await read(`/magazine/${publication.alias}/${issue.alias}`)).html.includes(title), {
        timeout: 30_000,
      })
      .toBe(true);

    // Relating it from the other article: that article's related block shows it.
    await page.goto(admin(`/edit-content/${other.id}`));
    await page.getByLabel('Related content').fill('Depot Chargers');
    await page.getByRole('list', { name: 'Related content matches' }).getByText(title, { exact: false }).click();
    await page.getByRole('button', { name: 'Save and publish' }).click();
    await page.getByText('Published.').first().waitFor();
    await expect
      .poll(async () => relatedBlock((await read(String(other.canonical_path))).html).includes(title), {
        timeout: 30_000,
      })
      .toBe(true);
    expect(errors).toEqual([]);
  });

  it('refuses the second of two editors’ saves on one draft with who and when, and loses nothing', async () => {
    const section = await engine.db('website_sections').where({ tenant_key: 'fleetowner', status: 1 }).first('id');
    const draft = await insertContent(engine.db, {
      tenantKey: 'fleetowner',
      name: 'Shared Draft',
      status: 2,
      published: null,
      primarySectionId: section.id,
    });
    const first = await openEditor(jane, `/edit-content/${draft}`);
    const second = await openEditor(administrator, `/edit-content/${draft}`);

    // The first editor's change saves itself.
    await first.getByLabel('Name', { exact: true }).fill('Jane’s Headline');
    await first
      .getByTestId('save-status')
      .getByText(/^Saved at /)
      .waitFor({ timeout: 15_000 });

    // The second editor, who loaded the draft before it, is refused, told who and when; the change stays.
    await second.getByLabel('Name', { exact: true }).fill('My Own Headline');
    const notice = second.getByRole('alert').filter({ hasText: 'Not saved.' });
    await notice.waitFor({ timeout: 15_000 });
    await expect(notice.textContent()).resolves.toMatch(/Jane Editor changed this item at .+\d:\d\d/);
    await expect(notice.textContent()).resolves.toContain('Changed by Jane Editor at');
    await expect(second.getByLabel('Name', { exact: true }).inputValue()).resolves.toBe('My Own Headline');
    await expect(second.getByTestId('save-status').textContent()).resolves.toMatch(/Not saved/);
    const stored = await engine.db('content').where({ id: draft }).first('name');
    expect(stored.name).toBe('Jane’s Headline');

    // A click on a save button is refused the same way; nothing is overwritten.
    await second.getByRole('button', { name: 'Save draft' }).click();
    await notice.waitFor();
    expect((await engine.db('content').where({ id: draft }).first('name')).name).toBe('Jane’s Headline');

    // Reloading shows the other editor's version.
    await notice.getByRole('button', { name: 'Reload their version' }).click();
    await expect
      .poll(() => second.getByLabel('Name', { exact: true }).inputValue(), { timeout: 10_000 })
      .toBe('Jane’s Headline');
    expect(errors).toEqual([]);
  });
});
