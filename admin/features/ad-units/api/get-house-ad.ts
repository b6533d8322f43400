import { useApiQuery } from '../../../shared/api/use-api-query.ts';
import { GetHouseAdDocument } from '../../../../content-engine/documents/generated/query/ads/getHouseAd.ts';

/** One house ad for its edit form (getHouseAd); skipped on create. */
export const useHouseAd = (id: number | null) =>
  useApiQuery(GetHouseAdDocument, { input: { id: id ?? 0 } }, { skip: id === null });
