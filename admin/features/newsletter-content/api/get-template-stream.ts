import { useApiQuery } from '../../../shared/api/use-api-query.ts';
import { GetNewsletterTemplateStreamDocument } from '../../../../content-engine/documents/generated/query/newsletter/getNewsletterTemplateStream.ts';

/** The site's active templates with their blocks, for the filter and the schedule form. */
export const useTemplateStream = () => useApiQuery(GetNewsletterTemplateStreamDocument, {});
