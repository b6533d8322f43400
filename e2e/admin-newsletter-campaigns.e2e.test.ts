import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertNewsletterTemplate } from '../content-engine/newsletters/tests/newsletter-fixtures.ts';
import { insertCmsUser, type CmsUserFixture } from '../content-engine/testing/fixtures-cms-users.ts';
import type { TestEngine } from '../content-engine/testing/test-engine.ts';
import { signInToAdmin } from './admin-sign-in.ts';
import { axeViolations } from './axe.ts';
import { startDemoSession, type DemoSession } from './demo-session.ts';
import { answerNextDialog } from './dialogs.ts';

/*
 * Newsletter campaigns and ads in Chromium against the real server (issue 31): an administrator
 * creates a campaign from a template, populates it from the content schedules, picks another item
 * and moves it with the keyboard, previews it and sends a test (the mail's arrival is the lead's
 * end-to-end journey); then an ad with a schedule row whose position is refused at 101 beside the
 * field and saved at 5. Every screen is axe-clean.
 */
const tenantKey = 'fleetowner';
const day = '2031-03-04';
let session: DemoSession;
let engine: TestEngine;
let base: string;
let administrator: CmsUserFixture;
let templateId: number;
let items: { id: number; name: string }[];
/** The campaign the first test makes; the second previews and tests it. */
let campaignId = 0;

async function signedIn(path: string): Promise<Page> {
  const { page } = await session.newPage();
  await signInToAdmin(page, administrator, `${base}${path}`);
  return page;
}

beforeAll(async () => {
  session = await startDemoSession({ admin: true, seed: { tenants: 2, itemsPerTenant: 5 } });
  ({ engine, base } = session);
  administrator = await insertCmsUser(engine.db, { username: 'e2e-admin', role: 'administrator', isGlobal: true });
  templateId = await insertNewsletterTemplate(engine.db, {
    tenantKey,
    payload: {
      name: 'E2E Morning Brief',
      preheaderBlurb: 'What moved the fleet world overnight',
      deploymentSettings: { defaultSubject: 'The Morning Brief' },
      defaultTesters: [{ firstName: 'Tess', lastName: 'Ter', emailAddress: 'tess@example.com' }],
    },
  });
  items = await engine
    .db('content')
    .where({ tenant_key: tenantKey, status: 1 })
    .where('published', '<=', Date.now())
    .orderBy('id')
    .limit(3)
    .select('id', 'name');
  // Two items scheduled to the template's first block for the day: what "Populate" brings in.
  await engine.db('newsletter_content_schedules').insert(
    items.slice(0, 2).map((item, sequence) => ({
      tenant_key: tenantKey,
      content_id: item.id,
      template_id: templateId,
      block_key: 'top',
      date: day,
      sequence,
      created: Date.now(),
    })),
  );
}, 120_000);

afterAll(() => session?.close());

const storedItems = async (id: number) => {
  const row = await engine.db('newsletter_campaigns').where({ id }).first('block_items');
  const value = typeof row.block_items === 'string' ? JSON.parse(row.block_items) : row.block_items;
  return (value as Record<string, number[]>).top ?? [];
};

describe('newsletter campaigns in the admin', () => {
  it('creates a campaign from a template, populates it, picks an item and reorders it by keyboard, and saves it', async () => {
    const page = await signedIn('/admin/create-newsletter-campaign');
    await page.getByRole('heading', { name: 'Add newsletter campaign' }).waitFor();
    await page.getByRole('button', { name: 'Create campaign' }).click();
    await page.getByText('Field is required').first().waitFor();
    await page.getByLabel('Template').selectOption({ label: 'E2E Morning Brief' });
    // The subject and preheader start as the template's defaults.
    await expect.poll(() => page.getByLabel('Subject').inputValue()).toBe('The Morning Brief');
    await expect(page.getByLabel('Preheader').inputValue()).resolves.toBe('What moved the fleet world overnight');
    await page.getByLabel('Date').fill(day);
    await expect(axeViolations(page)).resolves.toEqual([]);
    await page.getByRole('button', { name: 'Create campaign' }).click();
    await page.waitForURL(/\/admin\/edit-newsletter-campaign\/\d+$/);
    const id = Number(/(\d+)$/.exec(page.url())![1]);
    campaignId = id;

    // Populate from the schedules: the two scheduled items, in their order.
    await page.getByRole('button', { name: 'Populate from schedules' }).click();
    const block = page.getByRole('region', { name: 'Block Top stories' });
    const first = items[0]!;
    const second = items[1]!;
    const third = items[2]!;
    await block.getByText(`1. ${first.name}`, { exact: false }).waitFor();
    await block.getByText(`2. ${second.name}`, { exact: false }).waitFor();

    // Hand-pick a third item by search, then move it to the top with the keyboard (dnd-kit: Space, arrows, Space).
    await block.getByLabel('Add an item to Top stories').fill(String(third.id));
    await block
      .getByRole('list', { name: 'Add an item to Top stories matches' })
      .getByRole('button', { name: new RegExp(`\\(\\w+ ${third.id}\\)$`) })
      .click();
    const handle = block.getByRole('button', { name: new RegExp(`^Move .* ${third.id}\\)$`) });
    await handle.focus();
    const label = (await handle.getAttribute('aria-label'))!.replace(/^Move /, '');
    // Each key waits for what dnd-kit says it did, as a screen reader user hears it.
    const announced = (text: string) => page.getByText(text, { exact: true }).waitFor({ state: 'attached' });
    await page.keyboard.press('Space');
    await expect.poll(() => handle.getAttribute('aria-pressed')).toBe('true');
    await announced(`${label} is over position 3.`);
    await page.keyboard.press('ArrowUp');
    await announced(`${label} is over position 2.`);
    await page.keyboard.press('Space');
    await announced(`${label} was dropped at position 2.`);
    await block.getByText(`2. ${third.name}`, { exact: false }).waitFor();
    // The move buttons are the other keyboard way: Enter on "up" takes it to the top.
    await block.getByRole('button', { name: `Move ${label} up` }).focus();
    await page.keyboard.press('Enter');
    await block.getByText(`1. ${third.name}`, { exact: false }).waitFor();
    await expect(axeViolations(page)).resolves.toEqual([]);

    await page.getByLabel('Subject').fill('The Morning Brief: E2E');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Campaign The Morning Brief: E2E saved.').waitFor();
    await expect.poll(() => storedItems(id)).toEqual([third.id, first.id, second.id]);

    // The list finds it by subject.
    await page.goto(`${base}/admin/newsletter-campaigns`);
    await page.getByRole('searchbox', { name: 'Search' }).fill('E2E');
    await page.getByText('1 campaign', { exact: true }).waitFor();
    await page.getByRole('row', { name: /The Morning Brief: E2E/ }).waitFor();
    await expect(axeViolations(page)).resolves.toEqual([]);
    await page.context().close();
  }, 120_000);

  it('previews the campaign and sends a test to the template tester and a typed-in address', async () => {
    expect(campaignId).toBeGreaterThan(0);
    const page = await signedIn(`/admin/edit-newsletter-campaign/${campaignId}`);
    const third = items[2]!;
    // The preview renders the editor's state in a sandboxed frame.
    const preview = page.frameLocator('iframe[title="E-mail preview, desktop"]');
    await preview.getByText(String(third.name)).first().waitFor();

    // A test to the template's tester and one typed-in address.
    await page.getByRole('button', { name: 'Send test' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send a test' });
    await expect(dialog.getByRole('checkbox', { name: /tess@example\.com/ }).isChecked()).resolves.toBe(true);
    await dialog.getByLabel('Other addresses').fill('not-an-address');
    await dialog.getByRole('button', { name: 'Send test' }).click();
    await dialog.getByText('Not an e-mail address: not-an-address').waitFor();
    await dialog.getByLabel('Other addresses').fill('editor@example.com');
    await expect(axeViolations(page)).resolves.toEqual([]);
    await dialog.getByRole('button', { name: 'Send test' }).click();
    await page.getByText('Test sent to tess@example.com, editor@example.com.').waitFor();

    await page.context().close();
  }, 90_000);

  it('creates an ad with a schedule row: position 101 is refused beside the field, 5 is saved', async () => {
    const page = await signedIn('/admin/create-newsletter-ad');
    await page.getByRole('heading', { name: 'Add newsletter ad' }).waitFor();
    await page.getByLabel('Title').fill('E2E Spring Sale');
    await page.getByRole('radio', { name: 'A new company' }).check();
    await page.getByLabel('Company name').fill('Acme Trucks');
    await page.getByLabel('Placement').selectOption('sponsored-link');
    await page.getByLabel('Link').fill('https://example.com/spring');
    await page.getByLabel('Priority').selectOption('5');
    await page.getByRole('button', { name: 'Add schedule' }).click();
    const row = page.getByRole('group', { name: 'Schedule 1' });
    await row.getByLabel('Template').selectOption({ label: 'E2E Morning Brief' });
    await row.getByLabel('Start date').fill('2031-03-01');
    await row.getByLabel('End date').fill('2031-03-31');
    await row.getByLabel('Position').fill('101');
    await page.getByRole('button', { name: 'Save' }).click();
    await row.getByText('Position must be between 1 and 100').waitFor();
    await expect(row.getByLabel('Position').getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(axeViolations(page)).resolves.toEqual([]);
    await row.getByLabel('Position').fill('5');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Ad E2E Spring Sale saved.').waitFor();
    await page.waitForURL(/\/admin\/edit-newsletter-ad\/\d+$/);
    const schedules = await engine.db('newsletter_ad_schedules').where({ tenant_key: tenantKey }).select('position');
    expect(schedules.map((s) => Number(s.position))).toEqual([5]);

    await page.goto(`${base}/admin/newsletter-ads`);
    await page.getByRole('row', { name: /E2E Spring Sale/ }).waitFor();
    await expect(axeViolations(page)).resolves.toEqual([]);
    await page.context().close();
  }, 90_000);

  it('schedules an item to the newsletter, finds it in the scheduled content and removes it', async () => {
    const page = await signedIn('/admin/newsletter-content');
    const item = items[2]!;
    const form = page.getByRole('form', { name: 'Schedule an item' });
    await form.getByRole('button', { name: 'Schedule' }).click();
    await form.getByText('Choose an item').waitFor();
    await form.getByLabel('Item').fill(String(item.id));
    await form.getByRole('list', { name: 'Item matches' }).getByRole('button').first().click();
    await form.getByLabel('Template').selectOption({ label: 'E2E Morning Brief' });
    await form.getByLabel('Block').selectOption({ label: 'Top stories' });
    await form.getByLabel('Date').fill('2031-03-09');
    await expect(axeViolations(page)).resolves.toEqual([]);
    await form.getByRole('button', { name: 'Schedule' }).click();
    await page.getByText(/^Scheduled .* for 2031-03-09\.$/).waitFor();

    await page.getByRole('searchbox', { name: 'Search' }).fill(item.name);
    const row = page.getByRole('row', { name: /2031-03-09/ });
    await row.getByRole('cell', { name: 'Top stories' }).waitFor();
    await expect(axeViolations(page)).resolves.toEqual([]);
    const asked = answerNextDialog(page, true);
    await row.getByRole('button', { name: /^Remove the schedule of / }).click();
    await row.waitFor({ state: 'detached' });
    expect(asked[0]).toMatch(/from the 2031-03-09 newsletter\?$/);
    const left = await engine.db('newsletter_content_schedules').where({ template_id: templateId, date: '2031-03-09' });
    expect(left).toEqual([]);
    await page.context().close();
  }, 90_000);
});
