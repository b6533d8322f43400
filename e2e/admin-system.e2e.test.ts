import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../db/seed/seed-demo.ts';
import { insertCmsUser, type CmsUserFixture } from '../content-engine/testing/fixtures-cms-users.ts';
import { createTestEngine, type TestEngine } from '../content-engine/testing/test-engine.ts';
import { startBuildPipeline, type BuildPipeline } from '../builds/pipeline.ts';
import { createBuildQueue } from '../builds/queue/build-queue.ts';
import { launchBrowser } from './browser.ts';
import { signInToAdmin } from './admin-sign-in.ts';
import { axeViolations } from './axe.ts';
import { releaseFromEnv } from '../content-engine/error-events/monitor-from-env.ts';

/*
 * /admin/system in Chromium against the real server and its build pipeline (issue 33): an
 * administrator sees the versions and the health of the database, Redis and the build worker,
 * starts a full build of a site and sees it finish in the Sites and Jobs sections, retries a
 * failed job (it runs again and is done), and resolves an error of the error monitor. Axe-clean.
 */
let engine: TestEngine;
let pipeline: BuildPipeline;
let browser: Browser;
let port: number;
let administrator: CmsUserFixture;
let failedJobId: number;
const errors: string[] = [];
/** A full build of a small seeded site takes seconds; minutes on a loaded machine. */
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
  administrator = await insertCmsUser(engine.db, { username: 'e2e-system', role: 'administrator', isGlobal: true });
  // A job that failed before the worker started: its one attempt threw (through the queue's own API).
  const queue = createBuildQueue(engine.db, { maxAttempts: 1 });
  const job = await queue.enqueue({
    tenantKey: 'fleetowner',
    kind: 'paths',
    paths: ['/'],
    reason: 'e2e broken render',
  });
  await queue.claim('e2e-broken-worker', { tenantKey: 'fleetowner' });
  await queue.fail(job.id, new Error('the renderer ran out of memory'));
  failedJobId = job.id;
  await engine.engine.errors.capture(new Error('e2e system screen exploded'), {
    tenantKey: 'fleetowner',
    route: 'render:e2e',
  });
  pipeline = await startBuildPipeline({ engine: engine.engine, site: engine.site!, workerId: 'e2e-system' });
  await engine.app.listen({ port: 0, host: '127.0.0.1' });
  port = (engine.app.server.address() as AddressInfo).port;
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await pipeline?.stop();
  await engine?.close();
});

describe('the system screen', () => {
  it(
    'shows versions and health, starts a full build that finishes, retries a failed job and resolves an error',
    async () => {
      const page = await signedInPage('/admin/system');
      await page.getByRole('heading', { name: 'System', level: 1 }).waitFor();
      await expect(page.getByTestId('server-version').textContent()).resolves.toBe(
        releaseFromEnv({ ...process.env, npm_package_version: process.env.npm_package_version || '0.1.0' }),
      );
      await page
        .getByTestId('health-database')
        .filter({ hasText: /^OK \(\d+(\.\d+)? ms\)/ })
        .waitFor();
      await page.getByTestId('health-redis').waitFor();
      const workers = page.getByRole('table', { name: 'Build workers' });
      await workers.getByRole('row').filter({ hasText: 'e2e-system' }).filter({ hasText: 'Alive' }).waitFor();
      await expect(axeViolations(page)).resolves.toEqual([]);

      // Sites: nothing built yet; a full build started from the row finishes there and in Jobs.
      const site = page.getByTestId('system-sites').locator('tr[data-tenant="fleetowner"]');
      await expect(site.getByTestId('last-full-build').textContent()).resolves.toBe('never');
      await site.getByRole('button', { name: /^Start full build of / }).focus();
      await page.keyboard.press('Enter');
      await page.getByText(/^Full build of fleetowner queued \(job \d+\)\.$/).waitFor();
      await site
        .getByTestId('last-full-build')
        .filter({ hasText: /^done$/ })
        .waitFor({ timeout: buildDeadlineMs });
      await expect(site.getByTestId('last-full-build-pages').textContent()).resolves.toMatch(/^[1-9][\d,]*$/);
      const jobs = page.getByTestId('system-jobs');
      await jobs.locator('tr[data-status="done"]').filter({ hasText: 'full build requested by e2e-system' }).waitFor();

      // The failed job shows with Retry; retried, it is queued again and the worker runs it.
      const failed = jobs.locator(`tr[data-job="${failedJobId}"]`);
      await failed.filter({ hasText: 'the renderer ran out of memory' }).waitFor();
      await expect(failed.getAttribute('data-status')).resolves.toBe('failed');
      await failed.getByRole('button', { name: `Retry job ${failedJobId}` }).click();
      await page.getByText(`Job ${failedJobId} queued again.`).waitFor();
      await jobs.locator(`tr[data-job="${failedJobId}"][data-status="done"]`).waitFor({ timeout: buildDeadlineMs });
      await expect(failed.getByRole('button', { name: `Retry job ${failedJobId}` }).count()).resolves.toBe(0);

      // The error monitor's group: found by search, resolved.
      await page.getByLabel('Search errors').fill('exploded');
      const error = page
        .getByTestId('system-errors')
        .getByRole('row')
        .filter({ hasText: 'e2e system screen exploded' });
      await error.waitFor();
      await expect(axeViolations(page)).resolves.toEqual([]);
      await error.getByRole('button', { name: /^Resolve Error: e2e system screen exploded$/ }).click();
      await page.getByText('Error resolved.').waitFor();
      await page.getByRole('status').filter({ hasText: 'No open errors.' }).waitFor();
      expect(errors).toEqual([]);
    },
    2 * buildDeadlineMs + 120_000,
  );
});
