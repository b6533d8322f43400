import { describe, expect, it } from 'vitest';
import { ClientError } from '../../../../content-engine/client/client-errors.ts';
import { conflictOf } from './save-state.ts';

describe('conflictOf', () => {
  it('reads who changed the item and when from a stale-revision CONFLICT', () => {
    const error = new ClientError('Changed by Jane Editor at …', 409, 'CONFLICT', {
      code: 'CONFLICT',
      reason: 'STALE_REVISION',
      changedBy: 'Jane Editor',
      changedAt: 1_795_830_319_455,
      revision: 4,
    });
    expect(conflictOf(error)).toEqual({
      kind: 'conflict',
      message: 'Changed by Jane Editor at …',
      changedBy: 'Jane Editor',
      changedAt: 1_795_830_319_455,
    });
  });

  it('is null for other failures, an alias CONFLICT included', () => {
    expect(conflictOf(new ClientError('The path "/a" was taken…', 409, 'CONFLICT'))).toBeNull();
    expect(conflictOf(new ClientError('Nope.', 403, 'FORBIDDEN'))).toBeNull();
    expect(conflictOf(new Error('boom'))).toBeNull();
  });
});
