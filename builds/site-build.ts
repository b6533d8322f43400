import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SiteHandler } from '../content-engine/server/site-route.ts';

/** SITE_DIST_DIR lets parallel work build the site into separate folders (default dist). */
export const siteDistDir = process.env.SITE_DIST_DIR || 'dist';
const entry = `${siteDistDir}/server/entry.mjs`;
const sources = ['site', 'astro.config.mjs', 'builds/astro'];

function newestChange(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

/** Whether the Astro server build is missing or older than the site's sources. */
export const siteBuildIsStale = () => !existsSync(entry) || sources.some((source) => existsSync(source) && newestChange(source) > statSync(entry).mtimeMs);

/** Builds the Astro server bundle when it is stale, then loads its request handler. */
export async function loadSiteHandler({ log = console.log, build = true }: { log?: (message: string) => void; build?: boolean } = {}): Promise<SiteHandler> {
  if (build) buildSiteIfStale(log);
  const module = (await import(pathToFileURL(entry).href)) as { handler: SiteHandler };
  return module.handler;
}

/** Runs `astro build` when the server bundle is missing or older than the site's sources. */
export function buildSiteIfStale(log: (message: string) => void = console.log) {
  if (siteBuildIsStale()) {
    log('Building the site (astro build)…');
    const started = Date.now();
    const result = spawnSync('npx', ['astro', 'build', '--silent'], { stdio: 'inherit', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
    if (result.status !== 0) throw new Error(`astro build failed with exit code ${result.status}`);
    log(`Site built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}
