import { describe, expect, it } from 'vitest';
import { entryChanges, hiddenValue } from './entry-changes.ts';

describe('entryChanges', () => {
  it('records an update as the changed fields, leaving out bookkeeping', () => {
    const before = { id: 7, tenantKey: 'a', updated: 1, name: 'Old', code: 301 };
    const after = { id: 7, tenantKey: 'a', updated: 2, name: 'New', code: 301 };
    expect(entryChanges({ before, after })).toEqual([{ field: 'name', before: 'Old', after: 'New' }]);
  });

  it('records a create as the stored fields that have a value', () => {
    expect(
      entryChanges({
        after: { id: 3, from: '/a', to: '/b', labels: [], teaser: '', metadata: {}, parentId: null, sequence: 0 },
      }),
    ).toEqual([
      { field: 'from', before: null, after: '/a' },
      { field: 'to', before: null, after: '/b' },
      { field: 'sequence', before: null, after: 0 },
    ]);
  });

  it('records a delete as the fields the entity had', () => {
    expect(entryChanges({ before: { id: 3, from: '/a', to: '/b', code: 301 }, after: null })).toEqual([
      { field: 'from', before: '/a', after: null },
      { field: 'to', before: '/b', after: null },
      { field: 'code', before: 301, after: null },
    ]);
  });

  it('says that a password or token changed, never what it is', () => {
    const changes = entryChanges({
      before: { passwordHash: 'scrypt$old', resetToken: null },
      after: { passwordHash: 'scrypt$new', resetToken: 'tok' },
    });
    expect(changes).toEqual([
      { field: 'passwordHash', before: hiddenValue, after: hiddenValue },
      { field: 'resetToken', before: null, after: hiddenValue },
    ]);
    expect(JSON.stringify(changes)).not.toMatch(/scrypt|"tok"/);
  });

  it('clips long texts and large documents', () => {
    const [body] = entryChanges({ before: { body: 'a'.repeat(2_000) }, after: { body: 'b'.repeat(2_000) } });
    expect(body?.before).toBe(`${'a'.repeat(500)}…`);
    const [grid] = entryChanges({
      before: { rows: [] },
      after: { rows: Array.from({ length: 500 }, (_, i) => ({ i })) },
    });
    expect(typeof grid?.after).toBe('string');
    expect((grid?.after as string).length).toBe(2_001);
  });
});
