import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { endianness, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Knex } from 'knex';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDb } from './connection.ts';

const dirs: string[] = [];
const databases: Knex[] = [];
function openDb(checkpointInBackground: boolean) {
  const dir = mkdtempSync(join(tmpdir(), 'masthead-wal-'));
  dirs.push(dir);
  const file = join(dir, 'test.sqlite');
  const db = createDb({ url: `sqlite:${file}`, checkpointInBackground });
  databases.push(db);
  return { db, wal: `${file}-wal` };
}
afterEach(async () => {
  for (const db of databases.splice(0)) await db.destroy();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Writing 40 MB takes well under a second on an idle machine and many on a busy one. */
const busyMachineMs = 120_000;

/**
 * Whether a checkpoint has copied every frame of the log into the database, read from the shared
 * wal-index (SQLite's wal.c layout, native byte order): the header's mxFrame (offset 16) and the
 * checkpoint's nBackfill (offset 96). Reading it checkpoints nothing, as a PRAGMA would.
 */
function checkpointedAll(wal: string): boolean {
  const index = readFileSync(`${wal.slice(0, -4)}-shm`).subarray(0, 100);
  const read = (offset: number) => (endianness() === 'LE' ? index.readUInt32LE(offset) : index.readUInt32BE(offset));
  return read(16) > 0 && read(96) === read(16);
}

/** Writes about 2 MB (500 pages of 4 KB) in one transaction. */
async function writeBatch(db: Knex, batch: number) {
  await db.transaction(async (trx) => {
    for (let i = 0; i < 40; i++)
      await trx('pages').insert(
        Array.from({ length: 25 }, (_, j) => ({ batch, body: `${batch}-${i}-${j}-`.padEnd(2000, 'x') })),
      );
  });
}

describe('createDb({ checkpointInBackground })', () => {
  it(
    'does not checkpoint in its commits, and a worker thread keeps the log from growing',
    async () => {
      const { db, wal } = openDb(true);
      expect(await db.raw('PRAGMA wal_autocheckpoint')).toEqual([{ wal_autocheckpoint: 0 }]);
      await db.schema.createTable('pages', (t) => {
        t.increments('id');
        t.integer('batch');
        t.text('body');
      });
      // 20 batches of ~2 MB; after every fourth, wait until the thread has checkpointed the whole log
      // (the connection itself never does). The next write starts the log over, so it stays near four
      // batches' size instead of twenty.
      for (let batch = 0; batch < 20; batch++) {
        await writeBatch(db, batch);
        if (batch % 4 === 3)
          await vi.waitFor(() => expect(checkpointedAll(wal)).toBe(true), { timeout: 30_000, interval: 20 });
      }
      expect(statSync(wal).size).toBeLessThan(20 * 1024 * 1024);
      expect(await db('pages').count({ n: '*' })).toEqual([{ n: 20_000 }]);
    },
    busyMachineMs,
  );

  it('without it, the connection checkpoints as SQLite does by default', async () => {
    const { db } = openDb(false);
    expect(await db.raw('PRAGMA wal_autocheckpoint')).toEqual([{ wal_autocheckpoint: 1000 }]);
  });

  it(
    'keeps every committed row when the database is closed and opened again',
    async () => {
      const { db, wal } = openDb(true);
      await db.schema.createTable('pages', (t) => {
        t.increments('id');
        t.integer('batch');
        t.text('body');
      });
      for (let batch = 0; batch < 3; batch++) await writeBatch(db, batch);
      const file = wal.replace(/-wal$/, '');
      await db.destroy();
      const again = createDb({ url: `sqlite:${file}`, checkpointInBackground: true });
      databases.push(again);
      expect(await again('pages').count({ n: '*' })).toEqual([{ n: 3_000 }]);
    },
    busyMachineMs,
  );
});
