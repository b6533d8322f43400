import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../db/seed/seed-demo.ts';
import { insertCmsUser, loginAs, type CmsUserFixture } from '../content-engine/testing/fixtures-cms-users.ts';
import { createTestEngine, type TestEngine } from '../content-engine/testing/test-engine.ts';
import { axeViolations } from './axe.ts';
import { serveToBrowser } from './browser.ts';
import { signInToAdmin } from './admin-sign-in.ts';

/*
 * Memberships, their settings and IP gating in Chromium against the real server: an administrator
 * creates, edits, finds and deletes a membership and a site licence (the licence form names the
 * wrong line and flags overlapping ranges; a membership members hold is refused), saves the
 * membership settings and sees them again; an editor without the permissions sees no Site
 * Memberships menu and the engine refuses the calls.
 */
let engine: TestEngine;
let browser: Browser;
let base: string;
let administrator: CmsUserFixture;
const errors: string[] = [];

async function signedInPage(path: string, user: CmsUserFixture = administrator): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('dialog', (dialog) => void dialog.accept());
  await signInToAdmin(page, user, `${base}${path}`);
  return page;
}

beforeAll(async () => {
  engine = await createTestEngine({ admin: true });
  await seedDemo(engine.db, { tenants: 1, itemsPerTenant: 5 });
  administrator = await insertCmsUser(engine.db, { username: 'e2e-admin', role: 'administrator', isGlobal: true });
  ({ base, browser } = await serveToBrowser(engine));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await engine?.close();
});

describe('memberships', () => {
  it('creates a membership with its required fields, edits it, finds it in the list and deletes it', async () => {
    const page = await signedInPage('/admin/create-membership');
    const form = page.getByRole('form', { name: 'Create membership' });
    await form.waitFor();
    await form.getByRole('button', { name: 'Create membership' }).click();
    await form.getByText('Field is required').waitFor();

    await form.getByLabel('Title', { exact: true }).fill('E2E Gold Club');
    await form.getByLabel('Alias').fill('Gold Club');
    await form.getByRole('checkbox', { name: 'Free' }).uncheck();
    await form.getByLabel('Omeda product').fill('E2EGOLD');
    await form.getByRole('checkbox', { name: 'Company' }).check();
    const firstQuestion = form.getByRole('group', { name: /: asked$/ }).first();
    await firstQuestion.getByRole('radio', { name: 'Required' }).check();
    await expect(axeViolations(page)).resolves.toEqual([]);
    await form.getByRole('button', { name: 'Create membership' }).click();
    await form.getByText('Use lower-case letters, digits and hyphens only (e.g. gold-members)').waitFor();
    await form.getByLabel('Alias').fill('e2e-gold');
    await form.getByRole('button', { name: 'Create membership' }).click();
    await page.getByText('Membership “E2E Gold Club” created.').waitFor();
    await page.waitForURL(/\/admin\/memberships$/);

    const stored = await engine.db('memberships').where({ alias: 'e2e-gold' }).first();
    expect(stored).toMatchObject({ title: 'E2E Gold Club', omeda_product: 'E2EGOLD' });
    expect(JSON.parse(stored.required_user_common_fields)).toEqual(['company']);
    expect(JSON.parse(stored.required_user_demographic_fields)).toHaveLength(1);

    // A seeded membership a demo member holds is not deleted: the toast says why, and it stays.
    const held = await engine
      .db('site_user_memberships as h')
      .join('memberships as m', 'm.id', 'h.membership_id')
      .where({ 'm.tenant_key': 'fleetowner' })
      .first('m.title');
    const heldRow = page.getByRole('row', { name: new RegExp(held.title) });
    await heldRow.getByRole('button', { name: /Delete/ }).click();
    await page.getByText(new RegExp(`The membership "${held.title}" is in use: 1 site user holds it`)).waitFor();
    await expect(heldRow.count()).resolves.toBe(1);

    await page.getByRole('searchbox', { name: 'Search' }).fill('gold club');
    const row = page.getByRole('row', { name: /E2E Gold Club/ });
    await row.waitFor();
    await expect(row.getByRole('cell').nth(3).textContent()).resolves.toBe('Paid');
    await expect(axeViolations(page)).resolves.toEqual([]);
    await row.getByRole('link', { name: 'E2E Gold Club', exact: true }).click();

    const edit = page.getByRole('form', { name: 'Edit membership' });
    await edit.getByLabel('Title', { exact: true }).fill('E2E Platinum Club');
    await edit.getByRole('checkbox', { name: /^Active/ }).uncheck();
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Membership “E2E Platinum Club” saved.').waitFor();
    expect(await engine.db('memberships').where({ alias: 'e2e-gold' }).first('title', 'status')).toMatchObject({
      title: 'E2E Platinum Club',
      status: 0,
    });

    await page.getByRole('link', { name: 'Back to memberships' }).click();
    await page.getByLabel('Status').selectOption('0');
    const inactive = page.getByRole('row', { name: /E2E Platinum Club/ });
    await inactive.waitFor();
    await inactive.getByRole('button', { name: /Delete/ }).click();
    await page.getByText('Membership “E2E Platinum Club” deleted.').waitFor();
    await inactive.waitFor({ state: 'detached' });
    expect(await engine.db('memberships').where({ alias: 'e2e-gold' }).first()).toBeUndefined();
    expect(errors).toEqual([]);
    await page.context().close();
  }, 90_000);

  it('saves the membership settings and shows them again after a reload', async () => {
    const page = await signedInPage('/admin/membership-settings');
    const form = page.getByRole('form', { name: 'Membership settings' });
    await form.waitFor();
    await form.getByLabel('Ungated paragraphs').fill('11');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('ungatedParagraphs must be between 1 and 10').waitFor();

    await form.getByLabel('Ungated paragraphs').fill('5');
    await form.getByLabel('Support e-mail').fill('members-help@example.com');
    await form.getByLabel('Number of free views').fill('3');
    await form.getByRole('checkbox', { name: 'Show title locks' }).check();
    await expect(axeViolations(page)).resolves.toEqual([]);
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Membership settings saved. The site updates in a moment.').waitFor();

    await page.reload();
    await form.waitFor();
    await expect.poll(() => form.getByLabel('Ungated paragraphs').inputValue()).toBe('5');
    await expect(form.getByLabel('Support e-mail').inputValue()).resolves.toBe('members-help@example.com');
    await expect(form.getByLabel('Number of free views').inputValue()).resolves.toBe('3');
    await expect(form.getByRole('checkbox', { name: 'Show title locks' }).isChecked()).resolves.toBe(true);
    await page.context().close();
  }, 60_000);
});

describe('IP gating', () => {
  it('creates a licence (wrong line named, overlaps flagged), edits it, finds it and deletes it', async () => {
    const page = await signedInPage('/admin/create-ip-gating');
    const form = page.getByRole('form', { name: 'Create site licence' });
    await form.waitFor();
    await form.getByLabel('Company').fill('E2E Licensed Co');
    const ranges = form.getByLabel('IP addresses and ranges');
    await ranges.fill('198.51.100.0/24\n\n10.0.0.300\n198.51.100.128/25');
    await form.getByLabel('Company').focus();
    const warnings = form.getByRole('list', { name: 'Range warnings' });
    await warnings
      .getByText('Line 3: "10.0.0.300" is not an IP address or CIDR range (e.g. 198.51.100.0/24 or 2001:db8::/32)')
      .waitFor();
    await warnings.getByText('198.51.100.0/24 overlaps 198.51.100.128/25, also in this list.').waitFor();
    await form.getByRole('button', { name: 'Create site licence' }).click();
    // The server refuses the wrong line; what was typed stays.
    await form
      .getByRole('alert')
      .getByText('Line 3: "10.0.0.300" is not an IP address or CIDR range (e.g. 198.51.100.0/24 or 2001:db8::/32)')
      .waitFor();
    await expect(ranges.inputValue()).resolves.toBe('198.51.100.0/24\n\n10.0.0.300\n198.51.100.128/25');

    await ranges.fill('198.51.100.0/24\n2001:db8:e2e::/48');
    const granted = await engine.db('memberships').where({ tenant_key: 'fleetowner', status: 1 }).first('id', 'title');
    await form
      .getByRole('group', { name: 'Memberships granted' })
      .getByRole('checkbox', { name: granted.title })
      .check();
    await expect(axeViolations(page)).resolves.toEqual([]);
    await form.getByRole('button', { name: 'Create site licence' }).click();
    await page.getByText('Site licence of “E2E Licensed Co” saved.').waitFor();
    await page.waitForURL(/\/admin\/ip-gating-settings$/);

    await page.getByRole('searchbox', { name: 'Search' }).fill('e2e licensed');
    const row = page.getByRole('row', { name: /E2E Licensed Co/ });
    await row.waitFor();
    await expect(row.getByRole('cell').nth(2).textContent()).resolves.toBe('Active');
    await expect(row.getByRole('cell').nth(4).textContent()).resolves.toBe(granted.title);
    await expect(axeViolations(page)).resolves.toEqual([]);
    await row.getByRole('link', { name: 'E2E Licensed Co', exact: true }).click();

    const edit = page.getByRole('form', { name: 'Edit site licence' });
    await edit.getByLabel('End date').fill('2001-01-31');
    await edit.getByRole('button', { name: 'Save' }).click();
    // The create's toast may still be showing: wait for the save itself.
    await expect
      .poll(
        async () =>
          (await engine.db('site_licenses').where({ company_name: 'E2E Licensed Co' }).first('end_date'))?.end_date,
      )
      .toBe('2001-01-31');
    await page.getByText('Site licence of “E2E Licensed Co” saved.').first().waitFor();
    await page.getByRole('link', { name: 'Back to IP gating' }).click();
    await page.getByLabel('State').selectOption('expired');
    const expired = page.getByRole('row', { name: /E2E Licensed Co/ });
    await expired.waitFor();
    await expect(expired.getByRole('cell').nth(2).textContent()).resolves.toBe('Expired');
    await expired.getByRole('button', { name: /Delete/ }).click();
    await page.getByText('Site licence of “E2E Licensed Co” deleted.').waitFor();
    await expired.waitFor({ state: 'detached' });
    expect(await engine.db('site_licenses').where({ company_name: 'E2E Licensed Co' }).first()).toBeUndefined();
    expect(errors).toEqual([]);
    await page.context().close();
  }, 90_000);
});

describe('without the permissions', () => {
  it('shows an editor no Site Memberships menu, refuses the screens and the engine calls', async () => {
    const editor = await insertCmsUser(engine.db, { username: 'e2e-plain-editor', role: 'editor', isGlobal: true });
    const page = await signedInPage('/admin/memberships', editor);
    await page.getByText('You do not have permission to use this page.').waitFor();
    const toolbar = page.getByRole('navigation', { name: 'Admin' });
    await expect(toolbar.getByRole('button', { name: 'Content', exact: true }).count()).resolves.toBe(1);
    await expect(toolbar.getByRole('button', { name: 'Site Memberships' }).count()).resolves.toBe(0);
    await page.goto(`${base}/admin/create-ip-gating`);
    await page.getByText('You do not have permission to use this page.').waitFor();
    await page.context().close();

    const { bearerToken } = await loginAs(engine.context(), editor);
    const call = (query: string, input: Record<string, unknown>) =>
      engine.gql(query, { input }, { tenantKey: 'fleetowner', token: bearerToken });
    const refused = await Promise.all([
      call('mutation($input: CreateMembershipInput!) { createMembership(input: $input) { id } }', { title: 'No' }),
      call('mutation($input: UpdateMembershipSettingsInput!) { updateMembershipSettings(input: $input) { updated } }', {
        value: {},
      }),
      call('mutation($input: CreateSiteLicenseInput!) { createSiteLicense(input: $input) { id } }', {
        companyName: 'No',
        ipRanges: ['192.0.2.1'],
      }),
      call('query($input: GetSiteLicenseStreamInput) { getSiteLicenseStream(input: $input) { totalCount } }', {}),
    ]);
    expect(refused.map((r) => r.errors?.[0]?.extensions.code)).toEqual([
      'FORBIDDEN',
      'FORBIDDEN',
      'FORBIDDEN',
      'FORBIDDEN',
    ]);
  }, 60_000);
});
