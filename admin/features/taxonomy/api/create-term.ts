import { api } from '../../../shared/api/api.ts';
import { CreateTaxonomyDocument } from '../../../../content-engine/documents/generated/mutation/taxonomy/createTaxonomy.ts';
import type { TermInput } from './taxonomy-inputs.ts';

export async function createTerm(input: TermInput) {
  return (await api.request(CreateTaxonomyDocument, { input })).createTaxonomy;
}
