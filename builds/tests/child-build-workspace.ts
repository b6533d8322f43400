import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb } from '../../db/connection.ts';
import { migrateLatest } from '../../db/migrate.ts';

/**
 * A folder and a database of their own for tests that build in a child process (and kill it): on
 * SQLite a file in the folder, on PostgreSQL (TEST_DATABASE_URL) a throwaway schema. `dbEnv` is what
 * the child needs in its environment; `openDb` creates the schema and migrates; `cleanup` drops both.
 */
export function childBuildWorkspace(prefix: string) {
  const work = mkdtempSync(join(tmpdir(), prefix));
  const pgUrl = process.env.TEST_DATABASE_URL?.startsWith('postgres') ? process.env.TEST_DATABASE_URL : undefined;
  const schema = pgUrl ? `test_${randomBytes(6).toString('hex')}` : undefined;
  const dbEnv = pgUrl
    ? { DATABASE_URL: pgUrl, DATABASE_SCHEMA: schema! }
    : { DATABASE_URL: `sqlite:${join(work, 'masthead.sqlite')}`, DATABASE_SCHEMA: '' };
  const openDb = async () => {
    if (pgUrl) {
      const admin = createDb({ url: pgUrl, searchPath: undefined });
      await admin.raw(`CREATE SCHEMA ${schema}`);
      await admin.destroy();
    }
    const db = createDb({ url: dbEnv.DATABASE_URL, searchPath: schema });
    await migrateLatest(db);
    return db;
  };
  const cleanup = async () => {
    if (pgUrl) {
      const admin = createDb({ url: pgUrl, searchPath: undefined });
      await admin.raw(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.destroy();
    }
    rmSync(work, { recursive: true, force: true });
  };
  return { work, outputDir: join(work, 'output'), dbEnv, openDb, cleanup };
}

/** Every file below `dir` (none when it does not exist). */
export const filesUnder = (dir: string): string[] => {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => join(e.parentPath, e.name));
  } catch {
    return [];
  }
};
