import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../db/seed/seed-demo.ts';
import { demoMemberEmail, demoMemberPassword } from '../db/seed/generate/site-users.ts';
import { emitChange } from '../content-engine/core/events.ts';
import { tags } from '../content-engine/core/change-tags.ts';
import { loadSiteSettings } from '../content-engine/core/site-settings-reader.ts';
import { saveSiteSettings } from '../content-engine/settings/queries.ts';
import { createTestEngine, type TestEngine } from '../content-engine/testing/test-engine.ts';
import { overrideTopSectionPage } from '../content-engine/testing/fixtures.ts';
import { serveToBrowser } from './browser.ts';

/*
 * Parts of a page for some visitors only (site/lib/audience.ts), in a real browser: row
 * displayCondition (logged in, not logged in, wide or narrow screens) and the new design's
 * call-to-action block, which only logged-in site users see. The page is one file for everyone.
 */
const tenantKey = 'fleetowner';
/** A section page, given a url-override layout below. */
let path: string;
let engine: TestEngine;
let browser: Browser;
let base: string;
const pageErrors: string[] = [];

const rich = (id: string) => ({ id, type: 'rich_text', settings: { html: `<p>Row ${id}</p>` } });
const row = (id: string, displayCondition: string, blocks: unknown[] = [rich(id)]) => ({
  id,
  settings: { layout: '1', displayCondition },
  columns: [{ id: `${id}-c`, settings: { blockAlignment: 'top' }, blocks }],
});

beforeAll(async () => {
  engine = await createTestEngine({ site: true });
  await seedDemo(engine.db, { tenants: 1, itemsPerTenant: 20 });
  const settings = await loadSiteSettings(engine.db, tenantKey);
  settings.useNewDesign = true;
  await saveSiteSettings(engine.db, { tenantKey, settings, now: Date.now() });
  emitChange({ events: engine.events, now: Date.now }, tenantKey, 'settings', [tags.settings, tags.styles]);
  await engine.events.settled();
  const cta = {
    id: 'cta',
    type: 'call_to_action',
    settings: { ctaText: 'Members: renew early', buttonLabel: 'Renew', buttonLink: '/renew' },
  };
  path = await overrideTopSectionPage(engine.db, {
    tenantKey,
    name: 'Audience check',
    grid: {
      rows: [
        row('everyone', 'always'),
        row('members', 'logged-in'),
        row('visitors', 'logged-out'),
        row('wide', 'desktop'),
        row('narrow', 'mobile'),
        row('cta-row', 'always', [cta]),
      ],
    },
  });
  ({ base, browser } = await serveToBrowser(engine, tenantKey));
}, 300_000);

afterAll(async () => {
  expect(pageErrors).toEqual([]);
  await browser?.close();
  await engine?.close();
});

async function open(width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(`${base}${path}`);
  return page;
}

const shown = (page: Page, text: string) => page.getByText(text, { exact: true });

describe('parts of a page for some visitors', () => {
  it('shows an anonymous visitor on a wide screen the rows for everyone, visitors and wide screens only', async () => {
    const page = await open(1280);
    await expect.poll(() => shown(page, 'Row visitors').isVisible()).toBe(true);
    expect(await shown(page, 'Row everyone').isVisible()).toBe(true);
    expect(await shown(page, 'Row wide').isVisible()).toBe(true);
    expect(await shown(page, 'Row members').isVisible()).toBe(false);
    expect(await shown(page, 'Row narrow').isVisible()).toBe(false);
    expect(await shown(page, 'Members: renew early').isVisible()).toBe(false);
    await page.context().close();
  });

  it('shows the narrow-screen row, not the wide one, on a phone', async () => {
    const page = await open(390);
    await expect.poll(() => shown(page, 'Row narrow').isVisible()).toBe(true);
    expect(await shown(page, 'Row wide').isVisible()).toBe(false);
    await page.context().close();
  });

  it('shows a logged-in site user the members row and the call to action, not the visitors row, and hides them again on logout', async () => {
    const page = await open(1280);
    await page.goto(`${base}/account/login?redirectTo=${encodeURIComponent(path)}`);
    await page.getByLabel('Email or username').fill(demoMemberEmail(tenantKey));
    await page.getByLabel('Password').fill(demoMemberPassword);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${base}${path}`);
    await expect.poll(() => shown(page, 'Row members').isVisible()).toBe(true);
    expect(await shown(page, 'Members: renew early').isVisible()).toBe(true);
    expect(await shown(page, 'Row visitors').isVisible()).toBe(false);
    // Marked before paint on a fresh load too (the head's flag script), not only after the session loads.
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.dataset.session)).toBe('member');
    await expect.poll(() => shown(page, 'Row members').isVisible()).toBe(true);

    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await expect.poll(() => shown(page, 'Row visitors').isVisible()).toBe(true);
    expect(await shown(page, 'Row members').isVisible()).toBe(false);
    await page.context().close();
  });

  it('hides the members row again when the session marker outlives its session', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const url = new URL(base);
    await context.addCookies([{ name: 'siteUserSession', value: 'stale', domain: url.hostname, path: '/' }]);
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(`${base}${path}`);
    await expect.poll(() => shown(page, 'Row visitors').isVisible()).toBe(true);
    expect(await shown(page, 'Row members').isVisible()).toBe(false);
    await context.close();
  });
});
