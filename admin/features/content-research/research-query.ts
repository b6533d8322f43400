import { isContentType } from '../../../content-engine/shared/content-types.ts';
import type { ContentStatusName } from '../../../content-engine/shared/enums.ts';

/** The research screen's state, kept in the address bar so a search can be shared and survives reloads. */
export interface ResearchQuery {
  search: string;
  author: string;
  /** A site key; '' for every site the user may see. */
  site: string;
  type: string;
  status: ContentStatusName | 'ANY';
  /** Publication dates as yyyy-mm-dd, '' for open. */
  from: string;
  to: string;
  sort: 'published' | 'name' | 'updated' | 'site';
  order: 'asc' | 'desc';
  page: number;
}

export const pageSize = 50;
const sorts = ['published', 'name', 'updated', 'site'] as const;
const statuses = ['PUBLISHED', 'DRAFT', 'DELETED', 'ANY'] as const;
const isDate = (text: string | null) => (text && /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : '');

export function readResearchQuery(params: URLSearchParams): ResearchQuery {
  const sort = params.get('sort') as ResearchQuery['sort'];
  const status = params.get('status') as ResearchQuery['status'];
  const type = params.get('type') ?? '';
  return {
    search: params.get('q') ?? '',
    author: params.get('author') ?? '',
    site: params.get('site') ?? '',
    type: isContentType(type) ? type : '',
    status: statuses.includes(status) ? status : 'ANY',
    from: isDate(params.get('from')),
    to: isDate(params.get('to')),
    sort: sorts.includes(sort) ? sort : 'published',
    order: params.get('order') === 'asc' ? 'asc' : 'desc',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
}

export function writeResearchQuery(query: ResearchQuery): URLSearchParams {
  const params = new URLSearchParams();
  const set = (name: string, value: string, unset = '') => value !== unset && params.set(name, value);
  set('q', query.search);
  set('author', query.author);
  set('site', query.site);
  set('type', query.type);
  set('status', query.status, 'ANY');
  set('from', query.from);
  set('to', query.to);
  set('sort', query.sort, 'published');
  set('order', query.order, 'desc');
  set('page', String(query.page), '1');
  return params;
}

/** Midnight UTC of a yyyy-mm-dd day (`endOfDay`: its last millisecond). */
const dayTime = (day: string, endOfDay = false) =>
  day ? Date.parse(`${day}T00:00:00Z`) + (endOfDay ? 86_399_999 : 0) : null;

/** The researchContent input of a query, for one page (`page`) or a CSV's batch of `limit` from `skip`. */
export function researchInput(query: ResearchQuery, { limit = pageSize, skip = (query.page - 1) * pageSize } = {}) {
  return {
    search: query.search.trim() || null,
    author: query.author.trim() || null,
    sites: query.site ? [query.site] : null,
    types: query.type ? [query.type] : null,
    statuses: query.status === 'ANY' ? null : [query.status],
    publishedAfter: dayTime(query.from),
    publishedBefore: dayTime(query.to, true),
    sort: { field: query.sort, order: query.order },
    pagination: { limit, skip },
  };
}
