import { api } from '../../../shared/api/api.ts';
import { GetContentListDocument } from '../../../../content-engine/documents/generated/query/content/getContentList.ts';

export interface ContentChoice {
  id: number;
  label: string;
}

/** Published items whose name (or id) matches, newest first. */
export async function searchContent(text: string): Promise<ContentChoice[]> {
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
