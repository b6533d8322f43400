/**
 * `npm run bench:quality`: the public pages' issue-6 figures, on the home page, a section page and
 * an article of every demo tenant, served as readers get them (prebuilt files):
 * (and the newest company page: issue 30)
 * 1. JavaScript before interaction: every script the page loads before any input (Lighthouse's
 *    network records), each file gzipped at level 9, against the 50 KB budget;
 * 2. Lighthouse (npm lighthouse, Debian Chromium) mobile scores: performance ≥ 95,
 *    accessibility ≥ 95, best practices ≥ 95, SEO 100, with the audits that fail. Each page is
 *    measured LIGHTHOUSE_RUNS times (default 5, as Lighthouse's own guidance on variability advises); the run with the median performance is reported,
 *    with the range of performance over the runs.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import { buildSiteIfStale } from '../builds/site-build.ts';
import { seedDemo } from '../db/seed/seed-demo.ts';
import { createTestEngine } from '../content-engine/testing/test-engine.ts';
import { chromiumPath } from '../e2e/browser.ts';
import { round } from './percentiles.ts';

const budgetKB = 50;
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const targets = { performance: 95, accessibility: 95, 'best-practices': 95, seo: 100 } as const;

buildSiteIfStale();
const filesDir = mkdtempSync(join(tmpdir(), 'masthead-bench-quality-'));
const engine = await createTestEngine({ site: true, filesDir });
await seedDemo(engine.db, { filesDir, itemsPerTenant: 200 });
await engine.app.listen({ port: 0, host: '127.0.0.1' });
const port = (engine.app.server.address() as AddressInfo).port;
const now = Date.now();

/** Home, the first top-level section, the newest open article and the newest company of a tenant: pages every reader sees. */
async function pagesOf(tenantKey: string): Promise<[string, string][]> {
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
    .select('canonical_path');
  const pages: [string, string][] = [
    ['home', '/'],
    ['section', `/${section.alias}`],
  ];
  const firstServed = async (paths: string[]) => {
    for (const path of paths) {
      const response = await engine.app.inject({ url: path, headers: { host: `${tenantKey}.localhost` } });
      if (response.statusCode === 200) return path;
    }
    return undefined;
  };
  const article = await firstServed(articles.map((row: { canonical_path: string }) => row.canonical_path));
  if (article) pages.push(['article', article]);
  // The newest company: its page (banner, overview, key contacts, videos, products) is a buyer's guide entry.
  const companies: string[] = await engine
    .db('content')
    .where({ tenant_key: tenantKey, type: 'Company', status: 1 })
    .where('published', '<', now)
    .orderBy('published', 'desc')
    .limit(20)
    .pluck('canonical_path');
  const company = await firstServed(companies);
  if (company) pages.push(['company', company]);
  return pages;
}

const tenants: string[] = await engine.db('tenants').where({ is_test: false }).orderBy('key').pluck('key');
const debuggingPort = 9335;
const profile = mkdtempSync(join(tmpdir(), 'masthead-bench-chromium-'));
const browser = await chromium.launchPersistentContext(profile, {
  executablePath: chromiumPath,
  headless: true,
  args: [`--remote-debugging-port=${debuggingPort}`, '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});

const rows: Record<string, Record<string, unknown>> = {};
const scriptCache = new Map<string, number>();
async function gzipBytes(url: string): Promise<number> {
  if (!scriptCache.has(url)) {
    // Node cannot resolve *.localhost: ask the server in-process, with the page's host.
    const { host, pathname, search } = new URL(url);
    const response = await engine.app.inject({ url: `${pathname}${search}`, headers: { host } });
    scriptCache.set(url, gzipSync(response.rawPayload, { level: 9 }).length);
  }
  return scriptCache.get(url)!;
}

for (const tenantKey of tenants) {
  const base = `http://${tenantKey}.localhost:${port}`;
  for (const [kind, path] of await pagesOf(tenantKey)) {
    // First request renders and stores the page; Lighthouse then reads the prebuilt file, as readers do.
    await engine.app.inject({ url: path, headers: { host: `${tenantKey}.localhost` } });
    // One visit first, unmeasured: the server's first answers to what the page asks for (ad
    // creatives, tracking) compile and load on the same two cores the measured page then needs.
    const warmUp = await browser.newPage();
    await warmUp.goto(`${base}${path}`, { waitUntil: 'load' });
    await warmUp.waitForTimeout(3000);
    await warmUp.close();
    // Performance moves by several points from run to run on a 2-core machine (total blocking
    // time): each page is measured `runs` times and the run with the median performance is kept.
    const results: Result[] = [];
    for (let run = 0; run < runs; run++)
      results.push(
        (await lighthouse(`${base}${path}`, {
          port: debuggingPort,
          onlyCategories: Object.keys(targets),
          output: 'json',
          logLevel: 'error',
        }))!.lhr,
      );
    const performanceOf = (report: Result) => report.categories.performance?.score ?? 0;
    const sorted = results.sort((a, b) => performanceOf(a) - performanceOf(b));
    const lhr = sorted[Math.floor(sorted.length / 2)]!;
    const performanceRange = `${Math.round(performanceOf(sorted[0]!) * 100)}–${Math.round(performanceOf(sorted.at(-1)!) * 100)}`;
    const requests =
      (lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] } | undefined)
        ?.items ?? [];
    const scripts = requests.filter((request) => request.resourceType === 'Script').map((request) => request.url);
    let scriptBytes = 0;
    for (const url of scripts) scriptBytes += await gzipBytes(url);
    const score = (id: keyof typeof targets) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const failing = Object.entries(targets)
      .filter(([id, target]) => score(id as keyof typeof targets) < target)
      .flatMap(([id]) =>
        lhr.categories[id]!.auditRefs.filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9).map(
          (ref) => ref.id,
        ),
      );
    rows[`${tenantKey} ${kind}`] = {
      path,
      'JS KB gzip': round(scriptBytes / 1024, 1),
      scripts: scripts.length,
      performance: score('performance'),
      'perf runs': performanceRange,
      accessibility: score('accessibility'),
      'best practices': score('best-practices'),
      seo: score('seo'),
      LCP: `${round((lhr.audits['largest-contentful-paint']?.numericValue ?? 0) / 1000, 2)} s`,
      failing: [...new Set(failing)].join(', ') || '—',
    };
  }
}

console.log(
  `\nPublic pages (Lighthouse ${'mobile'}, Debian Chromium, median of ${runs} runs; JS = every script loaded before interaction, gzip -9; budget ${budgetKB} KB; targets ${Object.entries(
    targets,
  )
    .map(([id, target]) => `${id} ≥ ${target}`)
    .join(', ')}):`,
);
console.table(rows);
const values = Object.values(rows);
console.table({
  worst: {
    'JS KB gzip': Math.max(...values.map((row) => row['JS KB gzip'] as number)),
    performance: Math.min(...values.map((row) => row.performance as number)),
    accessibility: Math.min(...values.map((row) => row.accessibility as number)),
    'best practices': Math.min(...values.map((row) => row['best practices'] as number)),
    seo: Math.min(...values.map((row) => row.seo as number)),
  },
});
await browser.close();
await engine.close();
rmSync(profile, { recursive: true, force: true });
rmSync(filesDir, { recursive: true, force: true });
export {};
