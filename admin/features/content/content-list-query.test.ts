import { describe, expect, it } from 'vitest';
import { contentStreamInput, readContentListQuery, writeContentListQuery } from './content-list-query.ts';

describe('the content list query', () => {
  it('round-trips through the address bar and leaves defaults out', () => {
    const query = readContentListQuery(
      new URLSearchParams('type=Article&status=DRAFT&section=7&q=fleet&sort=name&order=asc&page=3'),
    );
    expect(query).toEqual({
      type: 'Article',
      status: 'DRAFT',
      sectionId: 7,
      search: 'fleet',
      sort: 'name',
      order: 'asc',
      page: 3,
    });
    expect(writeContentListQuery(query).toString()).toBe(
      'type=Article&status=DRAFT&section=7&q=fleet&sort=name&order=asc&page=3',
    );
    expect(writeContentListQuery(readContentListQuery(new URLSearchParams(''))).toString()).toBe('');
  });

  it('ignores values it does not know', () => {
    expect(readContentListQuery(new URLSearchParams('status=nope&sort=drop&page=-4'))).toMatchObject({
      status: 'ANY',
      sort: 'updated',
      page: 1,
    });
  });

  it('asks for drafts and published items by default, 25 per page', () => {
    expect(contentStreamInput(readContentListQuery(new URLSearchParams('page=2')))).toEqual({
      includeContentTypes: null,
      status: ['PUBLISHED', 'DRAFT'],
      sectionId: null,
      search: null,
      sort: { field: 'updated', order: 'desc' },
      pagination: { limit: 25, skip: 25 },
    });
  });
});
