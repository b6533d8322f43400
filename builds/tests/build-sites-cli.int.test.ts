import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../db/connection.ts';
import { migrateLatest } from '../../db/migrate.ts';
import { seedDemo } from '../../db/seed/seed-demo.ts';

/*
 * `npm run build:sites` as a user runs it: alone it builds in its own process; beside a running
 * server that writes the same output it queues the build on that server and follows the job, so
 * the server's builder keeps the build's writes in order with its publishes.
 */
const work = mkdtempSync(join(tmpdir(), 'masthead-cli-'));
const outputDir = join(work, 'output');
const pgUrl = process.env.TEST_DATABASE_URL?.startsWith('postgres') ? process.env.TEST_DATABASE_URL : undefined;
const schema = pgUrl ? `test_${randomBytes(6).toString('hex')}` : undefined;
const dbEnv = pgUrl ? { DATABASE_URL: pgUrl, DATABASE_SCHEMA: schema! } : { DATABASE_URL: `sqlite:${join(work, 'masthead.sqlite')}`, DATABASE_SCHEMA: '' };
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

function runCli(args: string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'builds/cli.ts', ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

describe('npm run build:sites', () => {
  it('says what is wrong with its arguments', async () => {
    expect(await runCli(['--path', '/'])).toMatchObject({ code: 2, output: expect.stringContaining('--path needs --tenant: a path belongs to one tenant.') });
    expect(await runCli(['--tenant', 'nope'])).toMatchObject({ code: 2, output: expect.stringContaining(`No tenant has the key "nope". Tenants: ${tenantKey}`) });
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

  it('queues the build on a running server that writes the same output, and follows it to the end', async () => {
    server = spawn(process.execPath, ['--import', 'tsx', 'builds/tests/pipeline-process.fixture.ts'], { env: { ...env, BUILD_MISSING: 'no' }, stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise<void>((resolve, reject) => {
      server!.stdout!.on('data', (chunk) => String(chunk).includes('pipeline started') && resolve());
      server!.once('exit', (code) => reject(new Error(`the server fixture exited with ${code}`)));
    });
    const { code, output } = await runCli(['--tenant', tenantKey, '--path', '/', '--path', '/robots.txt']);
    expect(output).toMatch(new RegExp(`${tenantKey}: queued as build job \\d+ on the running server, which builds it`));
    expect(output).toMatch(/2\/2 pages/);
    expect(output).toContain('0 stored, 2 unchanged, 0 removed');
    expect(code).toBe(0);
    const [job] = await db('build_jobs').where({ tenant_key: tenantKey }).select();
    expect(job).toMatchObject({ kind: 'paths', status: 'done', reason: 'npm run build:sites' });
    // Either of the server's lanes (a path list has a publish's priority).
    expect(job.locked_by).toMatch(new RegExp(`^fixture-${server.pid}(-publish)?$`));
  });
});
