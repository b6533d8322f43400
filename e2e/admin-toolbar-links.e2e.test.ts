import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCmsUser, type CmsUserFixture } from '../content-engine/testing/fixtures-cms-users.ts';
import { startDemoSession, type DemoSession } from './demo-session.ts';
import { signInToAdmin } from './admin-sign-in.ts';

/*
 * Issue 28 "Must show": no toolbar link opens a missing screen. A global administrator with every
 * permission, on a site with every module on (the seeded fleetowner), visits every link and add
 * link the toolbar shows them, and the "Page not found" results are counted.
 */

/**
 * The most toolbar links that may still open "Page not found": the count measured on this branch.
 * 74 on main before issue 28 (the issue said 76), 60 after it, 36 after issue 29 (of 88 links: the
 * newsletters, reports and exports screens, /admin/system and /admin/nl-block-analysis), 27 after
 * issue 31 (the reports and exports screens and /admin/system), 1 after issue 32 (/admin/system), 0 after issue 33;
 * lower it as screens are built, never raise it.
 */
const maxNotFoundLinks = 0;

/** The menus whose every link opens a built screen (issue 29 "Must show"; Newsletters since issue 31, reports and exports since 32). */
const completeMenus = [
  'Content',
  'Media',
  'Magazines',
  'Contracts',
  'Site Memberships',
  'Newsletters',
  'Site Reports',
  'Site Exports',
];

let session: DemoSession;
let administrator: CmsUserFixture;

beforeAll(async () => {
  session = await startDemoSession({ admin: true, seed: { tenants: 1, itemsPerTenant: 10 } });
  administrator = await insertCmsUser(session.engine.db, {
    username: 'e2e-toolbar-admin',
    role: 'administrator',
    isGlobal: true,
  });
}, 300_000);

afterAll(() => session?.close());

/** Every admin href of the toolbar's menus (entries and their add links) with its menu, in menu order; each once. */
async function toolbarHrefs(page: Page): Promise<{ menu: string; href: string }[]> {
  const toolbar = page.getByRole('navigation', { name: 'Admin' });
  const menus = toolbar.locator('.toolbar-menus').first().getByRole('button');
  const found = new Map<string, string>();
  for (let i = 0; i < (await menus.count()); i++) {
    const button = menus.nth(i);
    const menu = (await button.textContent())?.trim() ?? '';
    await button.click();
    const flyout = page.locator(`#${await button.getAttribute('aria-controls')}`);
    await flyout.waitFor();
    for (const href of await flyout.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')!)))
      if (/^\/admin(\/|$|\?)/.test(href) && !found.has(href)) found.set(href, menu);
    await button.click();
    await flyout.waitFor({ state: 'detached' });
  }
  return [...found].map(([href, menu]) => ({ menu, href }));
}

/** Opens an admin address and says whether it shows the admin's not-found page. */
async function showsNotFound(page: Page, href: string): Promise<boolean> {
  await page.goto(`${session.base}${href}`);
  const heading = page.locator('main h1, h1').first();
  await heading.waitFor({ timeout: 30_000 });
  return (await heading.textContent())?.trim() === 'Page not found';
}

describe('the toolbar links of a global administrator', () => {
  it(`open a built screen, all but at most ${maxNotFoundLinks} of them`, async () => {
    const { context, page } = await session.newPage();
    await signInToAdmin(page, administrator, `${session.base}/admin`);
    const links = await toolbarHrefs(page);
    expect(links.length).toBeGreaterThan(50);
    const notFound: { menu: string; href: string }[] = [];
    for (const link of links) if (await showsNotFound(page, link.href)) notFound.push(link);
    console.info(
      `Toolbar links: ${links.length}; "Page not found": ${notFound.length}\n${notFound.map((l) => `  ${l.menu}: ${l.href}`).join('\n')}`,
    );
    expect(notFound.length).toBeLessThanOrEqual(maxNotFoundLinks);
    // Issue 29: every screen of these menus is built.
    expect(notFound.filter((link) => completeMenus.includes(link.menu))).toEqual([]);
    await context.close();
  });
});
