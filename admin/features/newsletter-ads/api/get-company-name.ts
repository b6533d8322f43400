import { api } from '../../../shared/api/api.ts';
import { GetContentListDocument } from '../../../../content-engine/documents/generated/query/content/getContentList.ts';

/** The name of the Company item an ad names (null when it is gone). */
export async function getCompanyName(id: number): Promise<string | null> {
  const { getContentStream } = await api.request(GetContentListDocument, {
    input: { includeContentIds: [id], status: ['PUBLISHED', 'DRAFT'], pagination: { limit: 1 } },
  });
  return getContentStream.edges[0]?.node.name ?? null;
}
