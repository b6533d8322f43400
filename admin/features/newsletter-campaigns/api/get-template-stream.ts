import { useApiQuery } from '../../../shared/api/use-api-query.ts';
import { GetNewsletterTemplateStreamDocument } from '../../../../content-engine/documents/generated/query/newsletter/getNewsletterTemplateStream.ts';

/** The site's active templates with their payloads, for selects and the blocks of a campaign. */
export const useTemplateStream = () => useApiQuery(GetNewsletterTemplateStreamDocument, {});
