import type { MembershipItem } from './api/membership-types.ts';

export interface MembershipListFilter {
  search: string;
  /** '' both, '1' active, '0' inactive. */
  status: '' | '1' | '0';
  /** '' both, 'free', 'paid'. */
  price: '' | 'free' | 'paid';
}

/** The memberships matching the filter (title or alias contains the search, any case), by title. */
export function filterMemberships(memberships: readonly MembershipItem[], filter: MembershipListFilter) {
  const search = filter.search.trim().toLowerCase();
  return memberships
    .filter((m) => !search || m.title.toLowerCase().includes(search) || m.alias.includes(search))
    .filter((m) => filter.status === '' || String(m.status) === filter.status)
    .filter((m) => filter.price === '' || m.isFree === (filter.price === 'free'))
    .sort((a, b) => a.title.localeCompare(b.title) || a.id - b.id);
}
