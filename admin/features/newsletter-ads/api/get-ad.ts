import { useApiQuery } from '../../../shared/api/use-api-query.ts';
import { GetNewsletterAdDocument } from '../../../../content-engine/documents/generated/query/newsletter/getNewsletterAd.ts';

/** One ad with its schedules, for its edit form; skipped while creating. */
export const useAd = (id: number | null) =>
  useApiQuery(GetNewsletterAdDocument, { input: { id: id ?? 0 } }, { skip: id === null });
