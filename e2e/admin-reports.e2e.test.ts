import { readFileSync } from 'node:fs';
import type { Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, insertCmsUser, type CmsUserFixture } from '../content-engine/testing/fixtures-cms-users.ts';
import { insertSiteUser } from '../content-engine/testing/fixtures-site-users.ts';
import { insertContent } from '../content-engine/testing/fixtures.ts';
import { addDays, chicagoDay, chicagoDayStart } from '../content-engine/shared/chicago-day.ts';
import { insertTrackingEvent } from '../content-engine/tracking-events/queries.ts';
import { reportPaths } from '../admin/shared/shell/menu-items.ts';
import { axeViolations } from './axe.ts';
import { signInToAdmin } from './admin-sign-in.ts';
import { startDemoSession, type DemoSession } from './demo-session.ts';

/*
 * Issue 32 "Must show": three site reports in Chromium. Each opens with the last 30 days, its chart
 * and its table agree, a change of the date range (or the sites, or a filter) changes both, and the
 * CSV holds the table's rows. A user without view_common_reports has no Site Reports menu and the
 * engine refuses them. The demo's own tracking events and registrations are cleared first so that
 * every count is known.
 */
let session: DemoSession;
const users: Record<'editor' | 'writer', CmsUserFixture | undefined> = { editor: undefined, writer: undefined };
const ids: Record<string, number> = {};
const hour = 3_600_000;
const today = chicagoDay(Date.now());
/** Noon (Chicago) `daysAgo` days before today: always in the past. */
const daysAgo = (days: number) => chicagoDayStart(addDays(today, -days)) + 12 * hour;

async function view(tenantKey: string, contentId: number, days: number, sessionId: string) {
  await insertTrackingEvent(session.engine.db, {
    tenantKey,
    type: 'pageView',
    sessionId,
    siteUserId: null,
    page: { contentId, pageType: 'content' },
    payload: {},
    created: daysAgo(days),
  });
}

async function menuClick(menu: string, label: string, href: string, days: number) {
  await insertTrackingEvent(session.engine.db, {
    tenantKey: 'fleetowner',
    type: 'menuClick',
    sessionId: `menu-${days}`,
    siteUserId: null,
    page: {},
    payload: { menu, label, href },
    created: daysAgo(days),
  });
}

async function registered(email: string, days: number) {
  const { id } = await insertSiteUser(session.engine.db, { tenantKey: 'fleetowner', email });
  await session.engine
    .db('site_users')
    .where({ id })
    .update({ created: daysAgo(days) });
}

beforeAll(async () => {
  session = await startDemoSession({ admin: true, seed: { tenants: 2, itemsPerTenant: 5 } });
  const db = session.engine.db;
  await db('tracking_events').del();
  await db('site_users').update({ created: 0 });
  ids.alpha = await insertContent(db, { tenantKey: 'fleetowner', name: 'Report probe alpha' });
  ids.beta = await insertContent(db, { tenantKey: 'fleetowner', name: 'Report probe beta', type: 'Webinar' });
  ids.plant = await insertContent(db, { tenantKey: 'plantservices', name: 'Report probe plant' });
  // alpha: 3 views by 2 sessions yesterday, 2 by 2 sessions three days ago; beta: 1 ten days ago.
  for (const s of ['s1', 's2', 's2']) await view('fleetowner', ids.alpha, 1, s);
  for (const s of ['s3', 's4']) await view('fleetowner', ids.alpha, 3, s);
  await view('fleetowner', ids.beta, 10, 's5');
  for (const s of ['p1', 'p2']) await view('plantservices', ids.plant, 1, s);
  await menuClick('header_primary', 'News', '/news', 1);
  await menuClick('header_primary', 'News', '/news', 1);
  await menuClick('footer', 'About us', '/about', 3);
  await menuClick('footer', 'About us', '/about', 10);
  await registered('report.one@example.com', 1);
  await registered('report.two@example.com', 1);
  await registered('report.three@example.com', 3);
  await registered('report.four@example.com', 10);
  users.editor = await insertCmsUser(db, { username: 'reports-editor', role: 'editor', isGlobal: true });
  await db('roles').insert({ name: 'writer', label: 'Writer' });
  await db('role_permissions').insert({ role: 'writer', permission: 'manage_content' });
  users.writer = await insertCmsUser(db, { username: 'reports-writer', role: 'writer', tenants: ['fleetowner'] });
}, 300_000);

afterAll(() => session?.close());

async function openReport(path: string): Promise<Page> {
  const { page } = await session.newPage({ acceptDownloads: true });
  await signInToAdmin(page, users.editor!, `${session.base}/admin/${path}`);
  return page;
}

const reportTable = (page: Page, title: string) => page.getByRole('table', { name: title, exact: true });
/** The table's rows as their cells' texts. */
const tableRows = (page: Page, title: string) =>
  reportTable(page, title)
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent!.trim())));
/** The chart's numbers (its data table), the days with any. */
async function chartValues(page: Page): Promise<Record<string, number>> {
  // The data table is folded away (closed details), so found by its place rather than its role.
  const rows = await page
    .locator('details.chart-data tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent!.trim())));
  return Object.fromEntries(rows.filter(([, value]) => value !== '0').map(([day, value]) => [day, Number(value)]));
}
async function csvLines(download: Download) {
  return readFileSync((await download.path())!, 'utf8')
    .trim()
    .split('\r\n');
}
async function downloadCsv(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  return csvLines(download);
}
const day = (days: number) => addDays(today, -days);

describe('site reports', () => {
  it('content views: the chart and the table agree, a shorter range and all sites change both, and the CSV holds the rows', async () => {
    const page = await openReport('content-views-report');
    await page.getByRole('heading', { name: 'Content views' }).waitFor();
    await expect
      .poll(() => tableRows(page, 'Content views'))
      .toEqual([
        ['FleetOwner', String(ids.alpha), 'Report probe alpha', 'Article', '5', '4'],
        ['FleetOwner', String(ids.beta), 'Report probe beta', 'Webinar', '1', '1'],
      ]);
    await page.locator('.recharts-surface').first().waitFor();
    await page.getByText('Page views of content per day: 6 in all').waitFor();
    expect(await chartValues(page)).toEqual({
      [day(10)]: 1,
      [day(3)]: 2,
      [day(1)]: 3,
    });
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('combobox', { name: 'Date range' }).selectOption('last-7-days');
    await expect
      .poll(() => tableRows(page, 'Content views'))
      .toEqual([['FleetOwner', String(ids.alpha), 'Report probe alpha', 'Article', '5', '4']]);
    await page.getByText('Page views of content per day: 5 in all').waitFor();
    expect(new URL(page.url()).searchParams.get('range')).toBe('last-7-days');

    await page.getByRole('combobox', { name: 'Sites' }).selectOption('all');
    await expect
      .poll(() => tableRows(page, 'Content views'))
      .toEqual([
        ['FleetOwner', String(ids.alpha), 'Report probe alpha', 'Article', '5', '4'],
        ['Plant Services', String(ids.plant), 'Report probe plant', 'Article', '2', '2'],
      ]);
    expect(await chartValues(page)).toEqual({ [day(3)]: 2, [day(1)]: 5 });

    // The address holds the filters: a reload shows the same report.
    await page.reload();
    await expect.poll(() => tableRows(page, 'Content views')).toHaveLength(2);
    expect(await downloadCsv(page)).toEqual([
      'Site,ID,Title,Type,Views,Unique visits',
      `fleetowner,${ids.alpha},Report probe alpha,Article,5,4`,
      `plantservices,${ids.plant},Report probe plant,Article,2,2`,
    ]);
    await page.context().close();
  }, 120_000);

  it('registrations: one row per registration, the chart counts them per day, sorted by e-mail in the CSV too', async () => {
    const page = await openReport('registrations-report?range=last-7-days');
    await expect.poll(async () => (await tableRows(page, 'Registrations')).length).toBe(3);
    expect(await chartValues(page)).toEqual({ [day(3)]: 1, [day(1)]: 2 });
    await page.getByRole('button', { name: /^Email/ }).click();
    await expect
      .poll(async () => (await tableRows(page, 'Registrations')).map((cells) => cells[2]))
      .toEqual(['report.one@example.com', 'report.three@example.com', 'report.two@example.com']);
    expect(new URL(page.url()).searchParams.get('sort')).toBe('email');
    const csv = await downloadCsv(page);
    expect(csv[0]).toBe('Site,Registered,Email,First name,Last name,Company,Status');
    expect(csv.slice(1).map((line) => line.split(',')[2])).toEqual([
      'report.one@example.com',
      'report.three@example.com',
      'report.two@example.com',
    ]);

    await page.getByRole('combobox', { name: 'Date range' }).selectOption('last-30-days');
    await expect.poll(async () => (await tableRows(page, 'Registrations')).length).toBe(4);
    expect(await chartValues(page)).toEqual({ [day(10)]: 1, [day(3)]: 1, [day(1)]: 2 });
    await page.context().close();
  }, 120_000);

  it('menu link clicks: per link, narrowed to one menu, with the same rows in the CSV', async () => {
    const page = await openReport('menu-link-clicks-report');
    await expect
      .poll(() => tableRows(page, 'Menu link clicks'))
      .toEqual([
        ['FleetOwner', 'footer', 'About us', '/about', '2', '2'],
        ['FleetOwner', 'header_primary', 'News', '/news', '2', '1'],
      ]);
    await page.getByRole('combobox', { name: 'Menu' }).selectOption('footer');
    await expect
      .poll(() => tableRows(page, 'Menu link clicks'))
      .toEqual([['FleetOwner', 'footer', 'About us', '/about', '2', '2']]);
    expect(await chartValues(page)).toEqual({ [day(10)]: 1, [day(3)]: 1 });
    expect(new URL(page.url()).searchParams.get('f.menu')).toBe('footer');
    expect(await downloadCsv(page)).toEqual([
      'Site,Menu,Label,Link,Clicks,Unique visits',
      'fleetowner,footer,About us,/about,2,2',
    ]);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  }, 120_000);

  it('opens every report of the Site Reports menu, and the cross-site summary, with its chart and table', async () => {
    const page = await openReport('content-views-report');
    for (const path of [...reportPaths.map(([, path]) => path), 'cross-site-reports']) {
      await page.goto(`${session.base}/admin/${path}`);
      await page.locator('table.report-table, p.form-error').first().waitFor();
      expect({ path, errors: await page.locator('p.form-error').allTextContents() }).toEqual({ path, errors: [] });
    }
    await page.context().close();
  }, 180_000);

  it('gives a user without view_common_reports no Site Reports menu, and the engine refuses them', async () => {
    const { page } = await session.newPage();
    await signInToAdmin(page, users.writer!, `${session.base}/admin`);
    const toolbar = page.getByRole('navigation', { name: 'Admin' });
    await toolbar.getByRole('button', { name: 'Content', exact: true }).waitFor();
    await expect(toolbar.getByRole('button', { name: 'Site Reports' }).count()).resolves.toBe(0);
    await page.context().close();
    const { bearerToken } = await loginAs(session.engine.context(), users.writer!);
    const result = await session.engine.gql(
      'query ($input: ReportInput!) { getReport(input: $input) { totalCount } }',
      { input: { report: 'content-views', from: day(7), to: today } },
      { tenantKey: 'fleetowner', token: bearerToken },
    );
    expect(result.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  }, 60_000);
});
