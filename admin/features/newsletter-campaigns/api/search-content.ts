import { api } from '../../../shared/api/api.ts';
import { GetContentListDocument } from '../../../../content-engine/documents/generated/query/content/getContentList.ts';
import type { PickedContent } from '../components/picked-content.ts';

/** Published items of any type whose name (or id) matches, newest first: what a block may show. */
export async function searchContent(text: string): Promise<PickedContent[]> {
  const { getContentStream } = await api.request(GetContentListDocument, {
    input: {
      status: ['PUBLISHED'],
      search: text,
      sort: { field: 'published', order: 'desc' },
      pagination: { limit: 20 },
    },
  });
  return getContentStream.edges.map(({ node }) => ({ id: node.id, label: `${node.name} (${node.type} ${node.id})` }));
}
