import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Papa from 'papaparse';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCmsUser, type CmsUserFixture } from '../content-engine/testing/fixtures-cms-users.ts';
import { insertTaxonomy, linkTaxonomy } from '../content-engine/testing/fixtures-catalogue.ts';
import { insertContent } from '../content-engine/testing/fixtures.ts';
import { chicagoDayStart } from '../content-engine/shared/chicago-day.ts';
import { ContentStatus } from '../content-engine/shared/enums.ts';
import type { TestEngine } from '../content-engine/testing/test-engine.ts';
import { signInToAdmin } from './admin-sign-in.ts';
import { axeViolations } from './axe.ts';
import { startDemoSession, type DemoSession } from './demo-session.ts';

/*
 * The company, taxonomy and cross-site exports in Chromium against the real server (issue 32):
 * an exporter starts each export, watches it finish, downloads the file and finds the site's
 * data in it (cross-site: only the sites the exporter may see). An editor without
 * manage_print_export gets neither the menus nor the screens; the engine's refusal (FORBIDDEN)
 * is asserted in content-engine/exports/tests/exports.int.test.ts.
 */
let session: DemoSession;
let engine: TestEngine;
let base: string;
let exporter: CmsUserFixture;
let editor: CmsUserFixture;
let exportsDir: string;
const ids: Record<string, number> = {};
const siteNames: Record<string, string> = {};
const march = chicagoDayStart('2026-03-10');

beforeAll(async () => {
  exportsDir = mkdtempSync(join(tmpdir(), 'masthead-e2e-exports-'));
  process.env.EXPORTS_DIR = exportsDir;
  // fleetowner and plantservices are the exporter's; healthcareit is not.
  session = await startDemoSession({ admin: true, seed: { tenants: 3, itemsPerTenant: 3 } });
  ({ engine, base } = session);
  const db = engine.db;
  exporter = await insertCmsUser(db, {
    username: 'e2e-data-exporter',
    tenants: ['fleetowner', 'plantservices'],
    extraPermissions: ['manage_print_export'],
  });
  editor = await insertCmsUser(db, { username: 'e2e-no-exports', tenants: ['fleetowner'] });
  for (const { key, name } of await db('tenants').select('key', 'name')) siteNames[String(key)] = String(name);

  ids.company = await insertContent(db, {
    tenantKey: 'fleetowner',
    name: 'E2E Reefer Lines, "Ltd"',
    type: 'Company',
    canonicalPath: '/e2e-reefer-lines',
    teaser: 'Cold freight',
    published: march,
  });
  await db('content')
    .where({ id: ids.company })
    .update({
      link_url: 'https://reefer.example',
      metadata: JSON.stringify({ phone: '555-0199', email: 'desk@reefer.example' }),
      address: JSON.stringify({ street: '1 Dock Rd', city: 'Cleveland', state: 'OH' }),
    });
  ids.goneCompany = await insertContent(db, {
    tenantKey: 'fleetowner',
    name: 'E2E Gone Co',
    type: 'Company',
    status: ContentStatus.DELETED,
  });
  ids.plantCompany = await insertContent(db, { tenantKey: 'plantservices', name: 'E2E Plant Co', type: 'Company' });

  ids.parentTerm = await insertTaxonomy(db, { tenantKey: 'fleetowner', type: 'Category', name: 'E2E Fleets' });
  ids.childTerm = await insertTaxonomy(db, {
    tenantKey: 'fleetowner',
    type: 'Category',
    name: 'E2E Reefers',
    fullName: 'E2E Fleets > E2E Reefers',
  });
  await db('taxonomy').where({ id: ids.childTerm }).update({ parent_id: ids.parentTerm });
  await insertTaxonomy(db, { tenantKey: 'plantservices', name: 'E2E Plant tag' });

  ids.fleetStory = await insertContent(db, { tenantKey: 'fleetowner', name: 'E2E fleet story', published: march });
  ids.plantStory = await insertContent(db, {
    tenantKey: 'plantservices',
    name: 'E2E plant <story>',
    canonicalPath: '/e2e-plant-story',
    published: march + 3_600_000,
  });
  ids.plantLater = await insertContent(db, { tenantKey: 'plantservices', name: 'E2E plant later' });
  ids.healthSecret = await insertContent(db, {
    tenantKey: 'healthcareit',
    name: 'E2E health secret',
    published: march,
  });
  const deletedStory = await insertContent(db, {
    tenantKey: 'fleetowner',
    name: 'E2E deleted story',
    status: ContentStatus.DELETED,
  });
  for (const contentId of [ids.fleetStory, deletedStory])
    await linkTaxonomy(db, { contentId, taxonomyId: ids.childTerm });
}, 240_000);

afterAll(async () => {
  await session?.close();
  rmSync(exportsDir, { recursive: true, force: true });
});

async function signedIn(user: CmsUserFixture, path: string): Promise<Page> {
  const { page } = await session.newPage({ acceptDownloads: true });
  await signInToAdmin(page, user, `${base}${path}`);
  return page;
}

/**
 * Waits (with a deadline) for the export's row to be done with its download link, checks the
 * screen with axe, follows the link and returns the downloaded file's text.
 */
async function downloadFinished(page: Page, fileName: RegExp): Promise<string> {
  const link = page.getByRole('link', { name: fileName });
  await link.waitFor({ timeout: 60_000 });
  await expect(page.getByRole('row').filter({ has: link }).getByRole('cell').nth(3).textContent()).resolves.toBe(
    'Done',
  );
  await expect(axeViolations(page)).resolves.toEqual([]);
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(`Download ${download.suggestedFilename()}`).toMatch(fileName);
  return readFileSync((await download.path())!, 'utf8');
}

const csvRows = (text: string) => Papa.parse<string[]>(text.trim()).data;

const liveIds = async (tenantKeys: string[], type?: string) =>
  (
    await engine
      .db('content')
      .whereIn('tenant_key', tenantKeys)
      .modify((query) => (type ? query.where({ type }) : query))
      .whereNot('status', ContentStatus.DELETED)
      .pluck('id')
  )
    .map(Number)
    .sort((a, b) => a - b);

describe('data exports in the admin', () => {
  it('exports the companies of the site as a CSV file, started from the keyboard', async () => {
    const page = await signedIn(exporter, '/admin');
    // The Site Exports menu offers the screen; the spotlight reaches it from the keyboard.
    const toolbar = page.getByRole('navigation', { name: 'Admin' });
    await toolbar.getByRole('button', { name: 'Site Exports', exact: true }).click();
    await expect(toolbar.getByRole('link', { name: 'Company Export', exact: true }).count()).resolves.toBe(1);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+k');
    await page.getByRole('dialog', { name: 'Spotlight' }).getByLabel('Filter menus').fill('Company Export');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/admin\/company-export$/);
    await page.getByRole('heading', { name: 'Company Export', exact: true }).waitFor();
    await page.getByText('No export yet.').waitFor();
    await page.getByRole('button', { name: 'Start the export' }).focus();
    await page.keyboard.press('Enter');

    const rows = csvRows(await downloadFinished(page, /^Download companies-fleetowner-\d+\.csv$/));
    expect(rows[0]).toEqual([
      'ID',
      'Name',
      'Status',
      'URL path',
      'Website',
      'Phone',
      'Fax',
      'Email',
      'Address',
      'Teaser',
      'Published',
      'Created',
      'Updated',
    ]);
    const fixture = rows.find((row) => row[0] === String(ids.company));
    expect(fixture?.slice(0, 11)).toEqual([
      String(ids.company),
      'E2E Reefer Lines, "Ltd"',
      'Published',
      '/e2e-reefer-lines',
      'https://reefer.example',
      '555-0199',
      '',
      'desk@reefer.example',
      '1 Dock Rd, Cleveland, OH',
      'Cold freight',
      new Date(march).toISOString(),
    ]);
    // Every live company of this site and nothing else: not the deleted one, not another site's.
    const exported = rows.slice(1).map((row) => Number(row[0]));
    expect(exported).toEqual(await liveIds(['fleetowner'], 'Company'));
    expect(exported).not.toContain(ids.goneCompany);
    expect(exported).not.toContain(ids.plantCompany);
    await page.context().close();
  });

  it("exports the site's taxonomy as a CSV file with parents, paths and live item counts", async () => {
    const page = await signedIn(exporter, '/admin/taxonomy-export');
    await page.getByRole('heading', { name: 'Taxonomy Export', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Start the export' }).click();
    await page.getByText('The export started. It is listed below with its progress.').waitFor();

    const rows = csvRows(await downloadFinished(page, /^Download taxonomy-fleetowner-\d+\.csv$/));
    expect(rows[0]).toEqual(['ID', 'Name', 'Type', 'Parent', 'Path', 'Item count']);
    expect(rows.filter((row) => row[1]?.startsWith('E2E'))).toEqual([
      [String(ids.parentTerm), 'E2E Fleets', 'Category', '', 'E2E Fleets', '0'],
      [String(ids.childTerm), 'E2E Reefers', 'Category', 'E2E Fleets', 'E2E Fleets > E2E Reefers', '1'],
    ]);
    const terms = (await engine.db('taxonomy').where({ tenant_key: 'fleetowner' }).pluck('id')).map(Number);
    expect(rows.slice(1).map((row) => Number(row[0]))).toEqual(terms.sort((a, b) => a - b));
    await page.context().close();
  });

  it('exports content across the sites the exporter may see, as CSV and as XML for one site and dates', async () => {
    const page = await signedIn(exporter, '/admin/cross-site-exports');
    await page.getByRole('heading', { name: 'Cross-Site Exports', exact: true }).waitFor();
    const form = page.getByRole('form', { name: 'Start a cross-site export' });
    const sites = form.getByRole('group', { name: /^Sites/ }).getByRole('checkbox');
    await expect
      .poll(() => sites.evaluateAll((boxes) => boxes.map((box) => box.parentElement?.textContent?.trim())))
      .toEqual([siteNames.fleetowner, siteNames.plantservices]);

    // CSV over every site the exporter may see.
    await form.getByRole('button', { name: 'Start the export' }).click();
    const csv = csvRows(await downloadFinished(page, /^Download cross-site-content-\d+\.csv$/));
    expect(csv[0]).toEqual(['Site', 'Site name', 'ID', 'Type', 'Status', 'Name', 'URL path', 'Teaser', 'Published']);
    const body = csv.slice(1);
    expect(new Set(body.map((row) => row[0]))).toEqual(new Set(['fleetowner', 'plantservices']));
    expect(body.map((row) => Number(row[2])).sort((a, b) => a - b)).toEqual(
      await liveIds(['fleetowner', 'plantservices']),
    );
    expect(body.find((row) => row[2] === String(ids.plantStory))).toEqual([
      'plantservices',
      siteNames.plantservices,
      String(ids.plantStory),
      'Article',
      'Published',
      'E2E plant <story>',
      '/e2e-plant-story',
      '',
      new Date(march + 3_600_000).toISOString(),
    ]);
    expect(body.some((row) => row[2] === String(ids.healthSecret) || row[0] === 'healthcareit')).toBe(false);

    // Giving one date only is refused beside the other field before anything is sent.
    const to = form.getByLabel('Published to');
    await form.getByLabel('Published from').fill('2026-03-01');
    await form.getByRole('button', { name: 'Start the export' }).click();
    await form.getByText('Give both dates or neither').waitFor();
    await expect(to.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(to.getAttribute('aria-describedby')).resolves.toBe('cross-site-to-error');

    // XML of one site and March, chosen from the keyboard.
    await form.getByRole('radio', { name: 'CSV' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(form.getByRole('radio', { name: 'XML' }).isChecked()).resolves.toBe(true);
    await form.getByRole('checkbox', { name: siteNames.plantservices }).focus();
    await page.keyboard.press('Space');
    await expect(form.getByRole('checkbox', { name: siteNames.plantservices }).isChecked()).resolves.toBe(true);
    await to.fill('2026-03-31');
    await form.getByRole('button', { name: 'Start the export' }).focus();
    await page.keyboard.press('Enter');
    const xml = await downloadFinished(page, /^Download cross-site-content-\d+\.xml$/);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<content>\n' +
        `  <item id="${ids.plantStory}" site="plantservices" siteName="${siteNames.plantservices}">` +
        '<type>Article</type><status>Published</status><name>E2E plant &lt;story&gt;</name>' +
        '<path>/e2e-plant-story</path><teaser></teaser>' +
        `<published>${new Date(march + 3_600_000).toISOString()}</published></item>\n` +
        '</content>\n',
    );
    await page.context().close();
  });
});

describe('data exports for an editor without manage_print_export', () => {
  it('offers no export menu entries and refuses the screens', async () => {
    const page = await signedIn(editor, '/admin');
    const toolbar = page.getByRole('navigation', { name: 'Admin' });
    await expect(toolbar.getByRole('button', { name: 'Site Exports', exact: true }).count()).resolves.toBe(0);
    await toolbar.getByRole('button', { name: 'Cross Site', exact: true }).click();
    await toolbar.getByRole('link', { name: 'Cross-Site Reports', exact: true }).waitFor();
    await expect(toolbar.getByRole('link', { name: 'Cross-Site Exports' }).count()).resolves.toBe(0);
    for (const path of ['/admin/company-export', '/admin/taxonomy-export', '/admin/cross-site-exports']) {
      await page.goto(`${base}${path}`);
      await page.getByRole('heading', { name: 'Not allowed', exact: true }).waitFor();
      await expect(page.getByRole('alert').filter({ hasText: 'permission' }).textContent()).resolves.toBe(
        'You do not have permission to use this page.',
      );
      await expect(page.getByRole('button', { name: 'Start the export' }).count()).resolves.toBe(0);
    }
    await page.context().close();
  });
});
