import { writeFileSync } from 'node:fs';
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCmsUser, type CmsUserFixture } from '../content-engine/testing/fixtures-cms-users.ts';
import { type TestEngine } from '../content-engine/testing/test-engine.ts';
import { icoFile } from '../content-engine/testing/ico-file.ts';
import { launchBrowser } from './browser.ts';
import { signInToAdmin } from './admin-sign-in.ts';
import { axeViolations } from './axe.ts';
import { startBuiltSite, type BuiltSite } from './built-site.ts';

/*
 * The site settings screens in Chromium, against the real server and its build pipeline: on the
 * new design an administrator changes the primary colour and the footer copyright and the site's
 * pages show them once regenerated; the engine's refusals (GTM id, a non-square favicon) show
 * beside their fields; the old design loads and saves; both pages pass axe.
 */
const tenantKey = 'fleetowner';
let engine: TestEngine;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let port: number;
let built: BuiltSite | undefined;
let administrator: CmsUserFixture;
const errors: string[] = [];
const admin = (path: string) => `http://${tenantKey}.localhost:${port}/admin/${path}`;

/** A page of the site as a reader gets it (node:http: fetch drops the Host header the tenant is picked by). */
function read(path: string): Promise<{ status: number; body: string }> {
  return new Promise((done, fail) => {
    get({ host: '127.0.0.1', port, path, headers: { host: `${tenantKey}.localhost:${port}` } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => done({ status: response.statusCode ?? 0, body }));
    }).on('error', fail);
  });
}

/** A page's HTML with the tenant's own stylesheets it links (style settings may live in either). */
async function pageWithStyles(path: string): Promise<string> {
  const { status, body } = await read(path);
  if (status !== 200) return `status ${status}`;
  const sheets = [...body.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="(\/[^"]+)"/g)].map((match) => match[1]!);
  const styles = await Promise.all(sheets.map(async (sheet) => (await read(sheet)).body));
  return [body, ...styles].join('\n');
}

/** The field's box (label, input, hint, error) of the input labelled `label`. */
const fieldOf = (label: string) => page.locator('.field', { has: page.getByLabel(label, { exact: true }) });

const waitUntilLive = () =>
  page
    .getByRole('region', { name: 'Regeneration status' })
    .getByText('Live', { exact: true })
    .waitFor({ timeout: 120_000 });

beforeAll(async () => {
  built = await startBuiltSite('site-settings', { tenants: 1, itemsPerTenant: 30 });
  ({ engine } = built);
  administrator = await insertCmsUser(engine.db, {
    username: 'e2e-settings-admin',
    role: 'administrator',
    isGlobal: true,
  });
  await engine.app.listen({ port: 0, host: '127.0.0.1' });
  port = (engine.app.server.address() as AddressInfo).port;
  browser = await launchBrowser();
  context = await browser.newContext();
  page = await context.newPage();
  page.on('pageerror', (error) => errors.push(error.message));
  await signInToAdmin(page, administrator, admin('site-settings-new'));
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await built?.stop();
});

describe('the new-design site settings page', () => {
  const primary = '#0b6e4f';
  const copyright = '© 2026 Fleet Owner Test Copyright Line';
  let pages: string[] = [];

  it('picks colours from the palette with a contrast warning and logos from the media library, saves the primary colour and the footer copyright group by group, and regenerates the site', async () => {
    await page.getByRole('heading', { name: 'Site settings', level: 1 }).waitFor();
    const groups = page.getByRole('navigation', { name: 'Settings groups' });

    await groups.getByRole('button', { name: 'Base styles' }).click();
    // A palette swatch sets the colour; a text colour that reads badly on the body background is warned about.
    const swatch = page.getByRole('list', { name: 'Secondary colour: palette' }).getByRole('button').first();
    const swatchColour = (await swatch.getAttribute('aria-label'))!.replace('Use ', '');
    await swatch.click();
    await expect(page.getByLabel('Secondary colour', { exact: true }).inputValue()).resolves.toBe(swatchColour);
    await expect(swatch.getAttribute('aria-pressed')).resolves.toBe('true');
    await page.getByLabel('Link colour', { exact: true }).fill('#dddddd');
    await fieldOf('Link colour')
      .getByText(/below the WCAG AA minimum of 4\.5:1/)
      .waitFor();
    await page.getByLabel('Link colour', { exact: true }).fill('#1f4e79');
    await page.getByLabel('Primary colour', { exact: true }).fill(primary);
    await page.getByRole('button', { name: 'Save Base styles' }).click();
    await waitUntilLive();

    // Logos come from the media library.
    await groups.getByRole('button', { name: 'Header' }).click();
    await fieldOf('Logo').getByRole('button', { name: 'Choose from the media library' }).click();
    const matches = page.getByRole('list', { name: 'Logo: media library matches' }).getByRole('button');
    await matches.first().waitFor();
    await matches.first().click();
    await expect(page.getByLabel('Logo', { exact: true }).inputValue()).resolves.toMatch(/^\/files\//);

    await groups.getByRole('button', { name: 'Footer' }).click();
    await page.getByLabel('Copyright text', { exact: true }).fill(copyright);
    await page.getByRole('button', { name: 'Save Footer' }).click();
    await waitUntilLive();

    const stored = JSON.parse(
      (await engine.db('site_settings').where({ tenant_key: tenantKey }).first('payload')).payload as string,
    ) as { baseStyles: { primaryColor: string }; footer: { copyrightText: string } };
    expect([stored.baseStyles.primaryColor, stored.footer.copyrightText]).toEqual([primary, copyright]);

    const section = await engine
      .db('website_sections')
      .where({ tenant_key: tenantKey, status: 1 })
      .whereNot({ alias: 'home' })
      .orderBy('id')
      .first('alias');
    const article = await engine
      .db('content')
      .where({ tenant_key: tenantKey, type: 'Article', status: 1, membership_ids: '[]' })
      .where('published', '<', Date.now())
      .orderBy('published', 'desc')
      .first('canonical_path');
    pages = ['/', `/${section.alias}`, article.canonical_path as string];
    for (const path of pages)
      await expect
        .poll(async () => (await pageWithStyles(path)).includes(primary), { timeout: 60_000, interval: 500 })
        .toBe(true);
  }, 300_000);

  it('shows the footer copyright on the home, a section and an article page', async () => {
    expect(pages).toHaveLength(3);
    for (const path of pages)
      await expect
        .poll(async () => (await read(path)).body.includes(copyright), { timeout: 60_000, interval: 500 })
        .toBe(true);
  }, 200_000);

  it('refuses an invalid GTM id with the spec’s message beside the field, keeping what was typed', async () => {
    await page
      .getByRole('navigation', { name: 'Settings groups' })
      .getByRole('button', { name: 'Google Tag Manager' })
      .click();
    const input = page.getByLabel('Container ID', { exact: true });
    await input.fill('UA-12345');
    await page.getByRole('button', { name: 'Save Google Tag Manager' }).click();
    await fieldOf('Container ID')
      .getByRole('alert')
      .getByText('UA-12345 is not a valid GTM-ID', { exact: true })
      .waitFor();
    await expect(input.inputValue()).resolves.toBe('UA-12345');
    await expect(input.getAttribute('aria-invalid')).resolves.toBe('true');

    // Corrected, it saves and the message goes.
    await input.fill('GTM-AB12CD');
    await page.getByRole('button', { name: 'Save Google Tag Manager' }).click();
    await waitUntilLive();
    await expect(fieldOf('Container ID').getByRole('alert').count()).resolves.toBe(0);
  });

  it('refuses a non-square .ico favicon, measured by the engine, with "Favicon must be square"', async () => {
    const icon = join(built!.filesDir, 'wide-favicon.ico');
    writeFileSync(icon, icoFile([[32, 16]]));
    await page.getByRole('navigation', { name: 'Settings groups' }).getByRole('button', { name: 'General' }).click();
    await page.getByLabel('Upload a file for Favicon').setInputFiles(icon);
    await expect.poll(() => page.getByLabel('Favicon', { exact: true }).inputValue()).toMatch(/wide-favicon\.ico$/);
    await page.getByRole('button', { name: 'Save General' }).click();
    await fieldOf('Favicon').getByRole('alert').getByText('Favicon must be square', { exact: true }).waitFor();
  });

  it('passes axe, on a group of plain fields and on one of colours and fonts', async () => {
    await page.goto(admin('site-settings-new'));
    await page.getByRole('heading', { name: 'General', level: 2 }).waitFor();
    await expect(axeViolations(page)).resolves.toEqual([]);
    await page
      .getByRole('navigation', { name: 'Settings groups' })
      .getByRole('button', { name: 'Base styles' })
      .click();
    await page.getByRole('heading', { name: 'Base styles', level: 2 }).waitFor();
    await expect(axeViolations(page)).resolves.toEqual([]);
  });
});

describe('the old-design site settings page', () => {
  it('loads the document, refuses an empty required field and saves a change whole', async () => {
    await page.goto(admin('edit-site-settings'));
    await page.getByRole('heading', { name: 'Edit site settings', level: 1 }).waitFor();
    await expect(page.getByLabel('Copyright text', { exact: true }).inputValue()).resolves.toBe(
      '© 2026 Fleet Owner Test Copyright Line',
    );

    await page.getByRole('heading', { name: 'Google Ad Manager', level: 2 }).click();
    const basePath = page.getByLabel('Base path', { exact: true });
    const stored = await basePath.inputValue();
    await basePath.fill(' ');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await fieldOf('Base path').getByRole('alert').getByText('Field is required', { exact: true }).waitFor();
    await basePath.fill(stored);

    await page.getByRole('heading', { name: 'Social links', level: 2 }).click();
    await page.getByRole('textbox', { name: 'Facebook', exact: true }).fill('https://facebook.com/fleetowner-e2e');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await waitUntilLive();
    const row = await engine.db('site_settings').where({ tenant_key: tenantKey }).first('payload');
    expect((JSON.parse(row.payload as string) as { socialLinks: { facebook: string } }).socialLinks.facebook).toBe(
      'https://facebook.com/fleetowner-e2e',
    );
  }, 200_000);

  it('passes axe', async () => {
    await expect(axeViolations(page)).resolves.toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('a reader of the settings (view_site_settings alone)', () => {
  it('sees every group read-only, with no save button', async () => {
    const reader = await insertCmsUser(engine.db, {
      username: 'e2e-settings-reader',
      role: 'viewer',
      extraPermissions: ['view_site_settings'],
      tenants: [tenantKey],
    });
    const readerContext = await browser.newContext();
    const readerPage = await readerContext.newPage();
    readerPage.on('pageerror', (error) => errors.push(error.message));
    await signInToAdmin(readerPage, reader, admin('site-settings-new'));
    await readerPage.getByRole('heading', { name: 'General', level: 2 }).waitFor();
    await expect(readerPage.getByLabel('Site name', { exact: true }).isDisabled()).resolves.toBe(true);
    await expect(readerPage.getByRole('button', { name: /^Save/ }).count()).resolves.toBe(0);
    await readerPage.goto(admin('edit-site-settings'));
    await readerPage.getByRole('heading', { name: 'Edit site settings', level: 1 }).waitFor();
    await expect(readerPage.getByLabel('Site name', { exact: true }).isDisabled()).resolves.toBe(true);
    await expect(readerPage.getByRole('button', { name: 'Save', exact: true }).count()).resolves.toBe(0);
    await readerContext.close();
    expect(errors).toEqual([]);
  });
});
