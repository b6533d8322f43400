import type { GetSiteUserStreamQueryVariables } from '../../../content-engine/documents/generated/query/siteUserAdmin/getSiteUserStream.ts';
import type { SiteUserSortField } from '../../../content-engine/documents/generated/schema-types.ts';

export const pageSize = 25;

/** What the list's filters, sort and pager hold ('' for "any"). */
export interface SiteUserListQuery {
  search: string;
  status: '' | 'active' | 'pending';
  membershipId: string;
  newsletterId: string;
  /** yyyy-mm-dd, from the date inputs. */
  registeredFrom: string;
  registeredTo: string;
  sort: SiteUserSortField;
  order: 'asc' | 'desc';
  page: number;
}

export const initialQuery: SiteUserListQuery = {
  search: '',
  status: '',
  membershipId: '',
  newsletterId: '',
  registeredFrom: '',
  registeredTo: '',
  sort: 'created',
  order: 'desc',
  page: 1,
};

const dayStart = (day: string) => (day ? new Date(`${day}T00:00:00`).getTime() : null);
const dayAfter = (day: string) => (day ? new Date(`${day}T00:00:00`).getTime() + 86_400_000 : null);

/** The getSiteUserStream variables: blank filters left out; the "to" day is included whole (local time). */
export function siteUserStreamVariables(q: SiteUserListQuery): GetSiteUserStreamQueryVariables {
  return {
    input: {
      search: q.search.trim() || null,
      status: q.status || null,
      membershipId: q.membershipId ? Number(q.membershipId) : null,
      newsletterId: q.newsletterId || null,
      registeredFrom: dayStart(q.registeredFrom),
      registeredBefore: dayAfter(q.registeredTo),
      sort: { field: q.sort, order: q.order },
      pagination: { limit: pageSize, skip: (q.page - 1) * pageSize },
    },
  };
}

/** The same column flips its order; another starts ascending (newest first for the registration date). */
export function nextSort(q: SiteUserListQuery, field: SiteUserSortField): Pick<SiteUserListQuery, 'sort' | 'order'> {
  if (q.sort === field) return { sort: field, order: q.order === 'asc' ? 'desc' : 'asc' };
  return { sort: field, order: field === 'created' ? 'desc' : 'asc' };
}

export const fullName = (user: { firstName?: string | null; lastName?: string | null }) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ');
