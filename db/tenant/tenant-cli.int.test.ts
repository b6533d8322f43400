import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { createDb } from '../connection.ts';

/* `npm run tenant`: the CLI in a child process against a temporary SQLite database. */
const root = fileURLToPath(new URL('../..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'masthead-tenant-cli-'));
const databaseUrl = `sqlite:${join(dir, 'cli.sqlite')}`;
let db: Knex;

async function cli(...args: string[]) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', join(root, 'db/tenant/cli.ts'), ...args],
      { cwd: root, env: { ...process.env, DATABASE_URL: databaseUrl } },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

beforeAll(async () => {
  db = createDb({ url: databaseUrl });
});
afterAll(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

describe('npm run tenant', () => {
  it('creates a tenant with the starter set and queues its first full build', async () => {
    const result = await cli(
      'create',
      '--key=courier',
      '--name=The Courier',
      '--domain=WWW.Courier.example.com',
      '--domain=courier.localhost',
      '--prod-endpoint=https://www.courier.example.com',
      '--module=search',
      '--test',
    );
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toContain('Created courier\tThe Courier (TC)\twww.courier.example.com courier.localhost');
    expect(result.stdout).toMatch(/first full build is queued \(job \d+\)/);
    expect(await db('tenants').where({ key: 'courier' }).first('name', 'is_test', 'modules')).toMatchObject({
      name: 'The Courier',
      modules: '["search"]',
    });
    expect(await db('website_sections').where({ tenant_key: 'courier' }).count({ n: '*' }).first()).toEqual({ n: 7 });
    expect(await db('build_jobs').where({ tenant_key: 'courier' }).select('kind', 'status')).toEqual([
      { kind: 'full', status: 'queued' },
    ]);
  });

  it('updates and lists tenants', async () => {
    expect((await cli('update', '--key', 'courier', '--name', 'Courier Weekly', '--no-test')).code).toBe(0);
    const list = await cli('list', '--search', 'courier');
    expect(list.code).toBe(0);
    expect(list.stdout).toBe(
      'courier\tCourier Weekly (TC)\twww.courier.example.com courier.localhost\t[search]\n1 tenant\n',
    );
  });

  it('exits 1 with the engine’s message when it refuses the input, and leaves nothing behind', async () => {
    const taken = await cli('create', '--key', 'copycat', '--name', 'Copycat', '--domain', 'www.courier.example.com');
    expect(taken.code).toBe(1);
    expect(taken.stderr).toContain(
      'BAD_USER_INPUT: Invalid input. domains: The domain "www.courier.example.com" is already taken by another tenant',
    );
    const badKey = await cli('create', '--key', 'Bad_Key', '--name', 'Bad', '--domain', 'bad.example.com');
    expect([badKey.code, badKey.stderr]).toEqual([1, expect.stringContaining('key: Use 2 to 32 lower-case letters')]);
    expect(await db('tenants').whereIn('key', ['copycat', 'Bad_Key'])).toEqual([]);
    expect((await cli('update', '--key', 'nobody', '--name', 'X')).code).toBe(1);
  });

  it('exits 2 with the usage on a bad command line, and prints it on --help', async () => {
    for (const args of [['create', '--name', 'No Key', '--domain', 'a.com'], ['explode'], ['list', '--colour']]) {
      const result = await cli(...args);
      expect([args, result.code, result.stderr]).toEqual([args, 2, expect.stringContaining('Usage: npm run tenant')]);
    }
    const help = await cli('--help');
    expect([help.code, help.stdout]).toEqual([0, expect.stringContaining('Usage: npm run tenant -- <command>')]);
  });
});
