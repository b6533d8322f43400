import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../db/seed/seed-demo.ts';
import { insertCmsUser, type CmsUserFixture } from '../content-engine/testing/fixtures-cms-users.ts';
import { createTestEngine, type TestEngine } from '../content-engine/testing/test-engine.ts';
import { serveToBrowser } from './browser.ts';
import { signInToAdmin } from './admin-sign-in.ts';
import { seriousAxeViolations } from './axe.ts';

/*
 * The layout grid editor in Chromium against the real server and block catalogue: an
 * administrator adds three rows of different layouts, adds blocks found by name in the picker,
 * sets a block setting and a population setting (with the schema's message beside a bad number),
 * reorders blocks and rows from the keyboard, removes a block (and could undo it), and axe finds
 * nothing serious. It drives <GridEditor name="primaryGrid"> inside the layout form's region
 * "Primary grid".
 */
let engine: TestEngine;
let browser: Browser;
let base: string;
let administrator: CmsUserFixture;
const errors: string[] = [];

describe('the layout grid editor', () => {
  beforeAll(async () => {
    engine = await createTestEngine({ admin: true });
    await seedDemo(engine.db, { tenants: 1, itemsPerTenant: 5 });
    administrator = await insertCmsUser(engine.db, { username: 'e2e-grid', role: 'administrator', isGlobal: true });
    ({ base, browser } = await serveToBrowser(engine));
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await engine?.close();
  });

  it('builds rows of three layouts with blocks and settings, reorders from the keyboard, removes a block, axe-clean', async () => {
    const page = await (await browser.newContext()).newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    await signInToAdmin(page, administrator, `${base}/admin/create-web-layout`);
    const grid = page.getByRole('region', { name: 'Primary grid' });
    await grid.getByRole('button', { name: 'Add row' }).waitFor();

    for (const layout of ['1', '1_2', '1_1_1']) {
      await grid.getByLabel('New row layout').selectOption(layout);
      await grid.getByRole('button', { name: 'Add row' }).click();
    }
    const row = (n: number) => grid.getByRole('region', { name: `Primary grid row ${n}` });
    await expect(
      row(3)
        .getByRole('group', { name: /^Column/ })
        .count(),
    ).resolves.toBe(3);
    await expect(row(2).getByLabel('Row layout').inputValue()).resolves.toBe('1_2');

    // A block found by name in the picker; its settings open once added.
    const firstColumn = row(1).getByRole('group', { name: 'Column 1' });
    await firstColumn.getByRole('button', { name: 'Add block' }).click();
    await firstColumn.getByLabel('Search block types').fill('content li');
    await expect(firstColumn.getByRole('button', { name: 'Rich text' }).count()).resolves.toBe(0);
    await firstColumn.getByRole('button', { name: 'Content list', exact: true }).click();
    const list = firstColumn.getByRole('group', { name: 'Block 1: Content list' });
    await list.getByLabel('Title', { exact: true }).fill('Latest news');
    const numberOfItems = list.getByLabel('Number of items');
    await numberOfItems.fill('0');
    await expect(list.getByRole('alert').textContent()).resolves.toBe('Must be at least 1');
    await numberOfItems.fill('4');
    await expect(list.getByRole('alert').count()).resolves.toBe(0);
    await list.getByLabel('Schedule option').selectOption('Featured');
    await list.getByLabel('Section', { exact: true }).selectOption('current');
    await list.getByRole('checkbox', { name: 'Article' }).check();

    // A second block, moved above the first with the keyboard alternative to dragging.
    await firstColumn.getByRole('button', { name: 'Add block' }).click();
    await firstColumn.getByLabel('Search block types').fill('rich');
    await firstColumn.getByRole('button', { name: 'Rich text' }).click();
    const richText = firstColumn.getByRole('group', { name: 'Block 2: Rich text' });
    await richText.getByRole('button', { name: 'Move up' }).focus();
    await page.keyboard.press('Enter');
    await firstColumn.getByRole('group', { name: 'Block 1: Rich text' }).waitFor();
    await expect(
      firstColumn
        .getByRole('group', { name: 'Block 2: Content list' })
        .getByLabel('Title', { exact: true })
        .inputValue(),
    ).resolves.toBe('Latest news');

    // A row dragged with the keyboard: Space picks it up, an arrow moves it, Space drops it.
    const handle = row(3).getByRole('button', { name: 'Drag Primary grid row 3' });
    await handle.focus();
    // Each key waits for what dnd-kit says it did, as a screen reader user hears it.
    const announced = (text: string) => page.getByText(text, { exact: true }).waitFor({ state: 'attached' });
    await page.keyboard.press('Space');
    await expect.poll(() => handle.getAttribute('aria-pressed')).toBe('true');
    await announced('Primary grid row 3 is over position 3.');
    await page.keyboard.press('ArrowUp');
    await announced('Primary grid row 3 is over position 2.');
    await page.keyboard.press('Space');
    await announced('Primary grid row 3 was dropped at position 2.');
    await expect.poll(() => row(2).getByLabel('Row layout').inputValue()).toBe('1_1_1');
    await expect(row(3).getByLabel('Row layout').inputValue()).resolves.toBe('1_2');

    // Removing a block says so and offers to undo it.
    await firstColumn
      .getByRole('group', { name: 'Block 1: Rich text' })
      .getByRole('button', { name: 'Remove block' })
      .click();
    await grid.getByRole('status').filter({ hasText: 'Rich text block removed.' }).waitFor();
    await expect(firstColumn.getByRole('group', { name: /^Block/ }).count()).resolves.toBe(1);
    await expect(grid.getByRole('button', { name: 'Undo' }).isVisible()).resolves.toBe(true);

    // A block moved to a column of another row, with its select (the keyboard's way too).
    await firstColumn
      .getByRole('group', { name: 'Block 1: Content list' })
      .getByLabel('Move Block 1: Content list to another column')
      .selectOption({ label: 'Move to row 3, column 2' });
    const target = row(3).getByRole('group', { name: 'Column 2' });
    await target.getByRole('group', { name: 'Block 1: Content list' }).waitFor();
    await expect(firstColumn.getByRole('group', { name: /^Block/ }).count()).resolves.toBe(0);
    await grid.getByRole('status').filter({ hasText: 'Content list moved to the end of row 3, column 2.' }).waitFor();

    await expect(seriousAxeViolations(page)).resolves.toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);
});
