import { useApiQuery } from '../../../shared/api/use-api-query.ts';
import { GetNewsletterContentScheduleListDocument, type ContentScheduleListInput } from './pending-documents.ts';

/** A page of the content scheduled to the site's newsletters (getNewsletterContentScheduleList). */
export const useContentScheduleList = (input: ContentScheduleListInput) =>
  useApiQuery(GetNewsletterContentScheduleListDocument, { input });
