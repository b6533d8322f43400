import { useApiQuery } from '../../../shared/api/use-api-query.ts';
import { GetNewsletterTemplateStreamDocument } from '../../../../content-engine/documents/generated/query/newsletter/getNewsletterTemplateStream.ts';

/** The site's active templates, for the template filter and the schedule rows. */
export const useTemplateStream = () => useApiQuery(GetNewsletterTemplateStreamDocument, {});
