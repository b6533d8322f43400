import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCmsUser, type CmsUserFixture } from '../content-engine/testing/fixtures-cms-users.ts';
import { insertContent } from '../content-engine/testing/fixtures.ts';
import type { TestEngine } from '../content-engine/testing/test-engine.ts';
import { signInToAdmin } from './admin-sign-in.ts';
import { axeViolations } from './axe.ts';
import { startDemoSession, type DemoSession } from './demo-session.ts';

/*
 * The site-to-site migration in Chromium (issue 33, ADR 0087): an administrator exports a tenant
 * as a bundle, downloads it, uploads it on the run screen, imports it as a new tenant and sees
 * the per-table counts; the new tenant holds the source's content.
 */
let session: DemoSession;
let engine: TestEngine;
let base: string;
let administrator: CmsUserFixture;
const dirs: string[] = [];

beforeAll(async () => {
  for (const name of ['EXPORTS_DIR', 'IMPORTS_DIR']) {
    const dir = mkdtempSync(join(tmpdir(), 'masthead-e2e-migration-'));
    dirs.push(dir);
    process.env[name] = dir;
  }
  session = await startDemoSession({ admin: true, seed: { tenants: 1, itemsPerTenant: 3 } });
  ({ engine, base } = session);
  administrator = await insertCmsUser(engine.db, { username: 'e2e-migrator', role: 'administrator', isGlobal: true });
  await insertContent(engine.db, { tenantKey: 'fleetowner', name: 'E2E migrated story' });
}, 120_000);

afterAll(async () => {
  await session?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function signedIn(path: string): Promise<Page> {
  const { page } = await session.newPage({ acceptDownloads: true });
  await signInToAdmin(page, administrator, `${base}${path}`);
  return page;
}

describe('site-to-site migration in the admin', () => {
  it('exports a tenant, imports the bundle as a new tenant and shows its counts', async () => {
    const page = await signedIn('/admin/aspire-to-aspire-migration-config');
    await page.getByRole('heading', { name: 'Site-to-Site Migration: Export' }).waitFor();
    await page.getByLabel('Tenant to export').locator('option[value="fleetowner"]').waitFor({ state: 'attached' });
    await page.getByLabel('Tenant to export').selectOption('fleetowner');
    await page.getByRole('button', { name: 'Export bundle' }).click();
    const link = page.getByRole('link', { name: /^Download tenant-fleetowner-\d+\.zip$/ });
    await link.waitFor({ timeout: 60_000 });
    await expect(axeViolations(page)).resolves.toEqual([]);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const bundlePath = (await download.path())!;

    await page.goto(`${base}/admin/run-aspire-to-aspire-migration`);
    await page.getByLabel('Bundle (.zip)').setInputFiles({
      name: 'bundle.zip',
      mimeType: 'application/zip',
      buffer: readFileSync(bundlePath),
    });
    await page.getByRole('button', { name: 'Upload and check' }).click();
    await page.getByLabel('New tenant key').waitFor();
    await page.getByLabel('New tenant key').fill('moved');
    await page.getByLabel('New tenant name').fill('Moved Site');
    await page.getByLabel('Domains').fill('moved.localhost');
    await page.getByRole('button', { name: 'Run the import' }).click();
    await page.getByRole('heading', { name: 'Import status: done' }).waitFor({ timeout: 60_000 });
    await expect(axeViolations(page)).resolves.toEqual([]);
    const source = Number(
      ((await engine.db('content').where({ tenant_key: 'fleetowner' }).count({ n: '*' }).first()) as { n: unknown }).n,
    );
    // Every content row of the source was created in the new tenant: rows, done and created alike.
    await page.getByRole('row', { name: `content ${source} ${source} ${source} 0 0`, exact: true }).waitFor();
    expect(
      await engine.db('content').where({ tenant_key: 'moved', name: 'E2E migrated story' }).count({ n: '*' }).first(),
    ).toMatchObject({ n: 1 });
    await page.context().close();
  }, 180_000);
});
