import { useApiQuery } from '../../../shared/api/use-api-query.ts';
import {
  GetNewsletterTemplateListDocument,
  type GetNewsletterTemplateListQueryVariables,
} from '../../../../content-engine/documents/generated/query/newsletter/getNewsletterTemplateList.ts';

/** A page of the site's newsletter templates (getNewsletterTemplateList). */
export const useTemplateList = (variables: GetNewsletterTemplateListQueryVariables) =>
  useApiQuery(GetNewsletterTemplateListDocument, variables);
