import { api } from '../../../shared/api/api.ts';
import { MatchTaxonomyStreamDocument } from '../../../../content-engine/documents/generated/query/matchTaxonomyStream.ts';
import type { PickedItem } from '../../../shared/ui/SearchPicker.tsx';

/** Taxonomy: matchTaxonomyStream by phrase, name order, 1000 at most (spec admin §7). */
export async function searchTaxonomy(text: string): Promise<PickedItem[]> {
  const { matchTaxonomyStream } = await api.request(MatchTaxonomyStreamDocument, {
    input: { phrase: text, sortField: 'name', sortOrder: 'asc', limit: 1000 },
  });
  return matchTaxonomyStream.edges.map(({ node }) => ({ id: node.id, label: `${node.name} (${node.type})` }));
}
