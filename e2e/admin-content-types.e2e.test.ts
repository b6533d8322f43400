import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../db/seed/seed-demo.ts';
import { insertCmsUser, loginAs, type CmsUserFixture } from '../content-engine/testing/fixtures-cms-users.ts';
import { createTestEngine, type TestEngine } from '../content-engine/testing/test-engine.ts';
import { serveToBrowser } from './browser.ts';
import { signInToAdmin } from './admin-sign-in.ts';
import { axeViolations } from './axe.ts';

/*
 * The type-specific editors in Chromium against the real server: a company with its address,
 * social links and key contacts, an event whose end date without a time ends at 5 PM Chicago
 * time, and an apparatus on the one tenant configured for the fire-service types (fleetowner in
 * the demo) — whose types the Create New list of another tenant does not offer.
 */
let engine: TestEngine;
let browser: Browser;
let base: string;
let administrator: CmsUserFixture;
let token: string;
const errors: string[] = [];

const sectionId = async (alias: string) =>
  String((await engine.db('website_sections').where({ tenant_key: 'fleetowner', alias }).first('id')).id);

async function signedInPage(url: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  page.on('pageerror', (error) => errors.push(error.message));
  await signInToAdmin(page, administrator, url);
  return page;
}

/** Publishes the editor's item and returns its page's path. */
async function publish(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Publish now' }).click();
  await page.waitForURL(/\/admin\/edit-content\/\d+$/);
  const id = Number(page.url().split('/').pop());
  return (await engine.db('content').where({ id }).first('canonical_path')).canonical_path as string;
}

async function contact(name: string, jobTitle: string): Promise<void> {
  const created = await engine.gql(
    'mutation($input: CreateContentInput!) { createContent(input: $input) { id } }',
    { input: { type: 'Contact', name, status: 'PUBLISHED', metadata: { jobTitle } } },
    { tenantKey: 'fleetowner', token },
  );
  expect(created.errors).toBeUndefined();
}

beforeAll(async () => {
  engine = await createTestEngine({ admin: true, site: true });
  await seedDemo(engine.db, { tenants: 2, itemsPerTenant: 20 });
  administrator = await insertCmsUser(engine.db, { username: 'e2e-types', role: 'administrator', isGlobal: true });
  token = (await loginAs(engine.context(), administrator)).bearerToken;
  await contact('Priya Raman', 'Fleet Sales Director');
  await contact('Gordon Lutz', 'Service Manager');
  ({ base, browser } = await serveToBrowser(engine));
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await engine?.close();
});

describe('the type-specific editors', () => {
  it('creates a company with address, phone, e-mail, social links and ordered key contacts, shown on its page', async () => {
    const page = await signedInPage(`${base}/admin/create-content/company`);
    await page.getByRole('heading', { name: 'Create Company' }).waitFor();
    await page.getByLabel('Name', { exact: true }).fill('Keystone Tire Service');
    await page.getByLabel('Primary section').selectOption(await sectionId('directory/companies'));
    await page.getByLabel('Company website').fill('https://keystonetire.example.com');
    await page.getByLabel('Street address').fill('2200 S Halsted St');
    await page.getByLabel('City').fill('Chicago');
    await page.getByLabel('State or region').fill('IL');
    await page.getByLabel('Postal code').fill('60608');
    await page.getByLabel('Country').fill('US');
    await page.getByLabel('Phone', { exact: true }).fill('312 555 0188');
    await page.getByLabel('E-mail', { exact: true }).fill('service at keystone');
    await page.getByLabel('LinkedIn', { exact: true }).fill('linkedin.com/company/keystone');

    // Bad values are named beside their fields, and nothing is saved.
    await page.getByRole('button', { name: 'Publish now' }).click();
    await page.getByText('Must be an e-mail address, like name@example.com').waitFor();
    await page.getByText('Must be a web address starting with http:// or https://').waitFor();
    expect(page.url()).toMatch(/create-content\/company$/);

    await page.getByLabel('E-mail', { exact: true }).fill('service@keystonetire.example.com');
    await page.getByLabel('LinkedIn', { exact: true }).fill('https://www.linkedin.com/company/keystone-tire');
    for (const [phrase, name] of [
      ['Gordon', 'Gordon Lutz'],
      ['Priya', 'Priya Raman'],
    ] as const) {
      await page.getByRole('textbox', { name: 'Add a key contact' }).fill(phrase);
      await page.getByRole('list', { name: 'Add a key contact matches' }).getByRole('button', { name }).click();
    }
    const order = page.getByRole('list', { name: 'Key contacts, in order' });
    await expect
      .poll(() => order.getByRole('listitem').allTextContents())
      .toEqual([expect.stringContaining('Gordon Lutz'), expect.stringContaining('Priya Raman')]);
    await page.getByRole('button', { name: 'Move Priya Raman up' }).click();
    await expect(axeViolations(page)).resolves.toEqual([]);
    const path = await publish(page);

    // The editor shows what was saved.
    await expect(page.getByLabel('Phone', { exact: true }).inputValue()).resolves.toBe('312 555 0188');
    await page.getByRole('list', { name: 'Key contacts, in order' }).getByText('Priya Raman').waitFor();

    await page.goto(`${base}${path}`);
    const overview = page.locator('.company-overview');
    await overview.getByText('2200 S Halsted St').waitFor();
    await overview.getByText('Chicago, IL 60608').waitFor();
    await expect(overview.getByRole('link', { name: '312 555 0188' }).getAttribute('href')).resolves.toBe(
      'tel:3125550188',
    );
    await expect(overview.getByRole('link', { name: 'LinkedIn' }).getAttribute('href')).resolves.toBe(
      'https://www.linkedin.com/company/keystone-tire',
    );
    const contacts = page.getByRole('list', { name: 'Key contacts' });
    await expect.poll(() => contacts.getByRole('heading').allTextContents()).toEqual(['Priya Raman', 'Gordon Lutz']);
    await page.context().close();
  }, 120_000);

  it('ends an event at 5:00 PM Chicago time when its end date has no time', async () => {
    const page = await signedInPage(`${base}/admin/create-content/event`);
    await page.getByRole('heading', { name: 'Create Event' }).waitFor();
    await page.getByLabel('Name', { exact: true }).fill('Midwest Fleet Maintenance Expo');
    await page.getByLabel('Primary section').selectOption(await sectionId('resources/events'));
    await page.getByLabel('Start date').fill('2026-11-02');
    await page.getByLabel('Start time').fill('09:00');
    await page.getByLabel('End date').fill('2026-11-03');
    await page.getByText('Ends Nov 3, 2026, 5:00 PM CST.').waitFor();
    await page.getByLabel('Venue name').fill('Donald E. Stephens Convention Center');
    const path = await publish(page);

    await page.goto(`${base}${path}`);
    const details = page.getByRole('definition').filter({ hasText: 'Nov. 3, 2026' });
    await expect(details.textContent()).resolves.toBe('Nov. 3, 2026, 5:00 PM CST');
    await page.getByText('Nov. 2, 2026, 9:00 AM CST').waitFor();
    await page.context().close();
  }, 120_000);

  it('creates an apparatus on the configured tenant; another tenant offers no such type', async () => {
    const page = await signedInPage(`${base}/admin/content`);
    await page.getByRole('button', { name: 'Create New' }).click();
    const types = page.locator('#create-content-types');
    await types.getByRole('link', { name: 'Apparatus', exact: true }).waitFor();
    await types.getByRole('link', { name: 'In Quarters', exact: true }).waitFor();

    await page.goto(`${base}/admin/create-content/apparatus`);
    await page.getByRole('heading', { name: 'Create Apparatus' }).waitFor();
    await page.getByLabel('Name', { exact: true }).fill('Elgin Fire Department Engine 7');
    await page.getByLabel('Primary section').selectOption(await sectionId('equipment'));
    await page.getByLabel('Department', { exact: true }).fill('Elgin Fire Department');
    await page.getByLabel('Kind of apparatus').selectOption('Engine / Pumper');
    await page.getByLabel('Manufacturer').fill('Pierce');
    await page.getByLabel('Model', { exact: true }).fill('Velocity Pumper');
    await page.getByLabel('Model year').fill('twenty');
    await page.getByLabel('Pump (gpm)').fill('1750');
    await page.getByRole('button', { name: 'Publish now' }).click();
    await page.getByText('Year must be a whole number').waitFor();
    await page.getByLabel('Model year').fill('2026');
    const path = await publish(page);

    await page.goto(`${base}${path}`);
    const specs = page.getByRole('definition');
    await specs.getByText('1,750 gpm').waitFor();
    await specs.getByText('Velocity Pumper').waitFor();

    await page.context().close();

    const other = await signedInPage(
      `${base.replace('fleetowner.localhost', 'plantservices.localhost')}/admin/content`,
    );
    await other.getByRole('button', { name: 'Create New' }).click();
    const otherTypes = other.locator('#create-content-types');
    await otherTypes.getByRole('link', { name: 'Article', exact: true }).waitFor();
    await expect(otherTypes.getByRole('link', { name: 'Apparatus', exact: true }).count()).resolves.toBe(0);
    await expect(otherTypes.getByRole('link', { name: 'In Quarters', exact: true }).count()).resolves.toBe(0);
    await other.context().close();
    expect(errors).toEqual([]);
  }, 120_000);
});
