import { spawnSync } from 'node:child_process';
import { bundleIsStale, changedSince } from './bundle-staleness.ts';

/** SITE_DIST_DIR lets parallel work build the site into separate folders (default dist). */
export const siteDistDir = process.env.SITE_DIST_DIR || 'dist';
const entry = `${siteDistDir}/server/entry.mjs`;
/** Everything the bundle compiles: the site, its islands and the browser-safe engine modules they import. */
const sources = [
  'site',
  'islands',
  'content-engine/shared',
  'content-engine/client',
  'astro.config.mjs',
  'builds/astro',
];

/** Whether the Astro server build is missing or older than the site's sources. */
export const siteBuildIsStale = () => bundleIsStale(entry, sources);

/** Whether the site's sources or its built bundle changed after `time`: a process that loaded the bundle before renders older templates. */
export const siteChangedSince = (time: number) => changedSince([...sources, entry], time);

/** Runs `astro build` when the server bundle is missing or older than the site's sources. */
export function buildSiteIfStale(log: (message: string) => void = console.log) {
  if (siteBuildIsStale()) {
    log('Building the site (astro build)…');
    const started = Date.now();
    // Always a production build: a test runner's NODE_ENV=test would otherwise ship React's development build to the islands.
    const result = spawnSync('npx', ['astro', 'build', '--silent'], {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production', ASTRO_TELEMETRY_DISABLED: '1' },
    });
    if (result.status !== 0) throw new Error(`astro build failed with exit code ${result.status}`);
    log(`Site built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}
