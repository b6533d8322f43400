import { describe, expect, it } from 'vitest';
import { EngineError } from './errors.ts';
import { conflictOnUnique, isUniqueViolation } from './unique-conflict.ts';

const dbError = (code: string) => Object.assign(new Error('constraint failed'), { code });

describe('conflictOnUnique', () => {
  it('turns a unique violation of SQLite or PostgreSQL into CONFLICT naming what was taken', async () => {
    for (const code of ['SQLITE_CONSTRAINT_UNIQUE', '23505']) {
      const error = await conflictOnUnique(() => Promise.reject(dbError(code)), 'The alias "news"').catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(EngineError);
      expect(error).toMatchObject({ code: 'CONFLICT', status: 409 });
      expect((error as Error).message).toContain('The alias "news" was taken');
    }
  });

  it('names a value known only once the write ran', async () => {
    let claimed = '';
    const write = async () => {
      claimed = '/news/story-2';
      throw dbError('23505');
    };
    await expect(conflictOnUnique(write, () => `The path "${claimed}"`)).rejects.toThrow(
      'The path "/news/story-2" was taken',
    );
  });

  it('passes results and other errors through unchanged', async () => {
    expect(await conflictOnUnique(async () => 7, 'x')).toBe(7);
    const other = dbError('SQLITE_CONSTRAINT_FOREIGNKEY');
    await expect(conflictOnUnique(() => Promise.reject(other), 'x')).rejects.toBe(other);
    expect(isUniqueViolation(null)).toBe(false);
    expect(isUniqueViolation(dbError('23503'))).toBe(false);
  });
});
