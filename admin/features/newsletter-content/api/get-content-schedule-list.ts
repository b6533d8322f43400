import { useApiQuery } from '../../../shared/api/use-api-query.ts';
import {
  GetNewsletterContentScheduleListDocument,
  type GetNewsletterContentScheduleListQueryVariables,
} from '../../../../content-engine/documents/generated/query/newsletter/getNewsletterContentScheduleList.ts';

/** A page of the content scheduled to the site's newsletters (getNewsletterContentScheduleList). */
export const useContentScheduleList = (input: NonNullable<GetNewsletterContentScheduleListQueryVariables['input']>) =>
  useApiQuery(GetNewsletterContentScheduleListDocument, { input });
