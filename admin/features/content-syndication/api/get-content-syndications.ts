import { useApiQuery } from '../../../shared/api/use-api-query.ts';
import { GetContentSyndicationsDocument } from '../../../../content-engine/documents/generated/query/syndication/getContentSyndications.ts';

/** Where one item of this site is syndicated (syndication/getContentSyndications); skipped without an item. */
export const useContentSyndications = (contentId: number | null) =>
  useApiQuery(GetContentSyndicationsDocument, { input: { contentId: contentId ?? 0 } }, { skip: !contentId });
