import { api } from '../../../app/api.ts';
import { taxonomyTypes, type TaxonomyType } from '../../../../content-engine/shared/enums.ts';

export { taxonomyTypes, type TaxonomyType };

export interface TaxonomyTerm {
  id: number;
  type: TaxonomyType;
  name: string;
  fullName: string;
  parentId: number | null;
}

export interface TaxonomyConnection {
  edges: { node: TaxonomyTerm }[];
  pageInfo: { hasNextPage: boolean };
  totalCount: number;
}

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
    sortField: 'name',
    sortOrder: 'asc',
    limit: 1000,
  },
});

export interface TermInput {
  type: TaxonomyType;
  name: string;
  parentId: number | null;
}

export async function createTerm(input: TermInput): Promise<TaxonomyTerm> {
  return (await api.mutate<{ createTaxonomy: TaxonomyTerm }>('taxonomy/createTaxonomy', { input })).createTaxonomy;
}

export async function updateTerm({
  id,
  name,
  parentId,
}: {
  id: number;
  name: string;
  parentId: number | null;
}): Promise<TaxonomyTerm> {
  return (
    await api.mutate<{ updateTaxonomy: TaxonomyTerm }>('taxonomy/updateTaxonomy', { input: { id, name, parentId } })
  ).updateTaxonomy;
}

export async function deleteTerm(id: number): Promise<void> {
  await api.mutate('taxonomy/deleteTaxonomy', { input: { id } });
}
