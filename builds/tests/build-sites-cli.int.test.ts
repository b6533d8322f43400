import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../db/connection.ts';
import { migrateLatest } from '../../db/migrate.ts';
import { seedDemo } from '../../db/seed/seed-demo.ts';
import { createEventBus } from '../../content-engine/core/events.ts';
import { silentLogger } from '../../content-engine/core/logger.ts';
import { createPageManifest } from '../manifest/page-manifest.ts';
import { loadSiteModule } from '../render/site-module.ts';
import { createStaticStore } from '../store/static-store.ts';
import { processEngine } from '../process-engine.ts';
import { startBuildPipeline } from '../pipeline.ts';
import { serversWriting } from '../cli/queue-on-server.ts';
import { hostname } from 'node:os';

/*
 * `npm run build:sites` as a user runs it: alone it builds in its own process (and a server
 * started meanwhile holds its build jobs until it ends); beside a running server that writes the
 * same output it queues the build on that server and follows the job, so the server's builder
 * keeps the build's writes in order with its publishes.
 */
const work = mkdtempSync(join(tmpdir(), 'masthead-cli-'));
const outputDir = join(work, 'output');
const pgUrl = process.env.TEST_DATABASE_URL?.startsWith('postgres') ? process.env.TEST_DATABASE_URL : undefined;
const schema = pgUrl ? `test_${randomBytes(6).toString('hex')}` : undefined;
const dbEnv = pgUrl
  ? { DATABASE_URL: pgUrl, DATABASE_SCHEMA: schema! }
  : { DATABASE_URL: `sqlite:${join(work, 'masthead.sqlite')}`, DATABASE_SCHEMA: '' };
const env = { ...process.env, ...dbEnv, BUILD_OUTPUT_DIR: outputDir, RENDER_THREADS: '0' };
const tenantKey = 'plantservices';
const db = createDb({ url: dbEnv.DATABASE_URL, searchPath: schema });
let server: ChildProcess | undefined;

beforeAll(async () => {
  if (pgUrl) {
    const admin = createDb({ url: pgUrl, searchPath: undefined });
    await admin.raw(`CREATE SCHEMA ${schema}`);
    await admin.destroy();
  }
  await migrateLatest(db);
  await seedDemo(db, { filesDir: join(work, 'files') });
  await db('tenants').whereNot({ key: tenantKey }).delete();
});

afterAll(async () => {
  server?.kill('SIGKILL');
  await db.destroy();
  if (pgUrl) {
    const admin = createDb({ url: pgUrl, searchPath: undefined });
    await admin.raw(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.destroy();
  }
  rmSync(work, { recursive: true, force: true });
});

function startCli(args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'builds/cli.ts', ...args], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return {
    child,
    ended: new Promise<{ code: number | null; output: string }>((resolve) =>
      child.once('exit', (code) => resolve({ code, output })),
    ),
  };
}
const runCli = (args: string[]) => startCli(args).ended;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('npm run build:sites', () => {
  it('says what is wrong with its arguments', async () => {
    expect(await runCli(['--path', '/'])).toMatchObject({
      code: 2,
      output: expect.stringContaining('--path needs --tenant: a path belongs to one tenant.'),
    });
    expect(await runCli(['--tenant', 'nope'])).toMatchObject({
      code: 2,
      output: expect.stringContaining(`No tenant has the key "nope". Tenants: ${tenantKey}`),
    });
  });

  it('builds in its own process when no server writes the output', async () => {
    const { code, output } = await runCli(['--tenant', tenantKey, '--path', '/', '--path', '/robots.txt']);
    expect(output).not.toContain('queued as build job');
    expect(output).toMatch(/2\/2 pages/);
    expect(output).toContain('2 stored, 0 unchanged, 0 removed');
    expect(code).toBe(0);
    expect(existsSync(join(outputDir, tenantKey, 'index.html.br'))).toBe(true);
    expect(Number((await db('build_jobs').count({ n: '*' }).first())?.n)).toBe(0);
  });

  it('queues only on servers: another CLI building the same output on its own claims no jobs', async () => {
    const row = (id: string) => ({
      id,
      host: hostname(),
      pid: process.ppid,
      output_root: outputDir,
      started_at: Date.now(),
      seen_at: Date.now(),
    });
    await db('build_workers').insert(row('cli-1-abcdef'));
    try {
      expect(await serversWriting(db, outputDir)).toEqual([]);
      await db('build_workers').insert(row('server-1-abcdef'));
      expect((await serversWriting(db, outputDir)).map((w) => w.id)).toEqual(['server-1-abcdef']);
    } finally {
      await db('build_workers').whereIn('id', ['cli-1-abcdef', 'server-1-abcdef']).delete();
    }
  });

  it('waits for an earlier run building the same output on its own, then builds', async () => {
    // A live CLI worker row (this test's parent process) registered before the run below.
    await db('build_workers').insert({
      id: 'cli-1-aaaaaa',
      host: hostname(),
      pid: process.ppid,
      output_root: outputDir,
      started_at: Date.now() - 1_000,
      seen_at: Date.now(),
    });
    const cli = startCli(['--tenant', tenantKey, '--path', '/robots.txt']);
    try {
      let output = '';
      cli.child.stdout!.on('data', (chunk) => (output += chunk));
      while (!output.includes('waiting for it to finish')) await pause(50);
      expect(output).toContain(
        `Another npm run build:sites (process ${process.ppid} on ${hostname()}) is building ${outputDir}; waiting for it to finish, so the two do not write the same pages at once.`,
      );
      // Registered while it waits (a server started now would hold its jobs), building nothing.
      await pause(1_200);
      expect(
        Number(
          (
            await db('build_workers')
              .where('id', 'like', 'cli-%')
              .whereNot({ id: 'cli-1-aaaaaa' })
              .count({ n: '*' })
              .first()
          )?.n,
        ),
      ).toBe(1);
      expect(output).not.toMatch(/\d+\/\d+ pages/);
      await db('build_workers').where({ id: 'cli-1-aaaaaa' }).delete();
      const { code, output: all } = await cli.ended;
      expect(all).toContain('The other build has finished.');
      expect(all).toMatch(/1\/1 pages/);
      expect(code).toBe(0);
      expect(await db('build_workers').where('id', 'like', 'cli-%').select('id')).toEqual([]);
    } finally {
      cli.child.kill('SIGKILL');
      await db('build_workers').where({ id: 'cli-1-aaaaaa' }).delete();
    }
  });

  it('warns that a server started before the site’s templates last changed builds with the ones it loaded', async () => {
    // A live worker row (this test's parent process) of a server that started in 1970.
    await db('build_workers').insert({
      id: 'server-1-fedcba',
      host: hostname(),
      pid: process.ppid,
      output_root: outputDir,
      started_at: 1_000,
      seen_at: Date.now(),
    });
    const cli = startCli(['--tenant', tenantKey, '--path', '/']);
    try {
      let output = '';
      cli.child.stdout!.on('data', (chunk) => (output += chunk));
      cli.child.stderr!.on('data', (chunk) => (output += chunk));
      while (!output.includes('queued as build job')) await pause(50);
      expect(output).toContain(
        `The site's templates changed after the running server (process ${process.ppid} on ${hostname()}) loaded them; it builds with the ones it loaded. Restart npm start to build with the changes.`,
      );
      // The job waits for that server; stop following it.
      cli.child.kill('SIGINT');
      expect((await cli.ended).code).toBe(130);
    } finally {
      cli.child.kill('SIGKILL');
      await db('build_workers').where({ id: 'server-1-fedcba' }).delete();
      await db('build_jobs').where({ reason: 'npm run build:sites' }).delete();
    }
  });

  it('holds the build jobs of a server started while it builds on its own, and lets them run when it ends', async () => {
    const cli = startCli(['--tenant', tenantKey]);
    let exited = false;
    void cli.ended.then(() => (exited = true));
    const cliRows = () => db('build_workers').where('id', 'like', 'cli-%').select('id');
    while ((await cliRows()).length === 0 && !exited) await pause(50);
    const pipeline = await startBuildPipeline({
      engine: processEngine({ db, events: createEventBus(), now: Date.now, log: silentLogger }),
      site: {
        module: await loadSiteModule({ build: false }),
        store: createStaticStore({ root: outputDir }),
        manifest: createPageManifest(db),
      },
      workerId: 'server-started-beside-the-cli',
    });
    try {
      const job = await pipeline.queue.enqueue({
        tenantKey,
        kind: 'paths',
        paths: ['/'],
        reason: 'a publish while the CLI builds',
      });
      pipeline.worker.wake();
      // The last moment the CLI's row was certainly there: no claim can come before it.
      let cliSeenAt = 0;
      let sightings = 0;
      for (;;) {
        const before = Date.now();
        if ((await cliRows()).length === 0) break;
        cliSeenAt = before;
        sightings++;
        expect((await pipeline.queue.get(job.id))?.status).toBe('queued');
        await pause(100);
      }
      expect(sightings).toBeGreaterThan(0);
      const { code, output } = await cli.ended;
      expect(output).toContain(' removed (redirects, 404s, leftovers)');
      expect(code).toBe(0);
      const done = await pipeline.queue.waitUntilSettled(job.id, { timeoutMs: 30_000 });
      expect(done.status).toBe('done');
      expect(done.startedAt).toBeGreaterThan(cliSeenAt);
    } finally {
      await pipeline.stop();
    }
  });

  it('queues the build on a running server that writes the same output, and follows it to the end', async () => {
    server = spawn(process.execPath, ['--import', 'tsx', 'builds/tests/pipeline-process.fixture.ts'], {
      env: { ...env, BUILD_MISSING: 'no' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      server!.stdout!.on('data', (chunk) => String(chunk).includes('pipeline started') && resolve());
      server!.once('exit', (code) => reject(new Error(`the server fixture exited with ${code}`)));
    });
    const { code, output } = await runCli(['--tenant', tenantKey, '--path', '/', '--path', '/robots.txt']);
    expect(output).toMatch(new RegExp(`${tenantKey}: queued as build job \\d+ on the running server, which builds it`));
    expect(output).not.toContain('templates changed');
    expect(output).toMatch(/2\/2 pages/);
    expect(output).toContain('0 stored, 2 unchanged, 0 removed');
    expect(code).toBe(0);
    const [job] = await db('build_jobs').where({ tenant_key: tenantKey, reason: 'npm run build:sites' }).select();
    expect(job).toMatchObject({ kind: 'paths', status: 'done', reason: 'npm run build:sites' });
    // Either of the server's lanes (a path list has a publish's priority).
    expect(job.locked_by).toMatch(new RegExp(`^fixture-${server.pid}(-publish)?$`));
  });
});
