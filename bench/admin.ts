/**
 * `npm run bench:admin`: the admin's issue-4 figures —
 * 1. initial JavaScript: what /admin loads before any screen (the entry script and the chunks it
 *    preloads), gzip level 9, against the 250 KB budget; the lazily loaded screens listed beside;
 * 2. Lighthouse accessibility (npm lighthouse, Debian Chromium, desktop) on the content list and
 *    the content editor, signed in as an administrator of a demo tenant.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { adminDistDir, buildAdminIfStale } from '../builds/admin-build.ts';
import { seedDemo } from '../db/seed/seed-demo.ts';
import { insertCmsUser } from '../content-engine/testing/fixtures-cms-users.ts';
import { createTestEngine } from '../content-engine/testing/test-engine.ts';
import { chromiumPath } from '../e2e/browser.ts';
import { round } from './percentiles.ts';

const budgetKB = 250;
buildAdminIfStale();

// 1. Initial JavaScript.
const html = readFileSync(join(adminDistDir, 'index.html'), 'utf8');
const initial = [
  ...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="\/admin\/(assets\/[^"]+\.js)"/g),
].map((m) => m[1]!);
const gzipKB = (file: string) => gzipSync(readFileSync(join(adminDistDir, file)), { level: 9 }).length / 1024;
const initialKB = initial.reduce((sum, file) => sum + gzipKB(file), 0);
const css = [...html.matchAll(/href="\/admin\/(assets\/[^"]+\.css)"/g)].map((m) => m[1]!);
const lazy = readdirSync(join(adminDistDir, 'assets')).filter(
  (f) => f.endsWith('.js') && !initial.includes(`assets/${f}`),
);
console.log('\nAdmin initial JavaScript (gzip -9):');
console.table({
  initial: {
    files: initial.length,
    'KB gzip': round(initialKB, 1),
    budget: budgetKB,
    met: initialKB <= budgetKB ? 'yes' : 'no',
  },
  css: {
    files: css.length,
    'KB gzip': round(
      css.reduce((sum, file) => sum + gzipKB(file), 0),
      1,
    ),
  },
  'lazy screens': {
    files: lazy.length,
    'KB gzip': round(
      lazy.reduce((sum, file) => sum + gzipKB(`assets/${file}`), 0),
      1,
    ),
  },
});
const biggestLazy = lazy
  .map((file) => ({ file, kb: gzipKB(`assets/${file}`) }))
  .sort((a, b) => b.kb - a.kb)
  .slice(0, 5);
console.table(Object.fromEntries(biggestLazy.map(({ file, kb }) => [file, { 'KB gzip': round(kb, 1) }])));

// 2. Lighthouse accessibility, signed in.
const filesDir = mkdtempSync(join(tmpdir(), 'masthead-bench-admin-'));
const engine = await createTestEngine({ admin: true, filesDir });
await seedDemo(engine.db, { tenants: 1, itemsPerTenant: 60, filesDir });
const admin = await insertCmsUser(engine.db, { username: 'bench-admin', role: 'administrator', isGlobal: true });
await engine.app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://fleetowner.localhost:${(engine.app.server.address() as AddressInfo).port}`;
const debuggingPort = 9334;
const profile = mkdtempSync(join(tmpdir(), 'masthead-bench-chromium-'));
const browser = await chromium.launchPersistentContext(profile, {
  executablePath: chromiumPath,
  headless: true,
  args: [`--remote-debugging-port=${debuggingPort}`, '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const page = await browser.newPage();
await page.goto(`${base}/admin`);
await page.waitForURL(/\/admin\/login/);
await page.getByLabel('Username or e-mail').fill(admin.username);
await page.getByLabel('Password').fill(admin.password);
await page.getByRole('button', { name: 'Sign in' }).click();
await page.getByRole('navigation', { name: 'Admin' }).waitFor();
const item = await engine.db('content').where({ tenant_key: 'fleetowner', type: 'Article' }).orderBy('id').first('id');
const layout = await engine
  .db('layouts')
  .where({ tenant_key: 'fleetowner' })
  .whereNot('primary_grid', '{"rows":[]}')
  .orderBy('id')
  .first('id');
const scores: Record<string, Record<string, unknown>> = {};
for (const [name, path] of [
  ['content list', '/admin/content'],
  ['content editor (edit)', `/admin/edit-content/${item.id}`],
  ['content editor (create)', '/admin/create-content/article'],
  ['layouts list', '/admin/layouts'],
  ['layout editor (edit)', `/admin/edit-web-layout/${layout.id}`],
  ['layout editor (create)', '/admin/create-web-layout'],
  ['site settings (new design)', '/admin/site-settings-new'],
  ['site settings (old design)', '/admin/edit-site-settings'],
  ['migrate to the new design', '/admin/migrate-to-new-design'],
] as const) {
  const result = await lighthouse(`${base}${path}`, {
    port: debuggingPort,
    onlyCategories: ['accessibility'],
    disableStorageReset: true,
    output: 'json',
    logLevel: 'error',
    formFactor: 'desktop',
    screenEmulation: { disabled: true },
  });
  const lhr = result!.lhr;
  const failing = Object.values(lhr.audits)
    .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
    .map((audit) => audit.id);
  scores[name] = {
    path,
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    target: 95,
    failing: failing.join(', ') || '—',
  };
}
console.log('\nLighthouse accessibility (desktop, signed in):');
console.table(scores);
await browser.close();
await engine.close();
rmSync(profile, { recursive: true, force: true });
rmSync(filesDir, { recursive: true, force: true });
