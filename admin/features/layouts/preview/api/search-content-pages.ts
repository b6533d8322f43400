import { api } from '../../../../shared/api/api.ts';
import { GetContentListDocument } from '../../../../../content-engine/documents/generated/query/content/getContentList.ts';

/** A content item's page the preview can show. */
export interface ContentPage {
  id: number;
  label: string;
  path: string;
}

/** Content items whose name matches, published or draft, with the path of their page (content/getContentList). */
export async function searchContentPages(text: string): Promise<ContentPage[]> {
  const { getContentStream } = await api.request(GetContentListDocument, {
    input: { status: ['PUBLISHED', 'DRAFT'], search: text, pagination: { limit: 10 } },
  });
  return getContentStream.edges.flatMap(({ node }) =>
    node.canonicalPath ? [{ id: node.id, label: `${node.name} (${node.type})`, path: node.canonicalPath }] : [],
  );
}
