import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

    await page.getByRole('link', { name: 'Back to templates' }).click();
    await page.getByRole('searchbox', { name: 'Search' }).fill('morning briefing');
    await page.getByText('1 template', { exact: true }).waitFor();
    await page.getByRole('row', { name: /E2E Morning Briefing/ }).waitFor();
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
