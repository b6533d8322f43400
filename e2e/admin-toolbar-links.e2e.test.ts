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
 * 74 on main before issue 28 (the issue said 76); lower it as screens are built, never raise it.
 */
const maxNotFoundLinks = 60;

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

/** Every admin href of the toolbar's menus (entries and their add links), in menu order; each once. */
async function toolbarHrefs(page: Page): Promise<string[]> {
  const toolbar = page.getByRole('navigation', { name: 'Admin' });
  const menus = toolbar.locator('.toolbar-menus').first().getByRole('button');
  const hrefs: string[] = [];
  for (let i = 0; i < (await menus.count()); i++) {
    const button = menus.nth(i);
    await button.click();
    const flyout = page.locator(`#${await button.getAttribute('aria-controls')}`);
    await flyout.waitFor();
    hrefs.push(...(await flyout.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')!))));
    await button.click();
    await flyout.waitFor({ state: 'detached' });
  }
  return [...new Set(hrefs.filter((href) => /^\/admin(\/|$|\?)/.test(href)))];
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
    const hrefs = await toolbarHrefs(page);
    expect(hrefs.length).toBeGreaterThan(50);
    const notFound: string[] = [];
    for (const href of hrefs) if (await showsNotFound(page, href)) notFound.push(href);
    console.info(
      `Toolbar links: ${hrefs.length}; "Page not found": ${notFound.length}\n${notFound.map((href) => `  ${href}`).join('\n')}`,
    );
    expect(notFound.length).toBeLessThanOrEqual(maxNotFoundLinks);
    await context.close();
  });
});
