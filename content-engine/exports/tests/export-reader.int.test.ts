import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '../../../db/connection.ts';
import { migrateLatest } from '../../../db/migrate.ts';
import { insertContent, insertTenant } from '../../testing/fixtures.ts';
import { closeExportReader, exportReader } from '../export-reader.ts';

const dir = mkdtempSync(join(tmpdir(), 'masthead-export-reader-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the export reader of a SQLite file', () => {
  it('reads what the server wrote, through its own read-only connection', async () => {
    const db = createDb({ url: `sqlite:${join(dir, 'reader.sqlite')}` });
    try {
      await migrateLatest(db);
      await insertTenant(db, { key: 'alpha' });
      const id = await insertContent(db, { tenantKey: 'alpha', name: 'Acme', type: 'Company' });
      const reader = exportReader(db);
      expect(reader).not.toBe(db);
      expect(exportReader(db)).toBe(reader);
      expect(await reader('content').where({ id }).first('name')).toEqual({ name: 'Acme' });
      await expect(reader('content').where({ id }).update({ name: 'Changed' })).rejects.toThrow(/readonly/);
      expect((await reader.raw('pragma mmap_size'))[0]).toEqual({ mmap_size: 0 });
    } finally {
      await closeExportReader(db);
      await db.destroy();
    }
  });

  it('is the server connection itself for an in-memory database', () => {
    const db = createDb({ url: 'sqlite::memory:' });
    expect(exportReader(db)).toBe(db);
    return db.destroy();
  });
});
