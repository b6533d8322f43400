import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Knex } from 'knex';
import { afterAll, expect, it } from 'vitest';
import { mulberry32 } from '../../db/seed/prng.ts';
import { seedDemo } from '../../db/seed/seed-demo.ts';
import { createEventBus } from '../../content-engine/core/events.ts';
import { silentLogger } from '../../content-engine/core/logger.ts';
import { createPageManifest } from '../manifest/page-manifest.ts';
import { createBuildQueue } from '../queue/build-queue.ts';
import { loadSiteModule } from '../render/site-module.ts';
import { tempDirOf, tempMarker } from '../store/atomic-write.ts';
import { createStaticStore } from '../store/static-store.ts';
import { processEngine } from '../process-engine.ts';
import { startBuildPipeline } from '../pipeline.ts';
import { childBuildWorkspace, filesUnder } from './child-build-workspace.ts';

/*
 * Builds killed with SIGKILL at random moments, over and over (ADR 32). Each round changes the
 * site's name, so every page of the next build differs and is written again, queues a full build
 * and a publish of a few paths, starts a server's pipeline in a child process and kills it once it
 * has written a number of pages drawn from a seeded generator (0 kills it while it starts). After
 * every kill, each `.br` and `.gz` on disk must decompress to the page beside it, byte for byte, as
 * nginx's gzip_static would serve it; at the end a worker runs every queued job to done.
 */
const kills = 20;
const seed = 26;
const tenantKey = 'demotest';

const { outputDir, dbEnv, openDb, cleanup } = childBuildWorkspace('masthead-kills-');
const tenantDir = join(outputDir, tenantKey);
afterAll(cleanup);

const isVariant = (file: string) => file.endsWith('.br') || file.endsWith('.gz');

/** Pages (not variants) whose file changed at or after `since`. */
const pagesWrittenSince = (since: number) =>
  filesUnder(tenantDir).filter(
    (file) => !isVariant(file) && (statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0) >= since,
  ).length;

async function waitFor(condition: () => boolean | Promise<boolean>, what: string, deadlineMs = 180_000) {
  const deadline = Date.now() + deadlineMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Gave up waiting for ${what} after ${deadlineMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** What nginx would serve for each variant, compared with the page beside it. */
function variantsThatDisagree(): string[] {
  const problems: string[] = [];
  for (const file of filesUnder(tenantDir)) {
    if (file.includes(tempMarker)) problems.push(`temporary file in a served folder: ${relative(tenantDir, file)}`);
    if (!isVariant(file)) continue;
    const page = file.slice(0, -3);
    if (!existsSync(page)) {
      problems.push(`${relative(tenantDir, file)} without its page`);
      continue;
    }
    try {
      const decoded = file.endsWith('.br') ? brotliDecompressSync(readFileSync(file)) : gunzipSync(readFileSync(file));
      if (!decoded.equals(readFileSync(page))) problems.push(`${relative(tenantDir, file)} differs from its page`);
    } catch {
      problems.push(`${relative(tenantDir, file)} does not decompress`);
    }
  }
  return problems;
}

async function renameSite(db: Knex, name: string) {
  const row = await db('site_settings').where({ tenant_key: tenantKey }).first('payload');
  const payload = typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload;
  payload.general.siteName = name;
  await db('site_settings')
    .where({ tenant_key: tenantKey })
    .update({ payload: JSON.stringify(payload), updated: Date.now() });
}

interface Server {
  child: ChildProcess;
  exited: Promise<unknown>;
  /** Throws when the server stopped by itself (only the test kills it). */
  alive(): true;
}

function startServer(): Server {
  const child = spawn(process.execPath, ['--import', 'tsx', 'builds/tests/pipeline-process.fixture.ts'], {
    env: { ...process.env, ...dbEnv, BUILD_OUTPUT_DIR: outputDir, BUILD_MISSING: 'no', RENDER_THREADS: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let code: number | null | undefined;
  const exited = new Promise((resolve) => child.once('exit', (exitCode) => resolve((code = exitCode))));
  const alive = (): true => {
    if (code !== undefined) throw new Error(`The build server exited by itself (code ${code})`);
    return true;
  };
  return { child, exited, alive };
}

it(`keeps every variant equal to its page through ${kills} SIGKILLs at random moments, and finishes every queued job`, async () => {
  const db = await openDb();
  const queue = createBuildQueue(db, { now: Date.now });
  const random = mulberry32(seed);
  const unsettled = async () =>
    Number((await db('build_jobs').whereIn('status', ['queued', 'running']).count({ n: '*' }).first())?.n);
  try {
    await seedDemo(db, { itemsPerTenant: 70 });
    await db('tenants').whereNot({ key: tenantKey }).delete();
    // A small site, so 20 rounds of (half) a build fit in a few minutes: the top-level sections, no magazine.
    await db('website_sections').where({ tenant_key: tenantKey }).whereNotNull('parent_id').update({ status: 0 });
    await db('magazine_publications').where({ tenant_key: tenantKey }).update({ status: 0 });

    // A first, whole build; then a second after a change of the site's name, as every round makes:
    // how many pages such a build writes (feeds and sitemaps stay), to draw the kill moments over.
    await queue.enqueue({ tenantKey, kind: 'full', reason: 'first build' });
    const first = startServer();
    await waitFor(async () => first.alive() && (await unsettled()) === 0, 'the first build');
    first.child.kill('SIGKILL');
    await first.exited;
    // A fresh server each time, as in the rounds: a running one would not see the name change.
    await renameSite(db, 'Demo Test, measured');
    await queue.enqueue({ tenantKey, kind: 'full', reason: 'a build to measure' });
    const measuring = Date.now();
    const second = startServer();
    await waitFor(async () => second.alive() && (await unsettled()) === 0, 'the measured build');
    second.child.kill('SIGKILL');
    await second.exited;
    const pagesPerBuild = pagesWrittenSince(measuring);
    expect(pagesPerBuild).toBeGreaterThan(20);
    const paths = filesUnder(tenantDir)
      .filter((file) => file.endsWith('/index.html'))
      .slice(0, 4)
      .map((file) => `/${relative(tenantDir, file).replace(/\/?index\.html$/, '')}`);

    const moments: number[] = [];
    for (let kill = 1; kill <= kills; kill++) {
      // The test, not a server start, hands the killed server's job back, so this round's
      // requests join it (coalescing) and one job lives through every kill.
      await queue.recover();
      await renameSite(db, `Demo Test, round ${kill}`);
      await queue.enqueue({ tenantKey, kind: 'full', reason: `round ${kill}` });
      await queue.enqueue({
        tenantKey,
        kind: 'paths',
        paths: paths.slice(0, 1 + Math.floor(random() * paths.length)),
        reason: `round ${kill}`,
      });
      const moment = Math.floor(random() * pagesPerBuild);
      moments.push(moment);
      const started = Date.now();
      const server = startServer();
      await waitFor(
        async () => server.alive() && (pagesWrittenSince(started) >= moment || (await unsettled()) === 0),
        `${moment} pages written in round ${kill}`,
      );
      server.child.kill('SIGKILL');
      await server.exited;
      expect(variantsThatDisagree(), `after kill ${kill}, at ${moment} pages`).toEqual([]);
    }
    // The moments are spread over the whole build.
    expect(Math.min(...moments)).toBeLessThan(pagesPerBuild / 4);
    expect(Math.max(...moments)).toBeGreaterThan((pagesPerBuild * 3) / 4);

    // A last server runs every queued job to its end; none is failed by the kills.
    const store = createStaticStore({ root: outputDir });
    const site = { module: await loadSiteModule({ build: false }), store, manifest: createPageManifest(db) };
    const pipeline = await startBuildPipeline({
      engine: processEngine({ db, events: createEventBus(), now: Date.now, log: silentLogger }),
      site,
      workerId: 'last',
    });
    try {
      await waitFor(async () => (await unsettled()) === 0, 'every queued job to finish', 240_000);
    } finally {
      await pipeline.stop();
    }
    const jobs = await db('build_jobs').select(
      'id',
      'kind',
      'status',
      'attempts',
      'max_attempts',
      'interruptions',
      'error',
    );
    expect(jobs.filter((job) => job.status !== 'done')).toEqual([]);
    // Killed far more often than it may fail, the full build was retried every time.
    const interrupted = jobs.map((job) => Number(job.interruptions));
    expect(Math.max(...interrupted)).toBeGreaterThan(Number(jobs[0].max_attempts));
    expect(variantsThatDisagree()).toEqual([]);
    expect(readdirSync(tempDirOf(outputDir))).toEqual([]);
    const home = readFileSync(join(tenantDir, 'index.html'), 'utf8');
    expect(home).toContain(`Demo Test, round ${kills}`);
  } finally {
    await db.destroy();
  }
}, 600_000);
