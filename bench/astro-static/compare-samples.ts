import { existsSync, readFileSync } from 'node:fs';
import { createDb } from '../../db/connection.ts';
import { systemClock } from '../../content-engine/core/clock.ts';
import { createEventBus } from '../../content-engine/core/events.ts';
import { silentLogger } from '../../content-engine/core/logger.ts';
import { findTenantByKey } from '../../content-engine/tenants/queries.ts';
import { processEngine } from '../../builds/process-engine.ts';
import { createPageRenderer } from '../../builds/render/page-renderer.ts';
import { loadSiteModule } from '../../builds/render/site-module.ts';
import { pageSummary, summaryDifference } from './page-summary.ts';

export interface SampleCheck {
  checked: number;
  same: number;
  differences: { path: string; difference: string }[];
}

/** The home page, the first section, and content pages spread evenly over the rest. */
export function samplePaths(paths: readonly string[], count: number): string[] {
  const spread = Array.from({ length: Math.max(count - 2, 0) }, (_, i) =>
    Math.floor(2 + ((paths.length - 3) * i) / Math.max(count - 3, 1)),
  );
  return [...new Set([0, 1, ...spread])].filter((i) => i < paths.length).map((i) => paths[i]!);
}

/** Astro's file of a page (build.format 'directory', paths encoded as Astro writes them). */
const staticFileOf = (pagesDir: string, path: string) => `${pagesDir}${encodeURI(path).replace(/\/$/, '')}/index.html`;

/**
 * Renders `paths` as the Masthead pre-render does (the site's server bundle, in-process) and
 * compares each with the page Astro's static build wrote: the same title and the same main text.
 */
export async function compareSamples({
  databaseUrl,
  tenantKey,
  paths,
  pagesDir,
}: {
  databaseUrl: string;
  tenantKey: string;
  paths: readonly string[];
  pagesDir: string;
}): Promise<SampleCheck> {
  const db = createDb({ url: databaseUrl });
  const engine = processEngine({ db, events: createEventBus(), now: systemClock, log: silentLogger });
  const tenant = (await findTenantByKey(db, tenantKey))!;
  const render = createPageRenderer({ engine, site: await loadSiteModule({ build: false }) });
  const differences: SampleCheck['differences'] = [];
  for (const path of paths) {
    const file = staticFileOf(pagesDir, path);
    const masthead = await render(tenant, path);
    const difference = !existsSync(file)
      ? `Astro wrote no ${file}`
      : masthead.status !== 200
        ? `the Masthead render answered ${masthead.status}`
        : summaryDifference(pageSummary(masthead.body.toString('utf8')), pageSummary(readFileSync(file, 'utf8')));
    if (difference) differences.push({ path, difference });
  }
  await db.destroy();
  return { checked: paths.length, same: paths.length - differences.length, differences };
}
