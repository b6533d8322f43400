import { spawn } from 'node:child_process';

/**
 * Builds the site's Astro server and client bundle into `dir` in a child process (`astro build`
 * with SITE_DIST_DIR), so the server's own thread keeps answering while it runs. Resolves when
 * the build succeeded; rejects with the end of its output when it failed or `signal` aborted it.
 */
export function buildSiteBundle({ dir, signal }: { dir: string; signal?: AbortSignal }): Promise<void> {
  return new Promise((resolve, reject) => {
    // A production build, as `npm start` serves: the same bundle the pages are pre-rendered with.
    const child = spawn('npx', ['astro', 'build', '--silent'], {
      env: { ...process.env, NODE_ENV: 'production', ASTRO_TELEMETRY_DISABLED: '1', SITE_DIST_DIR: dir },
      stdio: ['ignore', 'pipe', 'pipe'],
      signal,
      killSignal: 'SIGTERM',
    });
    let output = '';
    const keep = (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-4000));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('close', (code, killed) => {
      if (code === 0) resolve();
      else
        reject(
          new Error(`astro build ${killed ? `stopped (${killed})` : `failed (exit code ${code})`}:\n${output.trim()}`),
        );
    });
  });
}
