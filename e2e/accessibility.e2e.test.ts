import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../db/seed/seed-demo.ts';
import { createTestEngine, type TestEngine } from '../content-engine/testing/test-engine.ts';
import { launchBrowser } from './browser.ts';
import { seriousAxeViolations } from './axe.ts';

/*
 * axe-core in Chromium on the public pages of every demo tenant — the home page, a section, an
 * article and the site-user pages — after the islands have hydrated: no serious or critical
 * violation (issue 6, page quality).
 */

let engine: TestEngine;
let browser: Browser;
let port: number;
let filesDir: string;
let tenants: string[];
const now = Date.now();

beforeAll(async () => {
  filesDir = mkdtempSync(join(tmpdir(), 'masthead-e2e-axe-'));
  engine = await createTestEngine({ site: true, filesDir });
  await seedDemo(engine.db, { filesDir, itemsPerTenant: 120 });
  await engine.app.listen({ port: 0, host: '127.0.0.1' });
  port = (engine.app.server.address() as AddressInfo).port;
  browser = await launchBrowser();
  tenants = await engine.db('tenants').where({ is_test: false }).orderBy('key').pluck('key');
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await engine?.close();
  if (filesDir) rmSync(filesDir, { recursive: true, force: true });
});

/** Home, a section, an open article and the site-user pages of a tenant. */
async function pagesOf(tenantKey: string): Promise<string[]> {
  const section = await engine
    .db('website_sections')
    .where({ tenant_key: tenantKey, status: 1 })
    .whereNotNull('parent_id')
    .whereNot({ alias: 'home' })
    .orderBy('id')
    .first('alias');
  const articles = await engine
    .db('content')
    .where({ tenant_key: tenantKey, type: 'Article', status: 1, membership_ids: '[]' })
    .where('published', '<', now)
    .orderBy('published', 'desc')
    .limit(20)
    .pluck('canonical_path');
  let article: string | undefined;
  for (const path of articles) {
    if ((await engine.app.inject({ url: path, headers: { host: `${tenantKey}.localhost` } })).statusCode === 200) {
      article = path;
      break;
    }
  }
  return [
    '/',
    `/${section.alias}`,
    ...(article ? [article] : []),
    '/account/login',
    '/membership/choose',
    '/account/reset-password',
  ];
}

describe('axe-core on the public pages', () => {
  it('finds no serious or critical violation on any demo tenant', async () => {
    const found: Record<string, string[]> = {};
    for (const tenantKey of tenants) {
      const context = await browser.newContext();
      const page = await context.newPage();
      for (const path of await pagesOf(tenantKey)) {
        const response = await page.goto(`http://${tenantKey}.localhost:${port}${path}`);
        if (response?.status() === 404) continue; // a tenant without the memberships module has no site-user pages
        await page.waitForLoadState('networkidle');
        const violations = await seriousAxeViolations(page);
        if (violations.length) found[`${tenantKey} ${path}`] = violations;
      }
      await context.close();
    }
    expect(found).toEqual({});
  }, 300_000);
});
