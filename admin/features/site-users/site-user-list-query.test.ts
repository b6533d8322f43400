import { describe, expect, it } from 'vitest';
import { initialQuery, nextSort, siteUserStreamVariables } from './site-user-list-query.ts';

describe('the site users list query', () => {
  it('leaves blank filters out and includes the whole "to" day', () => {
    const variables = siteUserStreamVariables({
      ...initialQuery,
      search: '  acme ',
      membershipId: '7',
      registeredFrom: '2026-01-01',
      registeredTo: '2026-01-31',
      page: 3,
    });
    expect(variables.input).toMatchObject({
      search: 'acme',
      status: null,
      membershipId: 7,
      newsletterId: null,
      registeredFrom: new Date('2026-01-01T00:00:00').getTime(),
      registeredBefore: new Date('2026-02-01T00:00:00').getTime(),
      sort: { field: 'created', order: 'desc' },
      pagination: { limit: 25, skip: 50 },
    });
  });

  it('flips the order of the sorted column and starts another ascending', () => {
    expect(nextSort(initialQuery, 'created')).toEqual({ sort: 'created', order: 'asc' });
    expect(nextSort(initialQuery, 'email')).toEqual({ sort: 'email', order: 'asc' });
  });
});
