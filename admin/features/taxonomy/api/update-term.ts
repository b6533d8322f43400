import { api } from '../../../shared/api/api.ts';
import { UpdateTaxonomyDocument } from '../../../../content-engine/documents/generated/mutation/taxonomy/updateTaxonomy.ts';

export async function updateTerm({ id, name, parentId }: { id: number; name: string; parentId: number | null }) {
  return (await api.request(UpdateTaxonomyDocument, { input: { id, name, parentId } })).updateTaxonomy;
}
