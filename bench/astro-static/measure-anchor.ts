import type { ChildProcess } from 'node:child_process';
import { createDb } from '../../db/connection.ts';
import { systemClock } from '../../content-engine/core/clock.ts';
import { tenantPagePaths } from '../../content-engine/sitemaps/page-paths.ts';
import { benchChildren, message } from '../bench-setup.ts';
import { round } from '../percentiles.ts';
import { compareSamples, samplePaths, type SampleCheck } from './compare-samples.ts';
import type { StaticBuildResult } from './build-static.ts';

export interface AnchorOptions {
  databaseUrl: string;
  tenantKey: string;
  /** Holds the static build's output and Astro's cache (emptied first). */
  dir: string;
  /** Build the first N pages only (all when absent). */
  pages?: number;
  /** Astro's build.concurrency (1, Astro's default). */
  concurrency?: number;
  /** Pages compared with the Masthead pre-render's renders. */
  samples?: number;
}

/** A child's one report; its failure if it exits without one. */
const reportOf = <T>(child: ChildProcess) =>
  Promise.race([
    message<T>(child),
    new Promise<never>((_, fail) =>
      child.once('exit', (code) => fail(new Error(`the static build exited with code ${code} before reporting`))),
    ),
  ]);

/**
 * The anchor's figures: Astro's own static build of the tenant's pages in a child process
 * (build-static.ts), then a sample of its pages compared with the Masthead pre-render's. The
 * site's server bundle must be built (buildSiteIfStale) for the comparison.
 */
export async function measureAnchor({
  databaseUrl,
  tenantKey,
  dir,
  pages: limit,
  concurrency = 1,
  samples = 8,
}: AnchorOptions) {
  const { tsxChild } = benchChildren({
    BENCH_DATABASE_URL: databaseUrl,
    BENCH_TENANT: tenantKey,
    ANCHOR_OUT_DIR: `${dir}/static`,
    ANCHOR_CACHE_DIR: `${dir}/astro-cache`,
    ANCHOR_CONCURRENCY: String(concurrency),
    ...(limit ? { ANCHOR_PAGES: String(limit) } : {}),
    NODE_ENV: 'production',
    ASTRO_TELEMETRY_DISABLED: '1',
  });
  const built = await reportOf<StaticBuildResult>(tsxChild('./astro-static/build-static.ts'));
  const db = createDb({ url: databaseUrl });
  const pages = [...new Set((await tenantPagePaths(db, tenantKey, systemClock())).pages)];
  await db.destroy();
  const sample: SampleCheck = await compareSamples({
    databaseUrl,
    tenantKey,
    paths: samplePaths(pages.slice(0, built.paths), samples),
    pagesDir: built.pagesDir,
  });
  return {
    figures: {
      'tenant paths (Masthead pre-render)': built.tenantPaths,
      'tenant pages': pages.length,
      pages: built.written,
      rendered: built.rendered,
      'not 200': built.notOk,
      'with failed parts': built.withFailures,
      seconds: round(built.generateMs / 1000, 1),
      'pages/s': round(built.rendered / (built.generateMs / 1000), 1),
      'astro build seconds': round(built.buildMs / 1000, 1),
      'pages/s over the whole astro build': round(built.rendered / (built.buildMs / 1000), 1),
      'CPU ms/page': built.cpuMsPerPage,
      'peak RSS MB': built.maxRssMB,
      'build.concurrency': built.concurrency,
      'sample pages the same': `${sample.same} / ${sample.checked}`,
    },
    sample,
  };
}
