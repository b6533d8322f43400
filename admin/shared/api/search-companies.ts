import { api } from './api.ts';
import { GetContentListDocument } from '../../../content-engine/documents/generated/query/content/getContentList.ts';

export interface CompanyChoice {
  id: number;
  name: string;
}

/** The site's Company items (published and drafts) whose name matches, by name: the pickers of companies. */
export async function searchCompanies(text: string): Promise<CompanyChoice[]> {
  const { getContentStream } = await api.request(GetContentListDocument, {
    input: {
      includeContentTypes: ['Company'],
      status: ['PUBLISHED', 'DRAFT'],
      search: text,
      sort: { field: 'name', order: 'asc' },
      pagination: { limit: 20 },
    },
  });
  return getContentStream.edges.map(({ node }) => ({ id: node.id, name: node.name }));
}
