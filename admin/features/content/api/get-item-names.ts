import { api } from '../../../shared/api/api.ts';
import { GetContentListDocument } from '../../../../content-engine/documents/generated/query/content/getContentList.ts';

/** The names of the site's items with these ids (drafts too), by id. */
export async function getItemNames(ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const { getContentStream } = await api.request(GetContentListDocument, {
    input: { includeContentIds: ids, status: ['PUBLISHED', 'DRAFT'], pagination: { limit: ids.length } },
  });
  return new Map(getContentStream.edges.map(({ node }) => [node.id, node.name]));
}
