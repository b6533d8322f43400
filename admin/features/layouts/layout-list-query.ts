import type { GetLayoutStreamQueryVariables } from '../../../content-engine/documents/generated/query/layout/getLayoutStream.ts';

/** The stream's page size. */
export const pageSize = 25;

export type LayoutSortField = 'name' | 'type' | 'updated';

/** What the list screen's filters, sort and pager hold ('' for "any"). */
export interface LayoutListQuery {
  search: string;
  type: string;
  scope: '' | 'global' | 'site';
  contentType: string;
  alias: string;
  sort: LayoutSortField;
  order: 'asc' | 'desc';
  /** One-based. */
  page: number;
}

export const initialListQuery: LayoutListQuery = {
  search: '',
  type: '',
  scope: '',
  contentType: '',
  alias: '',
  sort: 'name',
  order: 'asc',
  page: 1,
};

/** The getLayoutStream variables for the list's state: blank filters left out. */
export function layoutStreamVariables(query: LayoutListQuery): GetLayoutStreamQueryVariables {
  return {
    input: {
      search: query.search.trim() || null,
      types: query.type ? [query.type] : null,
      scope: query.scope || null,
      contentType: query.contentType || null,
      alias: query.alias.trim() || null,
      sort: { field: query.sort, order: query.order },
      pagination: { limit: pageSize, skip: (query.page - 1) * pageSize },
    },
  };
}

/** A click on a column's sort button: the same column flips its order, another starts ascending (newest first for dates). */
export function nextSort(query: LayoutListQuery, field: LayoutSortField): Pick<LayoutListQuery, 'sort' | 'order'> {
  if (query.sort === field) return { sort: field, order: query.order === 'asc' ? 'desc' : 'asc' };
  return { sort: field, order: field === 'updated' ? 'desc' : 'asc' };
}
