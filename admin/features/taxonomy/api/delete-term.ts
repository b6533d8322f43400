import { api } from '../../../shared/api/api.ts';
import { DeleteTaxonomyDocument } from '../../../../content-engine/documents/generated/mutation/taxonomy/deleteTaxonomy.ts';

export async function deleteTerm(id: number): Promise<void> {
  await api.request(DeleteTaxonomyDocument, { input: { id } });
}
