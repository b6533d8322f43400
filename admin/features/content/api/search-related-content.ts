import { api } from '../../../shared/api/api.ts';
import { GetContentListDocument } from '../../../../content-engine/documents/generated/query/content/getContentList.ts';
import type { PickedItem } from '../../../shared/ui/SearchPicker.tsx';

/** Related content: published and draft items of any type whose name (or id) matches. */
export async function searchRelatedContent(text: string): Promise<PickedItem[]> {
  const { getContentStream } = await api.request(GetContentListDocument, {
    input: {
      status: ['PUBLISHED', 'DRAFT'],
      search: text,
      sort: { field: 'published', order: 'desc' },
      pagination: { limit: 20 },
    },
  });
  return getContentStream.edges.map(({ node }) => ({ id: node.id, label: `${node.name} (${node.type} ${node.id})` }));
}
