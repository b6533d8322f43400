import { afterEach, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { createDb } from '../../db/connection.ts';
import { workerDatabaseOf } from './build-renderer.ts';

/* Where a render worker thread reaches its process's database (no connection is opened here). */
const opened: Knex[] = [];
afterEach(async () => {
  while (opened.length) await opened.pop()!.destroy();
});
const open = (...args: Parameters<typeof createDb>) => {
  const db = createDb(...args);
  opened.push(db);
  return db;
};

describe('a render worker’s database', () => {
  it('is the same PostgreSQL database, user and schema as its process’s', () => {
    const db = open({ url: 'postgres://reader:secret@db.example:6543/masthead', searchPath: 'tenant_a' });
    expect(workerDatabaseOf(db)).toEqual({
      url: 'postgres://reader:secret@db.example:6543/masthead',
      searchPath: 'tenant_a',
    });
  });

  it('is the same SQLite file, and none for an in-memory database', () => {
    expect(workerDatabaseOf(open({ url: 'sqlite:var/test-worker.sqlite' }))?.url).toMatch(
      /^sqlite:\/.*var\/test-worker\.sqlite$/,
    );
    expect(workerDatabaseOf(open({ url: 'sqlite::memory:' }))).toBeNull();
  });
});
