import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCmsUser, loginAs, type CmsUserFixture } from '../content-engine/testing/fixtures-cms-users.ts';
import type { TestEngine } from '../content-engine/testing/test-engine.ts';
import { signInToAdmin } from './admin-sign-in.ts';
import { axeViolations } from './axe.ts';
import { startDemoSession, type DemoSession } from './demo-session.ts';
import { answerNextDialog } from './dialogs.ts';

/*
 * Magazines in Chromium against the real server (issue 29 item 5): an administrator creates,
 * edits, finds and deletes a publication, an issue (with a cover from the media library) and a
 * section; the forms say what is wrong beside the field; a user without the magazine permissions
 * has no Magazines menu and the engine answers FORBIDDEN.
 */
let session: DemoSession;
let engine: TestEngine;
let base: string;
let administrator: CmsUserFixture;
let viewer: CmsUserFixture;

async function signedIn(path: string, user = administrator): Promise<Page> {
  const { page } = await session.newPage();
  await signInToAdmin(page, user, `${base}${path}`);
  return page;
}

/** Deletes the listed row named `name` after confirming, and waits until it is gone. */
async function deleteRow(page: Page, name: string, question: RegExp) {
  const row = page.getByRole('row', { name: new RegExp(name) });
  await row.waitFor();
  const asked = answerNextDialog(page, true);
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await row.waitFor({ state: 'detached' });
  expect(asked[0]).toMatch(question);
}

beforeAll(async () => {
  session = await startDemoSession({ admin: true, seed: { tenants: 2, itemsPerTenant: 5 } });
  ({ engine, base } = session);
  administrator = await insertCmsUser(engine.db, { username: 'e2e-admin', role: 'administrator', isGlobal: true });
  viewer = await insertCmsUser(engine.db, { username: 'e2e-viewer', role: 'viewer', tenants: ['fleetowner'] });
}, 120_000);

afterAll(() => session?.close());

describe('magazines in the admin', () => {
  it('creates a publication (the form names what is wrong), edits it, finds it in the list and deletes it', async () => {
    const page = await signedIn('/admin/magazine-publications/?action=add');
    await page.getByRole('heading', { name: 'Add publication' }).waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Field is required').waitFor();
    await page.getByLabel('Name', { exact: true }).fill('E2E Quarterly');
    await page.getByLabel('Subscribe URL').fill('subscribe.example.com');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Must be an absolute http(s) URL (https://…)').waitFor();
    await page.getByLabel('Subscribe URL').fill('https://subscribe.example.com/e2e');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Publication E2E Quarterly saved.').waitFor();
    await page.waitForURL(/\/admin\/magazine-publications\/?\?id=\d+/);
    await page.getByRole('region', { name: 'Publish status' }).waitFor();
    await expect(page.getByLabel('Alias').inputValue()).resolves.toBe('e2e-quarterly');
    await expect(axeViolations(page)).resolves.toEqual([]);

    await page.getByLabel('Name', { exact: true }).fill('E2E Quarterly Review');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Publication E2E Quarterly Review saved.').waitFor();

    await page.getByRole('link', { name: 'Back to publications' }).click();
    await page.getByRole('searchbox', { name: 'Search' }).fill('quarterly review');
    await page.getByText('1 publication', { exact: true }).waitFor();
    await expect(axeViolations(page)).resolves.toEqual([]);
    await deleteRow(page, 'E2E Quarterly Review', /^Delete the publication "E2E Quarterly Review"\?$/);
    await page.context().close();
  }, 90_000);

  it('creates an issue with a cover from the media library, edits it, finds it by year and deletes it', async () => {
    const page = await signedIn('/admin/magazine-issues/?action=add');
    await page.getByRole('heading', { name: 'Add issue' }).waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Field is required').count()).resolves.toBe(3);
    await page.getByLabel('Publication').selectOption({ label: 'FleetOwner Magazine' });
    await page.getByLabel('Name', { exact: true }).fill('E2E Summer Issue');
    await page.getByLabel('Mail date').fill('2031-06-15');
    await page.getByLabel('Digital edition link').fill('https://digital.example.com/e2e-summer');
    await page.getByLabel('Cover image', { exact: true }).fill('fleetowner-magazine');
    const matches = page.getByRole('list', { name: 'Cover image matches' });
    await matches.getByRole('button').first().click();
    await page.getByRole('button', { name: /^Remove / }).waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Issue E2E Summer Issue saved.').waitFor();
    await page.waitForURL(/\/admin\/magazine-issues\/?\?id=\d+/);
    await page.getByRole('region', { name: 'Publish status' }).waitFor();
    await expect(axeViolations(page)).resolves.toEqual([]);

    await page.getByLabel('Name', { exact: true }).fill('E2E Summer Special');
    await page.getByLabel('Alias').fill('Bad Alias');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Use lower-case letters, digits and hyphens only').waitFor();
    await page.getByLabel('Alias').fill('e2e-summer-special');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Issue E2E Summer Special saved.').waitFor();

    // The list without the trailing slash is the same screen.
    await page.goto(`${base}/admin/magazine-issues`);
    await page.getByLabel('Year').selectOption('2031');
    await page.getByRole('row', { name: /E2E Summer Special/ }).waitFor();
    await expect(
      page
        .getByRole('row', { name: /E2E Summer Special/ })
        .getByRole('cell')
        .nth(2)
        .textContent(),
    ).resolves.toBe('Jun 15, 2031');
    await expect(axeViolations(page)).resolves.toEqual([]);
    await deleteRow(page, 'E2E Summer Special', /^Delete the issue "E2E Summer Special" of FleetOwner Magazine\?$/);
    await page.getByText('No issues match.').waitFor();
    await page.context().close();
  }, 90_000);

  it('creates a section, reorders it, finds it in the list and deletes it', async () => {
    const page = await signedIn('/admin/magazine-sections/?action=add');
    await page.getByRole('heading', { name: 'Add section' }).waitFor();
    await page.getByLabel('Publication').selectOption({ label: 'FleetOwner Magazine' });
    await page.getByLabel('Name', { exact: true }).fill('Features');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The publication already has a section named "Features"').waitFor();
    await page.getByLabel('Name', { exact: true }).fill('E2E Buyers Guide');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Section E2E Buyers Guide saved.').waitFor();
    await page.waitForURL(/\/admin\/magazine-sections\/?\?id=\d+/);
    await page.getByLabel('Order').fill('42');
    await page.getByRole('button', { name: 'Save' }).click();
    // The first save's toast may be gone or still showing: wait for the save itself.
    await expect
      .poll(
        async () =>
          (await engine.db('magazine_sections').where({ name: 'E2E Buyers Guide' }).first('sequence'))?.sequence,
      )
      .toBe(42);
    await page.getByText('Section E2E Buyers Guide saved.').first().waitFor();
    // The publication stays (and shows) as it was: a section does not move.
    await expect(page.getByLabel('Publication').isDisabled()).resolves.toBe(true);
    await expect(
      page.getByLabel('Publication').evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text),
    ).resolves.toBe('FleetOwner Magazine');
    await expect(axeViolations(page)).resolves.toEqual([]);

    await page.getByRole('link', { name: 'Back to sections' }).click();
    await page.getByRole('searchbox', { name: 'Search' }).fill('buyers');
    const row = page.getByRole('row', { name: /E2E Buyers Guide/ });
    await expect(row.getByRole('cell').nth(2).textContent()).resolves.toBe('42');
    await expect(axeViolations(page)).resolves.toEqual([]);
    await deleteRow(page, 'E2E Buyers Guide', /^Delete the section "E2E Buyers Guide" of FleetOwner Magazine\?$/);
    await page.context().close();
  }, 90_000);

  it('gives a user without the magazine permissions no Magazines menu, and FORBIDDEN from the engine', async () => {
    const admin = await signedIn('/admin');
    await admin.getByRole('navigation', { name: 'Admin' }).getByRole('button', { name: 'Magazines' }).waitFor();
    await admin.context().close();

    const page = await signedIn('/admin', viewer);
    const toolbar = page.getByRole('navigation', { name: 'Admin' });
    await expect(toolbar.getByRole('button', { name: 'Settings' }).count()).resolves.toBe(1);
    await expect(toolbar.getByRole('button', { name: 'Magazines' }).count()).resolves.toBe(0);
    await page.goto(`${base}/admin/magazine-publications/`);
    await page.getByText('You do not have permission to use this page.').waitFor();
    await page.context().close();

    const { bearerToken } = await loginAs(engine.context(), viewer);
    const publication = await engine.db('magazine_publications').where({ tenant_key: 'fleetowner' }).first('id');
    for (const [query, input] of [
      [
        'mutation($input: CreateMagazinePublicationInput!) { createMagazinePublication(input: $input) { id } }',
        { name: 'No' },
      ],
      [
        'mutation($input: CreateMagazineIssueInput!) { createMagazineIssue(input: $input) { id } }',
        { publicationId: publication.id, name: 'No', mailDate: '2030-01-01' },
      ],
      [
        'mutation($input: CreateMagazineSectionInput!) { createMagazineSection(input: $input) { id } }',
        { publicationId: publication.id, name: 'No' },
      ],
      ['query($input: GetMagazineIssueListInput) { getMagazineIssueList(input: $input) { totalCount } }', {}],
    ] as const) {
      const result = await engine.gql(query, { input }, { tenantKey: 'fleetowner', token: bearerToken });
      expect(result.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    }
  }, 60_000);
});
