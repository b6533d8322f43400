import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../db/seed/seed-demo.ts';
import { insertCmsUser, type CmsUserFixture } from '../content-engine/testing/fixtures-cms-users.ts';
import { createTestEngine, type TestEngine } from '../content-engine/testing/test-engine.ts';
import { serveToBrowser } from './browser.ts';
import { signInToAdmin } from './admin-sign-in.ts';

/*
 * The internal news tray in Chromium against the real server: unread styling, marking read on
 * expand (the engine records it), and an alert dismissed for good (its cookie survives a reload).
 */
let engine: TestEngine;
let browser: Browser;
let base: string;
let editor: CmsUserFixture;
const errors: string[] = [];
const ids = { welcome: 0, outage: 0 };

const signIn = (page: Page, user: CmsUserFixture) => signInToAdmin(page, user, `${base}/admin`);

const readsOf = (newsId: number) => engine.db('internal_news_reads').where({ cms_user_id: editor.id, news_id: newsId });

beforeAll(async () => {
  engine = await createTestEngine({ admin: true });
  await seedDemo(engine.db, { tenants: 1, itemsPerTenant: 10 });
  await engine.db('internal_news').delete();
  const now = Date.now();
  const insert = async (row: Record<string, unknown>) => {
    const [inserted] = (await engine
      .db('internal_news')
      .insert({ description: '<p>Details</p>', status: 1, alert: false, created_at: now, updated_at: now, ...row })
      .returning('id')) as ({ id: number } | number)[];
    return typeof inserted === 'object' ? Number(inserted.id) : Number(inserted);
  };
  ids.welcome = await insert({
    title: 'Welcome to the new admin',
    date: now - 3 * 86_400_000,
    description: '<p>Everything you need is in the toolbar.</p>',
  });
  ids.outage = await insert({ title: 'Planned outage tonight', date: now - 86_400_000, alert: true });
  editor = await insertCmsUser(engine.db, { username: 'e2e-news-editor', role: 'editor', tenants: ['fleetowner'] });
  ({ base, browser } = await serveToBrowser(engine));
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await engine?.close();
});

describe('the internal news tray', () => {
  it('shows an unread item as unread, and expanding it marks it read once', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    await signIn(page, editor);
    const bell = page.getByRole('button', { name: /News \(2 unread\)/ });
    await bell.click();
    const panel = page.getByRole('region', { name: 'Internal news' });
    const welcome = panel.getByTestId(`news-${ids.welcome}`);
    await expect(welcome.getAttribute('class')).resolves.toContain('news-unread');
    await expect(welcome.textContent()).resolves.toContain('Unread');

    await welcome.getByRole('button', { name: /Welcome to the new admin/ }).click();
    await welcome.getByText('Everything you need is in the toolbar.').waitFor();
    await page.getByRole('button', { name: /News \(1 unread\)/ }).waitFor();
    await expect.poll(async () => (await readsOf(ids.welcome)).length).toBe(1);
    await expect(welcome.getAttribute('class')).resolves.not.toContain('news-unread');

    await welcome.getByRole('button', { name: /Welcome/ }).click();
    await welcome.getByRole('button', { name: /Welcome/ }).click();
    expect(await readsOf(ids.welcome)).toHaveLength(1);
    await page.reload();
    await page.getByRole('button', { name: /News \(1 unread\)/ }).waitFor();
    await context.close();
  });

  it('dismisses an alert, which stays dismissed after a reload', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    await signIn(page, editor);
    const alert = page.getByRole('alert', { name: 'News alert: Planned outage tonight' });
    await alert.waitFor();
    await alert.getByRole('button', { name: /Dismiss/ }).click();
    await alert.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('button', { name: /News \(/ }).waitFor();
    await expect(page.getByRole('alert', { name: 'News alert: Planned outage tonight' }).count()).resolves.toBe(0);
    expect(
      (await context.cookies()).some((c) => c.name === `newsAlertDismissed-${ids.outage}` && c.value === '1'),
    ).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
