import { useApiQuery } from '../../../shared/api/use-api-query.ts';
import { GetNewsletterTemplateDocument } from '../../../../content-engine/documents/generated/query/newsletter/getNewsletterTemplate.ts';

/** One newsletter template for its edit form (any status); skipped while creating. */
export const useTemplate = (id: number | null) =>
  useApiQuery(GetNewsletterTemplateDocument, { input: { id: id ?? 0 } }, { skip: id === null });
