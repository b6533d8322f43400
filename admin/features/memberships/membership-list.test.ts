import { describe, expect, it } from 'vitest';
import { filterMemberships } from './membership-list.ts';

const membership = (id: number, title: string, status: number, isFree: boolean) => ({
  id,
  title,
  alias: title.toLowerCase().replace(/ /g, '-'),
  status,
  isFree,
  omedaProduct: null,
  requiredUserCommonFields: [],
  requiredUserDemographicFields: [],
  additionalUserDemographicFields: [],
});
const all = [
  membership(1, 'Gold', 1, false),
  membership(2, 'Basic Access', 1, true),
  membership(3, 'Old Gold', 0, true),
];
const titles = (filter: Partial<Parameters<typeof filterMemberships>[1]>) =>
  filterMemberships(all, { search: '', status: '', price: '', ...filter }).map((m) => m.title);

describe('the memberships list', () => {
  it('sorts by title and searches titles and aliases in any case', () => {
    expect(titles({})).toEqual(['Basic Access', 'Gold', 'Old Gold']);
    expect(titles({ search: 'GOLD' })).toEqual(['Gold', 'Old Gold']);
    expect(titles({ search: 'basic-access' })).toEqual(['Basic Access']);
  });

  it('filters by status and by free or paid', () => {
    expect(titles({ status: '0' })).toEqual(['Old Gold']);
    expect(titles({ price: 'paid' })).toEqual(['Gold']);
    expect(titles({ status: '1', price: 'free' })).toEqual(['Basic Access']);
  });
});
