import { api } from '../../../shared/api/api.ts';
import { GetContentListDocument } from '../../../../content-engine/documents/generated/query/content/getContentList.ts';
import type { PickedContent } from '../components/picked-content.ts';

/** The items with these ids (any status) as the block editor labels them, by id. */
export async function getContentNames(ids: number[]): Promise<Map<number, PickedContent>> {
  if (!ids.length) return new Map();
  const { getContentStream } = await api.request(GetContentListDocument, {
    input: { includeContentIds: ids, status: ['PUBLISHED', 'DRAFT'], pagination: { limit: ids.length } },
  });
  return new Map(
    getContentStream.edges.map(({ node }) => [
      node.id,
      { id: node.id, label: `${node.name} (${node.type} ${node.id})` },
    ]),
  );
}
