/**
 * Child process of bench/scale-anchor.ts: Astro's own static build (`astro build`, static output)
 * of the benchmark tenant's pages, with the same components, the same engine and the same data as
 * the Masthead pre-render (the anchor of issue 33). Reports the pages Astro wrote and how long it
 * took to render them.
 *
 * Environment: BENCH_DATABASE_URL, BENCH_TENANT, ANCHOR_OUT_DIR (emptied), ANCHOR_PAGES (build the
 * first N pages only), ANCHOR_CONCURRENCY (Astro's build.concurrency, default 1).
 */
import { existsSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'astro';
import { createDb } from '../../db/connection.ts';
import { systemClock } from '../../content-engine/core/clock.ts';
import { systemContext } from '../../content-engine/core/context.ts';
import { createEventBus } from '../../content-engine/core/events.ts';
import { silentLogger } from '../../content-engine/core/logger.ts';
import { tenantPagePaths } from '../../content-engine/sitemaps/page-paths.ts';
import { findTenantByKey } from '../../content-engine/tenants/queries.ts';
import { tenantPaths } from '../../builds/enumerate/tenant-paths.ts';
import { processEngine } from '../../builds/process-engine.ts';
import { countFiles } from './count-files.ts';
import { buildEngineLocals } from './build-engine-locals.ts';
import { installStaticBuildHooks } from './static-build-hooks.ts';

/** What this process reports to bench/scale-anchor.ts. */
export interface StaticBuildResult {
  /** Paths the tenant serves (pages and files), as the Masthead pre-render builds them. */
  tenantPaths: number;
  /** The pages given to Astro: the tenant's page paths (ANCHOR_PAGES: the first N). */
  paths: number;
  /** Pages Astro rendered and HTML files it wrote. */
  rendered: number;
  written: number;
  /** Renders that answered other than 200, or left failing parts out. */
  notOk: number;
  withFailures: number;
  /** From the first page's render to Astro's `astro:build:generated`. */
  generateMs: number;
  /** The whole `astro build` (server and client bundles, then the pages). */
  buildMs: number;
  cpuMsPerPage: number;
  maxRssMB: number;
  concurrency: number;
  /** Where the pages are (`<path>/index.html`). */
  pagesDir: string;
}

const outDir = process.env.ANCHOR_OUT_DIR!;
rmSync(outDir, { recursive: true, force: true });
const db = createDb({ url: process.env.BENCH_DATABASE_URL, checkpointInBackground: true });
const engine = processEngine({ db, events: createEventBus(), now: systemClock, log: silentLogger });
const tenant = (await findTenantByKey(db, process.env.BENCH_TENANT!))!;
const allPaths = await tenantPaths(systemContext(engine, { tenant }), tenant);
// The home page is also the root section's page: listed twice.
const pages = [...new Set((await tenantPagePaths(db, tenant.key, systemClock())).pages)];
const paths = process.env.ANCHOR_PAGES ? pages.slice(0, Number(process.env.ANCHOR_PAGES)) : pages;

let rendered = 0;
let notOk = 0;
let withFailures = 0;
let firstRender: { at: number; cpu: NodeJS.CpuUsage } | undefined;
let generated: { at: number; cpu: NodeJS.CpuUsage } | undefined;
const localsFor = buildEngineLocals({ engine, tenant, paths });
installStaticBuildHooks({
  paths,
  localsFor(path) {
    firstRender ??= { at: performance.now(), cpu: process.cpuUsage() };
    return localsFor(path);
  },
  rendered(_path, { status, failures }) {
    rendered++;
    if (status !== 200) notOk++;
    if (failures) withFailures++;
  },
  generated() {
    // The CPU the page renders took (this process renders them all), not the bundling before them.
    generated = { at: performance.now(), cpu: process.cpuUsage(firstRender?.cpu) };
  },
});

const started = performance.now();
await build({
  root: fileURLToPath(new URL('../../', import.meta.url)),
  // Relative to the root (Astro joins the two).
  configFile: 'bench/astro-static/astro.config.mjs',
  logLevel: 'warn',
});
const buildMs = performance.now() - started;
await db.destroy();
if (!firstRender || !generated) throw new Error('Astro rendered no page');
const { user, system } = generated.cpu;
// With on-demand routes beside them, Astro writes pre-rendered pages among the client files.
const pagesDir = existsSync(`${outDir}/client`) ? `${outDir}/client` : outDir;
const result: StaticBuildResult = {
  tenantPaths: allPaths.length,
  paths: paths.length,
  rendered,
  written: countFiles(pagesDir, (name) => name.endsWith('.html')),
  notOk,
  withFailures,
  generateMs: Math.round(generated.at - firstRender.at),
  buildMs: Math.round(buildMs),
  cpuMsPerPage: Math.round((user + system) / 10 / Math.max(rendered, 1)) / 100,
  maxRssMB: Math.round(process.resourceUsage().maxRSS / 1024),
  concurrency: Number(process.env.ANCHOR_CONCURRENCY || 1),
  pagesDir,
};
process.send?.(result);
