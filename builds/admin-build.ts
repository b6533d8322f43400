import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { bundleIsStale } from './bundle-staleness.ts';

/** ADMIN_DIST_DIR lets parallel work build the admin into separate folders (default dist-admin). */
export const adminDistDir = process.env.ADMIN_DIST_DIR || 'dist-admin';
// The admin imports the shared client, shared domain constants and the generated operation documents as well as its own folder.
const sources = [
  'admin',
  'content-engine/client',
  'content-engine/shared',
  'content-engine/documents/generated',
  'package.json',
];

export const adminBuildIsStale = () => bundleIsStale(`${adminDistDir}/index.html`, sources);

/** Runs `vite build` for the admin SPA when its bundle is missing or older than its sources. */
export function buildAdminIfStale(log: (message: string) => void = console.log) {
  if (!adminBuildIsStale()) return;
  log('Building the admin (vite build)…');
  const started = Date.now();
  const result = spawnSync(
    'npx',
    [
      'vite',
      'build',
      '--config',
      'admin/vite.config.ts',
      '--logLevel',
      'warn',
      '--outDir',
      resolve(adminDistDir),
      '--emptyOutDir',
    ],
    { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (result.status !== 0) throw new Error(`vite build of the admin failed with exit code ${result.status}`);
  log(`Admin built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
