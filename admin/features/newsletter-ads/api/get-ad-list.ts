import { useApiQuery } from '../../../shared/api/use-api-query.ts';
import {
  GetNewsletterAdListDocument,
  type GetNewsletterAdListQueryVariables,
} from '../../../../content-engine/documents/generated/query/newsletter/getNewsletterAdList.ts';

/** A page of the site's newsletter ads (getNewsletterAdList). */
export const useAdList = (input: NonNullable<GetNewsletterAdListQueryVariables['input']>) =>
  useApiQuery(GetNewsletterAdListDocument, { input });
