import { useApiQuery } from '../../../shared/api/use-api-query.ts';
import { GetNewsletterAdListDocument, type AdListInput } from './pending-documents.ts';

/** A page of the site's newsletter ads (getNewsletterAdList). */
export const useAdList = (input: AdListInput) => useApiQuery(GetNewsletterAdListDocument, { input });
