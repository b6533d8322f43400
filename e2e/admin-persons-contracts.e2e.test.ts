import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../db/seed/seed-demo.ts';
import { contractStatusLabel } from '../content-engine/shared/contract-status.ts';
import { insertCmsUser, loginAs, type CmsUserFixture } from '../content-engine/testing/fixtures-cms-users.ts';
import { insertPerson } from '../content-engine/testing/fixtures-catalogue.ts';
import { createTestEngine, type TestEngine } from '../content-engine/testing/test-engine.ts';
import { signInToAdmin } from './admin-sign-in.ts';
import { axeViolations } from './axe.ts';
import { serveToBrowser } from './browser.ts';

/*
 * People and contracts in Chromium against the real server (issue 29 item 2): an administrator
 * adds, finds, edits and deletes a person and a contract; a contract created in the admin is
 * approved on its public page and the list then says 'Approved' with the date; a CMS user without
 * manage_contracts sees no Contracts menu and the engine refuses the same calls.
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
  engine = await createTestEngine({ admin: true, site: true });
  await seedDemo(engine.db, { tenants: 1, itemsPerTenant: 5 });
  administrator = await insertCmsUser(engine.db, { username: 'e2e-admin', role: 'administrator', isGlobal: true });
  await insertPerson(engine.db, { tenantKey: 'fleetowner', firstName: 'Wendy', lastName: 'Writer' });
  ({ base, browser } = await serveToBrowser(engine));
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await engine?.close();
});

describe('persons', () => {
  it('adds a person from ?create, finds, edits and deletes it', async () => {
    const page = await signedInPage('/admin/persons?create');
    const form = page.getByRole('form', { name: 'Add person' });
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Field is required').waitFor();
    await form.getByLabel('First name').fill('Eddie');
    await form.getByLabel('Last name').fill('Contributor');
    await form.getByLabel('E-mail').fill('not-an-address');
    await form.getByRole('button', { name: 'Save' }).click();
    // The engine's message beside its field; what was typed stays.
    await form.getByRole('alert').filter({ hasText: 'Must be an e-mail address' }).waitFor();
    await expect(form.getByLabel('First name').inputValue()).resolves.toBe('Eddie');
    await form.getByLabel('E-mail').fill('eddie@example.com');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Eddie Contributor added.').waitFor();
    await expect(axeViolations(page)).resolves.toEqual([]);

    await page.getByLabel('Search').fill('eddie');
    const row = page.getByRole('row', { name: /Eddie Contributor/ });
    await row.waitFor();
    // The search is debounced (spec admin §5): the list narrows to the header and the one person.
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await row.getByRole('button', { name: 'Edit Eddie Contributor' }).click();
    const edit = page.getByRole('form', { name: 'Edit Eddie Contributor' });
    await edit.getByLabel('Title').fill('Contributing Editor');
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Eddie Contributor saved.').waitFor();
    await page.getByRole('row', { name: /Contributing Editor/ }).waitFor();
    await expect(axeViolations(page)).resolves.toEqual([]);

    await page.getByRole('button', { name: 'Delete Eddie Contributor' }).click();
    await page.getByText('Deleted Eddie Contributor.').waitFor();
    await row.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await page.context().close();
  }, 90_000);
});

describe('contracts', () => {
  it('creates a contract, edits it, finds it, and the contributor approves it on its public page', async () => {
    const page = await signedInPage('/admin/create-contract');
    await page.getByRole('heading', { name: 'Create contract' }).waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Field is required').count()).resolves.toBe(2);
    await page.getByLabel('Contributor').selectOption({ label: 'Wendy Writer' });
    await page.getByLabel('Title', { exact: true }).fill('E2E spring feature');
    await page.getByLabel('Terms', { exact: true }).fill('<p>Three thousand words on fleet safety.</p>');
    await page.getByLabel('Fee', { exact: true }).fill('ten dollars');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Must be an amount such as 250.00').waitFor();
    await page.getByLabel('Fee', { exact: true }).fill('1,250');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Contract “E2E spring feature” created.').waitFor();
    await page.waitForURL(/\/admin\/contract\/\d+$/);
    await expect(page.getByTestId('contract-status').textContent()).resolves.toBe('Pending');
    await expect(axeViolations(page)).resolves.toEqual([]);

    await page.getByLabel('Title', { exact: true }).fill('E2E summer feature');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Contract “E2E summer feature” saved.').waitFor();
    const link = await page.getByLabel(/Contributor’s link/).inputValue();
    expect(link).toMatch(/\/contract\/\d+\?token=[\w-]{43}$/);

    await page.goto(`${base}/admin/contracts`);
    await page.getByLabel('Search').fill('summer');
    const row = page.getByRole('row', { name: /E2E summer feature/ });
    await row.getByText('Pending').waitFor();
    await expect(row.textContent()).resolves.toContain('$1,250.00');
    await expect(axeViolations(page)).resolves.toEqual([]);

    // The contributor, with no admin session, on the site.
    const contributor = await (await browser.newContext()).newPage();
    contributor.on('pageerror', (error) => errors.push(error.message));
    const bare = await contributor.goto(link.replace(/\?token=.*$/, ''));
    expect(bare?.status()).toBe(404);
    await contributor.goto(link);
    await contributor.getByRole('heading', { name: 'E2E summer feature' }).waitFor();
    await contributor.getByText('Three thousand words on fleet safety.').waitFor();
    const approve = contributor.getByRole('button', { name: 'Approve contract' });
    await expect(approve.isDisabled()).resolves.toBe(true);
    await contributor.getByLabel('I have read this contract and agree to its terms.').check();
    await approve.click();
    await contributor.getByText('Thank you. Your approval has been recorded.').waitFor();
    await expect(axeViolations(contributor, { seriousOnly: true })).resolves.toEqual([]);
    await contributor.context().close();

    const id = Number(/\/contract\/(\d+)/.exec(link)![1]);
    const { approved_at } = await engine.db('contracts').where({ id }).first('approved_at');
    const approvedLabel = contractStatusLabel(Number(approved_at));
    await page.reload();
    await page.getByLabel('Filter contracts').getByLabel('Status').selectOption('APPROVED');
    await page
      .getByRole('row', { name: /E2E summer feature/ })
      .getByText(approvedLabel)
      .waitFor();
    expect(approvedLabel).toMatch(/^Approved \w+\.? \d{1,2}, \d{4}$/);

    await page.getByRole('button', { name: 'Delete E2E summer feature' }).click();
    await page.getByText('Deleted the contract “E2E summer feature”.').waitFor();
    await page.getByRole('row', { name: /E2E summer feature/ }).waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);

  it('saves the contract settings, the e-mail checked by the engine beside its field', async () => {
    const page = await signedInPage('/admin/contracts/settings');
    await page.getByLabel('Notification e-mail').fill('desk');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('alert').filter({ hasText: 'Must be an e-mail address' }).waitFor();
    await page.getByLabel('Notification e-mail').fill('desk@example.com');
    await page.getByLabel('Default terms').fill('<p>Our standard terms.</p>');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Contract settings saved.').waitFor();
    await expect(axeViolations(page)).resolves.toEqual([]);
    await page.reload();
    // The form is filled once the settings have loaded after the reload.
    await expect.poll(() => page.getByLabel('Default terms').inputValue()).toBe('<p>Our standard terms.</p>');
    await page.context().close();
  }, 60_000);

  it('gives a user without manage_contracts no Contracts menu, and the engine refuses the same calls', async () => {
    const editor = await insertCmsUser(engine.db, { username: 'e2e-editor', role: 'editor', isGlobal: true });
    const page = await signedInPage('/admin', editor);
    const toolbar = page.getByRole('navigation', { name: 'Admin' });
    await expect(toolbar.getByRole('button', { name: 'Content', exact: true }).count()).resolves.toBe(1);
    await expect(toolbar.getByRole('button', { name: 'Contracts', exact: true }).count()).resolves.toBe(0);
    await page.goto(`${base}/admin/contracts`);
    await page.getByText('You do not have permission to use this page.').waitFor();
    await page.context().close();

    const { bearerToken } = await loginAs(engine.context(), editor);
    const options = { tenantKey: 'fleetowner', token: bearerToken };
    const list = await engine.gql('{ getContractStream { totalCount } }', {}, options);
    expect(list.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const created = await engine.gql(
      'mutation($input: CreateContractInput!) { createContract(input: $input) { id } }',
      { input: { contributorId: 1, title: 'Not allowed' } },
      options,
    );
    expect(created.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const settings = await engine.gql('{ getContractSettings { defaultTerms } }', {}, options);
    expect(settings.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  }, 60_000);
});
