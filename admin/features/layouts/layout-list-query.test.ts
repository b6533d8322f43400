import { describe, expect, it } from 'vitest';
import { initialListQuery, layoutStreamVariables, nextSort } from './layout-list-query.ts';

describe('the layout list query', () => {
  it('asks for the first page of 25 by name with no filter', () => {
    expect(layoutStreamVariables(initialListQuery)).toEqual({
      input: {
        search: null,
        types: null,
        scope: null,
        contentType: null,
        alias: null,
        sort: { field: 'name', order: 'asc' },
        pagination: { limit: 25, skip: 0 },
      },
    });
  });

  it('sends each filter that is set, and the page as a skip', () => {
    const query = {
      ...initialListQuery,
      search: ' home ',
      type: 'url-override',
      scope: 'site' as const,
      contentType: 'Article',
      alias: '/news',
      page: 3,
    };
    expect(layoutStreamVariables(query).input).toMatchObject({
      search: 'home',
      types: ['url-override'],
      scope: 'site',
      contentType: 'Article',
      alias: '/news',
      pagination: { limit: 25, skip: 50 },
    });
  });

  it('flips the order of the sorted column, and starts another ascending (last change newest first)', () => {
    expect(nextSort(initialListQuery, 'name')).toEqual({ sort: 'name', order: 'desc' });
    expect(nextSort(initialListQuery, 'type')).toEqual({ sort: 'type', order: 'asc' });
    expect(nextSort(initialListQuery, 'updated')).toEqual({ sort: 'updated', order: 'desc' });
  });
});
