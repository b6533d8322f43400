import { useApiQuery } from '../../../shared/api/use-api-query.ts';
import { GetContentListDocument } from '../../../../content-engine/documents/generated/query/content/getContentList.ts';

/** This site's items whose name contains the text (or whose id it is), for choosing one to syndicate. */
export const useOwnContent = (search: string) =>
  useApiQuery(
    GetContentListDocument,
    {
      input: {
        search: search || null,
        status: ['PUBLISHED', 'DRAFT'],
        sort: { field: 'updated', order: 'desc' },
        pagination: { limit: 8 },
      },
    },
    { skip: search.trim().length < 2 },
  );
