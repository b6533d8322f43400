import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../db/seed/seed-demo.ts';
import { demoMemberEmail, demoMemberPassword } from '../db/seed/generate/site-users.ts';
import { createTestEngine, type TestEngine } from '../content-engine/testing/test-engine.ts';
import { serveToBrowser } from './browser.ts';

/*
 * The login island's redirectTo in a real browser (issue 26, finding 4): whatever the address
 * says, a member who signs in stays on the site. Requests to any other host are recorded and
 * answered with an empty page, so a redirect that escaped would show as a request, not a hang.
 */
const tenantKey = 'fleetowner';

let engine: TestEngine;
let browser: Browser;
let base: string;
const pageErrors: string[] = [];

beforeAll(async () => {
  engine = await createTestEngine({ site: true });
  await seedDemo(engine.db, { tenants: 1, itemsPerTenant: 20 });
  ({ base, browser } = await serveToBrowser(engine, tenantKey));
}, 300_000);

afterAll(async () => {
  expect(pageErrors).toEqual([]);
  await browser?.close();
  await engine?.close();
});

/** Signs the demo member in on /account/login with this raw query string; where the browser ends up, and what it asked other hosts for. */
async function signInWith(query: string): Promise<{ url: URL; elsewhere: string[] }> {
  const context = await browser.newContext();
  const elsewhere: string[] = [];
  await context.route((url) => !url.hostname.endsWith('localhost'), (route) => {
    elsewhere.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>elsewhere</title>' });
  });
  try {
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(`${base}/account/login?${query}`);
    await page.getByLabel('Email or username').fill(demoMemberEmail(tenantKey));
    await page.getByLabel('Password').fill(demoMemberPassword);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/account/login'), { timeout: 60_000 });
    await page.waitForLoadState('load');
    return { url: new URL(page.url()), elsewhere };
  } finally {
    await context.close();
  }
}

describe('signing in with a redirectTo', () => {
  it('goes to the page named by a path of the site', async () => {
    const { url, elsewhere } = await signInWith(`redirectTo=${encodeURIComponent('/account')}`);
    expect(url.origin).toBe(base);
    expect(url.pathname).toBe('/account');
    expect(elsewhere).toEqual([]);
  });

  it.each([
    // The probe's own addresses, as they were sent.
    'redirectTo=%2F%5Cevil.example%2Fx',
    `redirectTo=${encodeURIComponent('/\\t/evil.example')}`,
    `redirectTo=${encodeURIComponent('/\t/evil.example')}`,
    `redirectTo=${encodeURIComponent('/\\/evil.example')}`,
    'redirectTo=/%09/evil.example',
    `redirectTo=${encodeURIComponent('//evil.example')}`,
    `redirectTo=${encodeURIComponent('/..//evil.example')}`,
    `redirectTo=${encodeURIComponent('https://evil.example/')}`,
    `redirectTo=${encodeURIComponent('javascript:alert(1)')}`,
  ])('stays on the site with %s', async (query) => {
    const { url, elsewhere } = await signInWith(query);
    expect(url.origin).toBe(base);
    expect(url.pathname).toBe('/');
    expect(elsewhere.filter((request) => request.includes('evil.example'))).toEqual([]);
  });
});
