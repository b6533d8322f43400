import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSiteSettings } from '../content-engine/core/site-settings-reader.ts';
import { saveSiteSettings } from '../content-engine/settings/queries.ts';
import { axeViolations } from './axe.ts';
import { startDemoSession, type DemoSession } from './demo-session.ts';

/*
 * The old header's comment tray (spec public §2 "Headers", issue 30 item 1) in Chromium: the demo's
 * fleetowner (commenting on, seeded comments) switched to the old design. The header's Comments
 * button is a WAI-ARIA disclosure (ADR 0061): it opens the tray with the comments component, the
 * focus moves in, Escape closes it and gives the focus back to the button; axe-core finds nothing.
 */
const tenantKey = 'fleetowner';
let session: DemoSession;
let article: { path: string; comment: string };

beforeAll(async () => {
  session = await startDemoSession({ site: true, tenantKey, seed: { tenants: 1, itemsPerTenant: 80 } });
  const { db, events } = session.engine;
  const settings = await loadSiteSettings(db, tenantKey);
  await saveSiteSettings(db, { tenantKey, now: Date.now(), settings: { ...settings, useNewDesign: false } });
  events.emit({ tenantKey, kind: 'settings', tags: ['settings'], at: Date.now() });
  const seeded = await db('comments as c')
    .join('content as i', 'i.id', 'c.content_id')
    .where({ 'c.tenant_key': tenantKey, 'c.status': 'approved' })
    .orderBy('c.id')
    .first('i.canonical_path', 'c.body');
  article = { path: seeded.canonical_path, comment: seeded.body };
});
afterAll(() => session?.close());

const trayViolations = async (page: Page) =>
  (await axeViolations(page)).filter(
    (line) => /comment-tray|tray-|site-header/.test(line) || /^(serious|critical) /.test(line),
  );

describe("the old header's comment tray", () => {
  it('opens from the header with the comments, closes on Escape and gives the focus back', async () => {
    const { page } = await session.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${session.base}${article.path}`);
    const toggle = page.locator('button[aria-controls="comment-tray"]');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await trayViolations(page)).toEqual([]);

    await toggle.click();
    const tray = page.locator('#comment-tray');
    await tray.waitFor({ state: 'visible' });
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await expect
      .poll(() => page.evaluate(() => !!document.getElementById('comment-tray')?.contains(document.activeElement)))
      .toBe(true);
    // The comments component loads when the tray opens: the seeded comment appears in it.
    await tray.getByText(article.comment).waitFor({ state: 'visible' });
    expect(await trayViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await tray.waitFor({ state: 'hidden' });
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => toggle.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('is not in the header of a page that is not a content item', async () => {
    const { page } = await session.newPage();
    await page.goto(`${session.base}/`);
    await page.locator('header.site-header').waitFor();
    expect(await page.locator('#comment-tray').count()).toBe(0);
  });
});
