import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertNewsletterAd } from '../content-engine/newsletters/tests/newsletter-fixtures.ts';
import { insertContact, insertPublication } from '../content-engine/testing/fixtures-catalogue.ts';
import { insertCmsUser, type CmsUserFixture } from '../content-engine/testing/fixtures-cms-users.ts';
import type { TestEngine } from '../content-engine/testing/test-engine.ts';
import { signInToAdmin } from './admin-sign-in.ts';
import { axeViolations } from './axe.ts';
import { startDemoSession, type DemoSession } from './demo-session.ts';

/*
 * Newsletter templates and settings in Chromium against the real server (issue 31): an
 * administrator builds a template of three block types, reorders them from the keyboard, is told
 * what is wrong beside the field, saves it and finds it in the list; then adds an enabled newsletter.
 */
let session: DemoSession;
let engine: TestEngine;
let base: string;
let administrator: CmsUserFixture;
let basicEditor: CmsUserFixture;

async function signedIn(path: string, user = administrator): Promise<Page> {
  const { page } = await session.newPage();
  await signInToAdmin(page, user, `${base}${path}`);
  return page;
}

/** The template editor as a page object: its blocks by position and type. */
const templateEditor = (page: Page) => ({
  block: (position: number, type: string) => page.getByRole('region', { name: `Block ${position}, ${type}` }),
  async addBlock(type: string) {
    await page.getByLabel('Block type').selectOption({ label: type });
    await page.getByRole('button', { name: 'Add block' }).click();
  },
  /** Moves a block up one place from the keyboard, each key waiting for what dnd-kit announces. */
  async moveUpWithKeyboard(position: number, type: string) {
    const handle = page.getByRole('button', { name: `Drag Block ${position}, ${type}` });
    const announced = (text: string) => page.getByText(text, { exact: true }).waitFor({ state: 'attached' });
    await handle.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => handle.getAttribute('aria-pressed')).toBe('true');
    await announced(`block ${position} is over position ${position}.`);
    await page.keyboard.press('ArrowUp');
    await announced(`block ${position} is over position ${position - 1}.`);
    await page.keyboard.press('Space');
    await announced(`block ${position} was dropped at position ${position - 1}.`);
  },
  save: () => page.getByRole('button', { name: /^(Create|Save) template$/ }).click(),
});

beforeAll(async () => {
  session = await startDemoSession({ admin: true, seed: { tenants: 2, itemsPerTenant: 5 } });
  ({ engine, base } = session);
  administrator = await insertCmsUser(engine.db, { username: 'e2e-admin', role: 'administrator', isGlobal: true });
  basicEditor = await insertCmsUser(engine.db, {
    username: 'e2e-newsletter-basic',
    role: 'viewer',
    tenants: ['fleetowner'],
    extraPermissions: ['manage_newsletter_templates_basic'],
  });
}, 120_000);

afterAll(() => session?.close());

describe('newsletter templates in the admin', () => {
  it('builds a template of three block types, reorders them from the keyboard, saves it and lists it', async () => {
    const page = await signedIn('/admin/create-newsletter-template');
    const editor = templateEditor(page);
    await page.getByRole('heading', { name: 'Create newsletter template' }).waitFor();

    await editor.addBlock('Content list');
    await editor.addBlock('Fixed ad');
    await editor.addBlock('HTML');
    await page.getByLabel('Block 3 HTML').fill('<p>Thanks for reading.</p>');
    await editor.moveUpWithKeyboard(3, 'HTML');
    await editor.block(2, 'HTML').waitFor();
    await editor.block(3, 'Fixed ad').waitFor();
    await expect(page.getByLabel('Block 2 HTML').inputValue()).resolves.toBe('<p>Thanks for reading.</p>');

    await page.getByLabel('Ad position').fill('0');
    await editor.save();
    await page.getByText('Field is required').waitFor();
    await page.getByText('Position must be between 1 and 100').waitFor();
    await expect(page.getByLabel('Name', { exact: true }).getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(axeViolations(page)).resolves.toEqual([]);

    await page.getByLabel('Name', { exact: true }).fill('E2E Morning Briefing');
    await page.getByLabel('Ad position').fill('2');
    await editor.save();
    await page.getByText('Newsletter template “E2E Morning Briefing” created.').waitFor();
    await page.waitForURL(/\/admin\/edit-newsletter-template\/\d+$/);
    await editor.block(1, 'Content list').waitFor();
    await editor.block(2, 'HTML').waitFor();
    await editor.block(3, 'Fixed ad').waitFor();

    // The preview follows the unsaved edits, at the template's width, then a phone's, then without images.
    const preview = page.getByRole('region', { name: 'E-mail preview' });
    await preview.getByText(/^Size \d+\.\d KB$/).waitFor();
    const frame = preview.locator('iframe');
    await expect(frame.getAttribute('sandbox')).resolves.toBe('');
    await expect(frame.getAttribute('width')).resolves.toBe('700');
    await page.getByLabel('Width', { exact: true }).selectOption('800');
    await expect.poll(() => frame.getAttribute('width')).toBe('800');
    await page.getByLabel('Block 2 HTML').fill('<p>Thanks for reading, see you tomorrow.</p>');
    await expect
      .poll(() => page.frameLocator('iframe[title^="E-mail preview"]').locator('body').textContent())
      .toContain('see you tomorrow');
    await preview.getByRole('button', { name: 'Mobile (375 px)' }).click();
    await expect(frame.getAttribute('width')).resolves.toBe('375');
    await expect(preview.getByRole('button', { name: 'Mobile (375 px)' }).getAttribute('aria-pressed')).resolves.toBe(
      'true',
    );
    await preview.getByLabel('Images').uncheck();
    await expect.poll(() => frame.getAttribute('title')).toBe('E-mail preview, mobile, images off');
    await expect(frame.getAttribute('srcdoc').then((html) => /<img\b[^>]*\ssrc=/i.test(html ?? ''))).resolves.toBe(
      false,
    );
    await expect(axeViolations(page)).resolves.toEqual([]);
    await editor.save();
    await page.getByText('Newsletter template “E2E Morning Briefing” saved.').waitFor();

    await page.getByRole('link', { name: 'Back to templates' }).click();
    await page.getByRole('searchbox', { name: 'Search' }).fill('morning briefing');
    await page.getByText('1 template', { exact: true }).waitFor();
    await page.getByRole('row', { name: /E2E Morning Briefing/ }).waitFor();
    await expect(axeViolations(page)).resolves.toEqual([]);
    await page.context().close();
  }, 120_000);

  it('lets a basic editor change block content only, and tells an editor with a stale copy who saved first', async () => {
    const admin = await signedIn('/admin/newsletter-templates');
    await admin.getByRole('link', { name: 'Edit E2E Morning Briefing' }).click();
    await admin.getByLabel('Block 2 HTML').waitFor();

    const page = await signedIn('/admin/newsletter-templates', basicEditor);
    await page.getByRole('row', { name: /E2E Morning Briefing/ }).waitFor();
    await expect(page.getByRole('link', { name: 'Add newsletter template' }).count()).resolves.toBe(0);
    await page.getByRole('link', { name: 'Edit E2E Morning Briefing' }).click();
    await page.getByLabel('Block 2 HTML').waitFor();
    await expect(page.getByLabel('Width', { exact: true }).isDisabled()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Add block' }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: /^Drag Block/ }).count()).resolves.toBe(0);
    await page.getByLabel('Block 2 HTML').fill('<p>Until next time.</p>');
    await page.getByRole('button', { name: 'Save template' }).click();
    await page.getByText('Newsletter template “E2E Morning Briefing” saved.').waitFor();
    await expect(axeViolations(page)).resolves.toEqual([]);

    await admin.getByLabel('Preheader blurb').fill('Today in trucking');
    await admin.getByRole('button', { name: 'Save template' }).click();
    await admin.getByText(/^Not saved: Changed by .+ at .+/).waitFor();
    await expect(admin.getByLabel('Preheader blurb').inputValue()).resolves.toBe('Today in trucking');
    await admin.context().close();
    await page.context().close();
  }, 90_000);
});

describe('newsletter template block population', () => {
  it('picks sections, orders contacts from the keyboard, picks a publication, and previews another day', async () => {
    const section = (await engine
      .db('website_sections')
      .where({ tenant_key: 'fleetowner' })
      .orderBy('id')
      .first('id', 'name')) as { id: number; name: string };
    await insertContact(engine.db, {
      tenantKey: 'fleetowner',
      firstName: 'Ada',
      lastName: 'Pickwell',
      title: 'Editor',
    });
    await insertContact(engine.db, {
      tenantKey: 'fleetowner',
      firstName: 'Bram',
      lastName: 'Pickwell',
      title: 'Publisher',
    });
    await insertPublication(engine.db, { tenantKey: 'fleetowner', name: 'E2E Quarterly', alias: 'e2e-quarterly' });

    const page = await signedIn('/admin/create-newsletter-template');
    const editor = templateEditor(page);
    await page.getByRole('heading', { name: 'Create newsletter template' }).waitFor();
    await page.getByLabel('Name', { exact: true }).fill('E2E Population');
    await editor.addBlock('Content list');
    await editor.addBlock('Contacts');
    await editor.addBlock('Magazine issue');
    await editor.addBlock('Fixed ad');
    await page.getByLabel('Ad position').fill('3');

    // Sections: searched by name, chosen as a chip.
    await page.getByRole('textbox', { name: 'Block 1 sections', exact: true }).fill(section.name.slice(0, 4));
    await page
      .getByRole('list', { name: 'Block 1 sections matches' })
      .getByRole('button', { name: section.name })
      .first()
      .click();
    await page.getByRole('list', { name: 'Chosen block 1 sections' }).getByText(section.name).first().waitFor();

    // Contacts: two found by search, then the second moved above the first from the keyboard.
    const contacts = page.getByRole('textbox', { name: 'Block 2 contacts', exact: true });
    for (const name of ['Ada Pickwell, Editor', 'Bram Pickwell, Publisher']) {
      await contacts.fill('pickwell');
      await page.getByRole('button', { name, exact: true }).click();
    }
    const handle = page.getByRole('button', { name: 'Move Bram Pickwell, Publisher', exact: true });
    const announced = (text: string) => page.getByText(text, { exact: true }).waitFor({ state: 'attached' });
    await handle.focus();
    await page.keyboard.press('Space');
    await announced('Bram Pickwell, Publisher is over position 2.');
    await page.keyboard.press('ArrowUp');
    await announced('Bram Pickwell, Publisher is over position 1.');
    await page.keyboard.press('Space');
    await announced('Bram Pickwell, Publisher was dropped at position 1.');
    await page.getByText('1. Bram Pickwell, Publisher').waitFor();

    // Publication: one of the tenant's magazine publications.
    await page.getByLabel('Block 3 publication').selectOption({ label: 'E2E Quarterly' });
    await expect(axeViolations(page)).resolves.toEqual([]);
    await editor.save();
    await page.getByText('Newsletter template “E2E Population” created.').waitFor();
    await page.waitForURL(/\/admin\/edit-newsletter-template\/\d+$/);
    const templateId = Number(/(\d+)$/.exec(page.url())![1]);

    await page.reload();
    await page.getByRole('list', { name: 'Chosen block 1 sections' }).getByText(section.name).first().waitFor();
    await page.getByText('1. Bram Pickwell, Publisher').waitFor();
    await page.getByText('2. Ada Pickwell, Editor').waitFor();
    await expect
      .poll(() => page.getByLabel('Block 3 publication').locator('option:checked').textContent())
      .toBe('E2E Quarterly');

    // The preview date chooses the day's ads: one scheduled for a day to come shows on that day only.
    await insertNewsletterAd(engine.db, {
      tenantKey: 'fleetowner',
      title: 'E2E Future Ad',
      schedules: [{ templateId, startDate: '2031-01-01', endDate: '2031-01-01', position: 3 }],
    });
    const preview = page.getByRole('region', { name: 'E-mail preview' });
    const frame = preview.locator('iframe');
    await preview.getByText(/^Size \d+\.\d KB$/).waitFor();
    await expect(frame.getAttribute('srcdoc')).resolves.not.toContain('ads.example.com');
    const date = page.getByLabel('Preview date');
    await expect(date.inputValue()).resolves.toBe(
      new Date().toLocaleDateString('en-CA', { timeZone: 'America/Chicago' }),
    );
    await date.fill('2031-01-01');
    await expect.poll(() => frame.getAttribute('srcdoc'), { timeout: 20_000 }).toContain('ads.example.com');
    await expect(axeViolations(page)).resolves.toEqual([]);
    await page.context().close();
  }, 120_000);
});

describe('newsletter settings in the admin', () => {
  it('adds an enabled newsletter and saves it', async () => {
    const page = await signedIn('/admin/newsletter-settings');
    await page.getByRole('heading', { name: 'Newsletter settings' }).waitFor();
    const before = await page.getByRole('group', { name: /^Newsletter \d+$/ }).count();
    await page.getByRole('button', { name: 'Add newsletter' }).click();
    const added = page.getByRole('group', { name: `Newsletter ${before + 1}` });
    await added.getByLabel('Id', { exact: true }).fill('e2e-weekly');
    await added.getByLabel('Title', { exact: true }).fill('E2E Weekly');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Field is required').waitFor();
    await added.getByLabel('Omeda product id').fill('4242');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Newsletter settings saved. The site updates in a moment.').waitFor();
    await expect(axeViolations(page)).resolves.toEqual([]);

    await page.reload();
    await page.getByRole('group', { name: `Newsletter ${before + 1}` }).waitFor();
    await expect(
      page
        .getByRole('group', { name: `Newsletter ${before + 1}` })
        .getByLabel('Title', { exact: true })
        .inputValue(),
    ).resolves.toBe('E2E Weekly');
    await page.context().close();
  }, 90_000);
});

// Last: it switches the module off for the tenant the other cases use. (The engine's NOT_FOUND for a
// tenant without the module is covered in content-engine/newsletters/tests/*.int.test.ts.)
describe('the newsletters module switched off', () => {
  it('takes the Newsletters menu out of the admin', async () => {
    const page = await signedIn('/admin/edit-enabled-modules');
    const toolbar = page.getByRole('navigation', { name: 'Admin' });
    await toolbar.getByRole('button', { name: 'Newsletters' }).waitFor();
    const newsletters = page.getByRole('switch', { name: 'Newsletters' });
    expect(await newsletters.isChecked()).toBe(true);
    await newsletters.press('Space');
    expect(await newsletters.isChecked()).toBe(false);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Enabled modules saved.').waitFor();
    await toolbar.getByRole('button', { name: 'Newsletters' }).waitFor({ state: 'detached' });

    await page.reload();
    await toolbar.getByRole('button', { name: 'Media' }).waitFor();
    expect(await toolbar.getByRole('button', { name: 'Newsletters' }).count()).toBe(0);
    await expect(axeViolations(page)).resolves.toEqual([]);
    await page.context().close();
  }, 90_000);
});
