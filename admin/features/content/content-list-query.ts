import type { ContentStatusName } from '../../../content-engine/shared/enums.ts';

/** The content list's state, kept in the address bar so a list can be shared and survives reloads. */
export interface ContentListQuery {
  type: string;
  status: ContentStatusName | 'ANY';
  sectionId: number | null;
  search: string;
  sort: 'name' | 'published' | 'updated' | 'startDate';
  order: 'asc' | 'desc';
  page: number;
}

export const pageSize = 25;
const sorts = ['name', 'published', 'updated', 'startDate'] as const;
const statuses = ['PUBLISHED', 'DRAFT', 'DELETED', 'ANY'] as const;

export function readContentListQuery(params: URLSearchParams): ContentListQuery {
  const sort = params.get('sort') as ContentListQuery['sort'];
  const status = params.get('status') as ContentListQuery['status'];
  return {
    type: params.get('type') ?? '',
    status: statuses.includes(status) ? status : 'ANY',
    sectionId: Number(params.get('section')) || null,
    search: params.get('q') ?? '',
    sort: sorts.includes(sort) ? sort : 'updated',
    order: params.get('order') === 'asc' ? 'asc' : 'desc',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
}

export function writeContentListQuery(query: ContentListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.type) params.set('type', query.type);
  if (query.status !== 'ANY') params.set('status', query.status);
  if (query.sectionId) params.set('section', String(query.sectionId));
  if (query.search) params.set('q', query.search);
  if (query.sort !== 'updated') params.set('sort', query.sort);
  if (query.order !== 'desc') params.set('order', query.order);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** The getContentStream input of a list query: drafts and published by default ('ANY' leaves deleted out). */
export function contentStreamInput(query: ContentListQuery) {
  const status: ContentStatusName[] = query.status === 'ANY' ? ['PUBLISHED', 'DRAFT'] : [query.status];
  return {
    includeContentTypes: query.type ? [query.type] : null,
    status,
    sectionId: query.sectionId,
    search: query.search.trim() || null,
    sort: { field: query.sort, order: query.order },
    pagination: { limit: pageSize, skip: (query.page - 1) * pageSize },
  };
}
