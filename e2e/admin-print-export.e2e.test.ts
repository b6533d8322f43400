import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCmsUser, type CmsUserFixture } from '../content-engine/testing/fixtures-cms-users.ts';
import { insertIssue, insertPublication } from '../content-engine/testing/fixtures-catalogue.ts';
import { insertContent } from '../content-engine/testing/fixtures.ts';
import type { TestEngine } from '../content-engine/testing/test-engine.ts';
import { signInToAdmin } from './admin-sign-in.ts';
import { axeViolations } from './axe.ts';
import { startDemoSession, type DemoSession } from './demo-session.ts';

/*
 * The print export in Chromium against the real server (issue 32 item 4): an editor picks a
 * publication and an issue, starts the export, watches it finish and downloads a zip whose
 * InDesign tagged-text files hold the issue's articles in the issue's order.
 */
let session: DemoSession;
let engine: TestEngine;
let base: string;
let exporter: CmsUserFixture;
let exportsDir: string;
const names = ['E2E print opener', 'E2E print feature', 'E2E print closer'];

beforeAll(async () => {
  exportsDir = mkdtempSync(join(tmpdir(), 'masthead-e2e-exports-'));
  process.env.EXPORTS_DIR = exportsDir;
  session = await startDemoSession({ admin: true, seed: { tenants: 1, itemsPerTenant: 3 } });
  ({ engine, base } = session);
  exporter = await insertCmsUser(engine.db, {
    username: 'e2e-exporter',
    tenants: ['fleetowner'],
    extraPermissions: ['manage_print_export', 'manage_magazine_publications'],
  });
  const db = engine.db;
  const publication = await insertPublication(db, {
    tenantKey: 'fleetowner',
    name: 'E2E Print Monthly',
    alias: 'e2e-print',
  });
  const issue = await insertIssue(db, {
    tenantKey: 'fleetowner',
    publicationId: publication,
    name: 'E2E March',
    alias: 'e2e-march',
    mailDate: Date.now(),
  });
  // Inserted last-first, so the issue's order (its positions) differs from the ids'.
  const ids: number[] = [];
  for (const name of [...names].reverse())
    ids.unshift(await insertContent(db, { tenantKey: 'fleetowner', name, body: `<p>Body of ${name}.</p>` }));
  await db('content_issues').insert(ids.map((id, index) => ({ content_id: id, issue_id: issue, position: index + 1 })));
}, 120_000);

afterAll(async () => {
  await session?.close();
  rmSync(exportsDir, { recursive: true, force: true });
});

async function signedIn(path: string): Promise<Page> {
  const { page } = await session.newPage({ acceptDownloads: true });
  await signInToAdmin(page, exporter, `${base}${path}`);
  return page;
}

describe('print export in the admin', () => {
  it('exports an issue as a zip whose tagged text holds its articles in order', async () => {
    const page = await signedIn('/admin/print-exports');
    await page.getByRole('heading', { name: 'Print Exports', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Start the export' }).click();
    await page.getByText('Pick a publication').waitFor();
    await page.getByLabel('Publication').selectOption({ label: 'E2E Print Monthly' });
    await page.getByLabel('Issue').locator('option', { hasText: 'E2E March' }).waitFor({ state: 'attached' });
    await page.getByLabel('Issue').selectOption({ label: 'E2E March' });
    await page.getByRole('button', { name: 'Start the export' }).click();
    const link = page.getByRole('link', { name: /^Download print-e2e-print-monthly-e2e-march\.zip$/ });
    await link.waitFor({ timeout: 30_000 });
    await expect(axeViolations(page)).resolves.toEqual([]);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const files = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
    const texts = Object.keys(files)
      .filter((name) => name.endsWith('.txt'))
      .sort();
    expect(texts).toEqual(['001-e2e-print-opener.txt', '002-e2e-print-feature.txt', '003-e2e-print-closer.txt']);
    texts.forEach((name, index) => {
      const lines = strFromU8(files[name]!).split('\r\n');
      expect(lines[0]).toBe('<ASCII-WIN>');
      expect(lines[2]).toBe(`<pstyle:Headline>${names[index]}`);
      expect(lines).toContain(`<pstyle:Body>Body of ${names[index]}.`);
    });
    await page.context().close();
  }, 120_000);
});
