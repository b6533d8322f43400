import { describe, expect, it } from 'vitest';
import { readHistoryFilter, writeHistoryFilter } from './history-query.ts';

describe('history filter in the address', () => {
  it('reads the filters and the page, defaulting to everything on page 1', () => {
    expect(readHistoryFilter(new URLSearchParams('entityType=content&entityId=10000001&page=3'))).toEqual({
      entityType: 'content',
      entityId: '10000001',
      page: 3,
    });
    expect(readHistoryFilter(new URLSearchParams('page=-2'))).toEqual({ entityType: '', entityId: '', page: 1 });
    expect(readHistoryFilter(new URLSearchParams('page=abc'))).toEqual({ entityType: '', entityId: '', page: 1 });
  });

  it('writes only what narrows the list', () => {
    expect(writeHistoryFilter({ entityType: 'redirect', entityId: ' 12 ', page: 2 }).toString()).toBe(
      'entityType=redirect&entityId=12&page=2',
    );
    expect(writeHistoryFilter({ entityType: '', entityId: '', page: 1 }).toString()).toBe('');
  });
});
