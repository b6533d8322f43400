import { taxonomyTypes, type TaxonomyType } from '../../../../content-engine/shared/enums.ts';
import type { GetTaxonomyListQuery } from '../../../../content-engine/documents/generated/query/taxonomy/getTaxonomyList.ts';

export { taxonomyTypes, type TaxonomyType };

export type TaxonomyTerm = GetTaxonomyListQuery['getTaxonomyStream']['edges'][number]['node'];

export const taxonomyListInput = ({
  search,
  type,
  page,
  pageSize,
}: {
  search: string;
  type: TaxonomyType | '';
  page: number;
  pageSize: number;
}) => ({
  input: {
    phrase: search.trim() || null,
    includeTypes: type ? [type] : null,
    pagination: { limit: pageSize, skip: (page - 1) * pageSize },
  },
});

/** Terms of one type whose name contains the phrase, for the parent picker (matchTaxonomyStream). */
export const parentMatchInput = ({
  type,
  phrase,
  excludeId,
}: {
  type: TaxonomyType;
  phrase: string;
  excludeId: number | null;
}) => ({
  input: {
    includeTypes: [type],
    excludeIds: excludeId ? [excludeId] : [],
    phrase: phrase.trim() || null,
    sortField: 'name' as const,
    sortOrder: 'asc' as const,
    limit: 1000,
  },
});

export interface TermInput {
  type: TaxonomyType;
  name: string;
  parentId: number | null;
}
