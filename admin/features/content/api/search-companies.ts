import { api } from '../../../shared/api/api.ts';
import { GetContentListDocument } from '../../../../content-engine/documents/generated/query/content/getContentList.ts';
import type { PickedItem } from '../editor/SearchPicker.tsx';

/** Company: Company content items whose name matches. */
export async function searchCompanies(text: string): Promise<PickedItem[]> {
  const { getContentStream } = await api.request(GetContentListDocument, {
    input: {
      includeContentTypes: ['Company'],
      status: ['PUBLISHED', 'DRAFT'],
      search: text,
      sort: { field: 'name', order: 'asc' },
      pagination: { limit: 20 },
    },
  });
  return getContentStream.edges.map(({ node }) => ({ id: node.id, label: node.name }));
}
