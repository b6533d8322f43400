import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../db/seed/seed-demo.ts';
import { insertCmsUser, type CmsUserFixture } from '../content-engine/testing/fixtures-cms-users.ts';
import { createTestEngine, type TestEngine } from '../content-engine/testing/test-engine.ts';
import { startBuildPipeline, type BuildPipeline } from '../builds/pipeline.ts';
import { launchBrowser } from './browser.ts';
import { signInToAdmin } from './admin-sign-in.ts';
import { axeViolations } from './axe.ts';

/*
 * Tenant provisioning in Chromium against the real server and its build pipeline: an administrator
 * creates a tenant at /admin/create-tenant (a taken domain is refused beside its field), the edit
 * page follows its first build until it is done, and its home page is served at <key>.localhost.
 */
let engine: TestEngine;
let pipeline: BuildPipeline;
let browser: Browser;
let port: number;
let administrator: CmsUserFixture;
const errors: string[] = [];
/** A first build of the starter set takes seconds; minutes on a loaded machine. */
const buildDeadlineMs = 300_000;

async function signedInPage(path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  page.on('pageerror', (error) => errors.push(error.message));
  await signInToAdmin(page, administrator, `http://fleetowner.localhost:${port}${path}`);
  return page;
}

beforeAll(async () => {
  engine = await createTestEngine({ site: true, admin: true });
  await seedDemo(engine.db, { tenants: 1, itemsPerTenant: 5 });
  administrator = await insertCmsUser(engine.db, { username: 'e2e-admin', role: 'administrator', isGlobal: true });
  pipeline = await startBuildPipeline({ engine: engine.engine, site: engine.site!, workerId: 'e2e-tenants' });
  await engine.app.listen({ port: 0, host: '127.0.0.1' });
  port = (engine.app.server.address() as AddressInfo).port;
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await pipeline?.stop();
  await engine?.close();
});

describe('tenant provisioning in the admin', () => {
  it(
    'creates a tenant whose first build completes and whose home page is served at <key>.localhost',
    async () => {
      const page = await signedInPage('/admin/tenants');
      await page.getByRole('heading', { name: 'Tenants' }).waitFor();
      await page.getByRole('table', { name: 'Tenants' }).getByRole('link', { name: 'FleetOwner' }).waitFor();
      await expect(axeViolations(page)).resolves.toEqual([]);

      await page.getByRole('link', { name: 'Create tenant' }).click();
      await page.getByRole('heading', { name: 'Create tenant' }).waitFor();
      await page.getByLabel('Key').fill('gazette');
      await page.getByLabel('Name').fill('Daily Gazette');
      await page.getByLabel('Domains').fill('fleetowner.localhost');
      await page.getByLabel('search').check();
      await page.getByRole('button', { name: 'Create' }).click();
      // The engine's message, beside the Domains field.
      await expect(page.getByRole('alert').filter({ hasText: 'already taken' }).textContent()).resolves.toBe(
        'The domain "fleetowner.localhost" is already taken by another tenant',
      );
      await expect(axeViolations(page)).resolves.toEqual([]);

      await page.getByLabel('Domains').fill('gazette.localhost\nwww.gazette.example.com');
      await page.getByRole('button', { name: 'Create' }).click();
      await page.waitForURL(/\/admin\/tenants\/gazette$/);
      await page.getByRole('heading', { name: 'Tenant Daily Gazette' }).waitFor();
      await page.getByRole('heading', { name: 'Full build' }).waitFor();
      await expect(axeViolations(page)).resolves.toEqual([]);
      await page.getByRole('status').filter({ hasText: 'Built.' }).waitFor({ timeout: buildDeadlineMs });
      await expect(page.getByRole('status').filter({ hasText: 'Built.' }).textContent()).resolves.toMatch(
        /^Built\. \d+ pages built\.$/,
      );

      const site = await (await browser.newContext()).newPage();
      const home = await site.goto(`http://gazette.localhost:${port}/`);
      expect(home?.status()).toBe(200);
      expect(home?.headers()['x-masthead-cache']).toBe('static');
      await expect(site.title()).resolves.toContain('Daily Gazette');
      await site.getByRole('link', { name: 'Features' }).first().waitFor();
      expect(errors).toEqual([]);
    },
    buildDeadlineMs + 120_000,
  );
});
