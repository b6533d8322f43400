import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCmsUser, type CmsUserFixture } from '../content-engine/testing/fixtures-cms-users.ts';
import { insertLayout } from '../content-engine/testing/fixtures.ts';
import { insertNewsletterTemplate } from '../content-engine/newsletters/tests/newsletter-fixtures.ts';
import { startDemoSession, type DemoSession } from './demo-session.ts';
import { signInToAdmin } from './admin-sign-in.ts';
import { seriousAxeViolations } from './axe.ts';

/*
 * The layout analysis dev tools in Chromium: a developer (manage_modules) finds which layouts use
 * a block type and where, which blocks have a schedule option value, the problems of a site's
 * layouts and the settings a site sets; each screen axe-clean; an editor without manage_modules is told no.
 */
let session: DemoSession;
let developer: CmsUserFixture;
let editor: CmsUserFixture;
let layoutId: number;
let templateId: number;

beforeAll(async () => {
  session = await startDemoSession({ admin: true, seed: { tenants: 1, itemsPerTenant: 10 } });
  const db = session.engine.db;
  developer = await insertCmsUser(db, { username: 'e2e-developer', role: 'administrator', isGlobal: true });
  editor = await insertCmsUser(db, { username: 'e2e-editor', role: 'editor', tenants: ['fleetowner'] });
  layoutId = await insertLayout(db, {
    tenantKey: 'fleetowner',
    name: 'E2E analysis layout',
    type: 'url-override',
    aliases: ['/e2e-analysis-gone'],
    primaryGrid: {
      rows: [
        {
          id: 'r1',
          settings: { layout: '1_2' },
          columns: [
            {
              id: 'c1',
              blocks: [
                {
                  id: 'b1',
                  type: 'content_list',
                  settings: { population: { scheduleOption: 'Sponsored', numberOfItems: 7 } },
                },
              ],
            },
            { id: 'c2', blocks: [{ id: 'b2', type: 'mystery_block', settings: {} }] },
          ],
        },
      ],
    },
  });
  templateId = await insertNewsletterTemplate(db, {
    tenantKey: 'fleetowner',
    payload: {
      name: 'E2E analysis newsletter',
      blocks: [
        { key: 'empty', type: 'content_list', title: 'Nothing fills me', population: { fromSchedules: false } },
        { key: 'lonely-ad', type: 'fixed_ad', title: 'Lonely ad', population: { position: 97 } },
      ],
    },
  });
}, 300_000);

afterAll(() => session?.close());

async function open(user: CmsUserFixture, path: string, title: string): Promise<Page> {
  const { page } = await session.newPage();
  await signInToAdmin(page, user, `${session.base}${path}`);
  await page.getByRole('heading', { name: title, level: 1 }).waitFor();
  return page;
}

const settled = (page: Page) => page.getByRole('status').filter({ hasNotText: 'Loading…' }).first().waitFor();

describe('the layout analysis dev tools', () => {
  it('lists the layouts that use a block type, where, with a link to each layout', async () => {
    const page = await open(developer, '/admin/layout-block-usage', 'Layout Block Usage');
    await settled(page);
    await page.getByLabel('Block type').selectOption('mystery_block');
    const row = page.getByRole('row', { name: /E2E analysis layout/ });
    await expect
      .poll(() => row.getByRole('cell').allTextContents())
      .toEqual(['E2E analysis layout', 'url-override', 'fleetowner', 'primary row 1, column 2']);
    await expect(row.getByRole('link').getAttribute('href')).resolves.toBe(`/admin/edit-web-layout/${layoutId}`);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it("counts a block type's option values and lists the blocks with a chosen value", async () => {
    const page = await open(
      developer,
      '/admin/layout-block-option-usage?blockType=content_list',
      'Layout Block Option Usage',
    );
    await page.getByRole('button', { name: 'Layouts where population.scheduleOption is "Sponsored"' }).click();
    await page.getByRole('heading', { name: 'Blocks where population.scheduleOption = "Sponsored" (1)' }).waitFor();
    await expect(
      page
        .getByRole('row', { name: /E2E analysis layout/ })
        .getByRole('cell')
        .allTextContents(),
    ).resolves.toEqual(['E2E analysis layout', 'fleetowner', 'primary row 1, column 1', 'b1', '"Sponsored"']);
    expect(page.url()).toContain('option=population.scheduleOption');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it("shows a site's problems and the layout each page gets", async () => {
    const page = await open(developer, '/admin/layout-analysis?site=fleetowner', 'Layout Analysis');
    await page.getByText('has the unknown type "mystery_block": it renders nothing.').waitFor();
    await page.getByText('No page is at the alias /e2e-analysis-gone any more.').waitFor();
    await expect(page.getByRole('rowheader', { name: 'Home' }).count()).resolves.toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('tables the settings a site sets away from the defaults, filtered by key', async () => {
    const page = await open(developer, '/admin/ss-analysis', 'Site Settings Analysis');
    await page.getByRole('rowheader', { name: 'Design', exact: true }).waitFor();
    await page.getByLabel('Setting key').fill('siteName');
    await page.waitForURL(/search=siteName/);
    await page
      .getByRole('status')
      .filter({ hasText: /^1 setting differs/ })
      .waitFor();
    await page.getByRole('rowheader', { name: /^general\.siteName/ }).waitFor();
    await expect(page.getByRole('rowheader', { name: /^header\./ }).count()).resolves.toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('previews a schedule option replacement, applies it, and undoes it', async () => {
    const page = await open(developer, '/admin/update-layout-schedule-options', 'Update Layout Schedule Options');
    await page.getByRole('button', { name: 'Preview changes' }).click();
    await expect(page.getByText('Field is required').count()).resolves.toBe(2);
    await page.getByLabel('Replace schedule option').selectOption('Sponsored');
    await page.getByLabel('With', { exact: true }).selectOption('Sponsored');
    await page.getByRole('button', { name: 'Preview changes' }).click();
    await page.getByText('Choose a different schedule option').waitFor();
    await page.getByLabel('With', { exact: true }).selectOption('Recommended');
    await page.getByLabel('Site').selectOption('fleetowner');
    await page.getByRole('button', { name: 'Preview changes' }).click();
    const row = page.getByRole('row', { name: /E2E analysis layout/ });
    await expect
      .poll(() => row.getByRole('cell').allTextContents())
      .toEqual(['E2E analysis layout', 'fleetowner', 'primary row 1, column 1', 'content_list (b1)']);
    expect(await seriousAxeViolations(page)).toEqual([]);
    const option = async () => {
      const stored: {
        primary_grid:
          string | { rows: { columns: { blocks: { settings: { population?: { scheduleOption?: string } } }[] }[] }[] };
      } = await session.engine.db('layouts').where({ id: layoutId }).first('primary_grid');
      const grid = typeof stored.primary_grid === 'string' ? JSON.parse(stored.primary_grid) : stored.primary_grid;
      return grid.rows[0].columns[0].blocks[0].settings.population.scheduleOption as string;
    };
    await page.getByRole('button', { name: /^Apply to \d+ blocks?$/ }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^Replaced Sponsored with Recommended/ })
      .waitFor();
    expect(await option()).toBe('Recommended');
    await page.getByRole('button', { name: 'Undo' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^Undone/ })
      .waitFor();
    expect(await option()).toBe('Sponsored');
  });

  it("lists a newsletter block type's template blocks with what will go out wrong", async () => {
    const page = await open(developer, '/admin/nl-block-analysis', 'Newsletter Block Analysis');
    await settled(page);
    await page.getByRole('button', { name: 'fixed_ad', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('blockType')).toBe('fixed_ad');
    const row = page.getByRole('row', { name: /E2E analysis newsletter/ });
    await expect
      .poll(() => row.getByRole('cell').allTextContents())
      .toEqual([
        'E2E analysis newsletter',
        'fleetowner',
        '2. Lonely ad',
        'Ad position 97',
        '—',
        expect.stringMatching(
          /^No active ad is scheduled at position 97 from \d{4}-\d\d-\d\d to \d{4}-\d\d-\d\d: the block is left out\.$/,
        ),
      ]);
    await expect(row.getByRole('link').getAttribute('href')).resolves.toBe(
      `/admin/edit-newsletter-template/${templateId}`,
    );
    await page.getByLabel('Block type').selectOption('content_list');
    // The filters live in the address: the next one is set once the block type is in it.
    await expect.poll(() => new URL(page.url()).searchParams.get('blockType')).toBe('content_list');
    // The box follows the address, which React Router updates in a transition: on a busy machine
    // the box shows its new state only once the address has it, so wait for both.
    const problemsOnly = page.getByLabel('Only blocks with a problem');
    await problemsOnly.click();
    await expect.poll(() => new URL(page.url()).searchParams.get('problems')).toBe('1');
    await expect.poll(() => problemsOnly.isChecked()).toBe(true);
    const empty = page.getByRole('row', { name: /E2E analysis newsletter/ });
    await expect
      .poll(() => empty.getByRole('cell').nth(5).textContent())
      .toBe('Nothing fills it: it takes no scheduled items and names no sections or content types.');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('tells an editor without manage_modules they may not use it', async () => {
    const { page } = await session.newPage();
    await signInToAdmin(page, editor, `${session.base}/admin/layout-analysis`);
    await page.getByText('You do not have permission to use this page.').waitFor();
  });
});
