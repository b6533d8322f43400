import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { seedDemo } from '../../db/seed/seed-demo.ts';
import { getWithHost, postGraphql } from '../../content-engine/testing/graphql-over-http.ts';
import { tempMarker } from '../store/atomic-write.ts';
import { createStaticStore } from '../store/static-store.ts';
import { childBuildWorkspace, filesUnder } from './child-build-workspace.ts';
import { startMastheadProcess, type MastheadProcess } from './scale-out-processes.ts';

/*
 * Issue 33's several processes, one truth (ADR 0089): `npm start`'s entry point runs as 2 web and
 * 2 worker processes on one PostgreSQL schema, change events and the build queue (BullMQ) on
 * Redis, one page directory.
 * - the full build is split into batches (BUILD_BATCH_PAGES, ADR 0091) that both workers build;
 * - a worker killed with SIGKILL in the middle of a batch has it finished by the other, the full
 *   build completes, and every page the build lists is on disk, whole;
 * - an edit made through web process A is live on the page web process B serves;
 * - SIGTERM drains every process and it exits 0.
 * It needs PostgreSQL, so it runs in the PostgreSQL pass of the suite (Redis runs on every
 * machine here). The publish-to-live time is printed; its p50/p95 are `npm run bench:scale`'s.
 */
const postgresRun = Boolean(process.env.TEST_DATABASE_URL?.startsWith('postgres'));
const tenantKey = 'plantservices';
const host = `${tenantKey}.localhost`;
const admin = { email: 'scale-out@masthead.test', password: 'scale-out-test-password' };

const get = (port: number, path: string) => getWithHost(port, path, host);
const graphql = <T>(port: number, query: string, variables: object, token?: string) =>
  postGraphql<T>(port, tenantKey, query, variables, token);

async function waitFor<T>(what: string, check: () => Promise<T | null | undefined | false>, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Waited ${timeoutMs} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.runIf(postgresRun)('two web and two worker processes on PostgreSQL and Redis', () => {
  const workspace = childBuildWorkspace('masthead-scale-out-');
  const processes: MastheadProcess[] = [];
  let db: Knex;
  let env: Record<string, string>;

  beforeAll(async () => {
    db = await workspace.openDb();
    await seedDemo(db, { filesDir: join(workspace.work, 'files') });
    await db('tenants').whereNot({ key: tenantKey }).delete();
    env = {
      ...workspace.dbEnv,
      BUILD_OUTPUT_DIR: workspace.outputDir,
      FILES_DIR: join(workspace.work, 'files'),
      CHANGE_EVENTS: 'redis',
      // The build queue on BullMQ (ADR 0088); its keys are named after the schema, so this run's are its own.
      BUILD_QUEUE: 'bullmq',
      REDIS_URL: process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379',
      MASTHEAD_ADMIN_EMAIL: admin.email,
      MASTHEAD_ADMIN_PASSWORD: admin.password,
      BUILD_CRON: 'off',
      PAGE_SPEED_CRON: 'off',
      TRACKING_ROLLUP_CRON: 'off',
      REGISTRATION_REMINDER_CRON: 'off',
      SHUTDOWN_GRACE_MS: '20000',
      // The demo tenant's few hundred pages in batches of 40, for both workers to take.
      BUILD_BATCH_PAGES: '40',
    };
    const starting = Date.now();
    processes.push(
      ...(await Promise.all([
        startMastheadProcess('worker', env),
        startMastheadProcess('worker', env),
        startMastheadProcess('web', env),
        startMastheadProcess('web', env),
      ])),
    );
    console.log(`scale-out: 2 web and 2 worker processes answered /health after ${Date.now() - starting} ms`);
  }, 300_000);

  afterAll(async () => {
    for (const { child } of processes) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await Promise.all(processes.map((p) => p.exited));
    await db?.destroy();
    await workspace.cleanup();
  }, 60_000);

  const workers = () => processes.filter((p) => p.role === 'worker');
  const webs = () => processes.filter((p) => p.role === 'web');
  const fullJobs = () => db('build_jobs').where({ tenant_key: tenantKey, kind: 'full' }).orderBy('id');

  it('builds the full build in batches on both workers, and finishes the batch of a worker killed with SIGKILL on the other', async () => {
    // The build the workers queued at start (nothing was built): wait until both workers have taken
    // batches of it and a batch runs with pages written.
    const workerIdOf = (message: string) => /by (\S+)$/.exec(message)?.[1] ?? '';
    const batchStarts = () =>
      db('build_job_events as e')
        .join('build_jobs as j', 'j.id', 'e.job_id')
        .where({ 'j.tenant_key': tenantKey, 'j.kind': 'batch', 'e.type': 'started' })
        .pluck('e.message')
        .then((messages: string[]) => new Set(messages.map(workerIdOf)));
    const running = await waitFor('batches started by both workers, one running with pages written', async () => {
      const [job] = await db('build_jobs').where({ tenant_key: tenantKey, kind: 'batch', status: 'running' });
      const pages = filesUnder(join(workspace.outputDir, tenantKey)).filter((f) => f.endsWith('index.html'));
      return job && pages.length >= 20 && (await batchStarts()).size >= 2
        ? (job as { id: number; locked_by: string; parent_id: number })
        : null;
    });
    const victim = workers().find(({ child }) => running.locked_by.includes(`-${child.pid}-`));
    expect(victim, `the batch runs on ${running.locked_by}`).toBeDefined();
    console.log(`scale-out: killing ${running.locked_by} in batch ${running.id} of full build ${running.parent_id}`);
    victim!.child.kill('SIGKILL');
    await victim!.exited;

    // The other worker takes the batch over when its BullMQ lock expires, builds the rest and finishes.
    const survivor = workers().find((worker) => worker !== victim)!;
    const settled = await waitFor('every full build settled', async () => {
      const jobs = await fullJobs();
      return jobs.every((job: { status: string }) => job.status === 'done' || job.status === 'failed') && jobs;
    });
    console.log(
      `scale-out: full builds ${JSON.stringify(settled.map((job: { id: number; status: string; locked_by: string }) => [job.id, job.status, job.locked_by]))}`,
    );
    expect(settled.map((job: { status: string }) => job.status)).toEqual(settled.map(() => 'done'));
    const full = settled.find((job: { id: number }) => Number(job.id) === Number(running.parent_id))!;
    const batches = await db('build_jobs').where({ parent_id: full.id }).orderBy('id');
    expect(batches.length).toBeGreaterThan(1);
    expect(batches.map((b: { status: string }) => b.status)).toEqual(batches.map(() => 'done'));
    expect(JSON.parse(full.result)).toMatchObject({ batches: batches.length });
    const killed = batches.find((b: { id: number }) => Number(b.id) === Number(running.id))!;
    expect(killed.locked_by ?? '', survivor.output()).toContain(`-${survivor.child.pid}-`);
    expect(await db('build_job_events').where({ job_id: running.id }).pluck('type')).toContain('recovered');

    // No page lost or partial: every page the manifest lists is on disk, whole, with its variants.
    const store = createStaticStore({ root: workspace.outputDir });
    const built: { path: string; file: string }[] = await db('built_pages')
      .where({ tenant_key: tenantKey })
      .select('path', 'file');
    expect(built.length).toBeGreaterThan(40);
    for (const { path, file } of built) {
      const page = await store.read(tenantKey, file);
      expect(page, path).not.toBeNull();
      if (file.endsWith('.html')) expect(page!.body.toString('utf8').trimEnd().endsWith('</html>'), path).toBe(true);
    }
    expect(filesUnder(workspace.outputDir).filter((file) => file.includes(tempMarker))).toEqual([]);
  }, 300_000);

  it('serves an edit made through web process A on web process B', async () => {
    const [a, b] = webs();
    const { loginCmsUser } = await graphql<{ loginCmsUser: { bearerToken: string } }>(
      a!.port,
      'mutation($input: LoginCmsUserInput!) { loginCmsUser(input: $input) { bearerToken } }',
      { input: { username: admin.email, password: admin.password } },
    );
    const item = await db('content')
      .where({ tenant_key: tenantKey, type: 'Article', status: 1 })
      // Live now: the demo also schedules articles for later.
      .where('published', '<=', Date.now())
      .whereNull('expires')
      .orderBy('published', 'desc')
      .first('id', 'name');
    const renamed = `${item.name} (edited across processes)`;
    const started = Date.now();
    const { updateContent } = await graphql<{ updateContent: { canonicalPath: string } }>(
      a!.port,
      'mutation($input: UpdateContentInput!) { updateContent(input: $input) { canonicalPath } }',
      { input: { id: Number(item.id), name: renamed } },
      loginCmsUser.bearerToken,
    );
    await waitFor(
      `"${renamed}" on ${updateContent.canonicalPath} from web process B`,
      async () => (await get(b!.port, updateContent.canonicalPath)).body.includes(renamed),
      30_000,
    );
    console.log(`scale-out: an edit through web A was live on web B after ${Date.now() - started} ms`);
    // The page B serves is the one the workers built, not a render of its own.
    const file = await db('built_pages')
      .where({ tenant_key: tenantKey, path: updateContent.canonicalPath })
      .first('file');
    const stored = await createStaticStore({ root: workspace.outputDir }).read(tenantKey, file.file);
    expect(stored!.body.toString('utf8')).toContain(renamed);
  }, 120_000);

  it('drains every process on SIGTERM: each exits 0', async () => {
    const alive = processes.filter(({ child }) => child.exitCode === null && child.signalCode === null);
    for (const { child } of alive) child.kill('SIGTERM');
    const exits = await Promise.all(alive.map((p) => p.exited));
    expect(exits, alive.map((p) => p.output()).join('\n')).toEqual(alive.map(() => 0));
  }, 60_000);
});
