import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoMemberEmail, demoMemberPassword } from '../db/seed/generate/site-users.ts';
import { startDemoSession, type DemoSession } from './demo-session.ts';
import { recordOutsideRequests } from './outside-requests.ts';

/*
 * The login island's redirectTo in a real browser (issue 26, finding 4): whatever the address
 * says, a member who signs in stays on the site. Requests to any other host are recorded and
 * answered with an empty page, so a redirect that escaped would show as a request, not a hang.
 */
const tenantKey = 'fleetowner';

let session: DemoSession;

beforeAll(async () => {
  session = await startDemoSession({ site: true, seed: { tenants: 1, itemsPerTenant: 20 } });
}, 300_000);

afterAll(() => session?.close());

/** Signs the demo member in on /account/login with this raw query string; where the browser ends up, and what it asked other hosts for. */
async function signInWith(query: string): Promise<{ url: URL; elsewhere: string[] }> {
  const { context, page } = await session.newPage();
  const elsewhere = await recordOutsideRequests(context, {
    contentType: 'text/html',
    body: '<title>elsewhere</title>',
  });
  try {
    await page.goto(`${session.base}/account/login?${query}`);
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
    expect(url.origin).toBe(session.base);
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
    expect(url.origin).toBe(session.base);
    expect(url.pathname).toBe('/');
    expect(elsewhere.filter((request) => request.includes('evil.example'))).toEqual([]);
  });
});
