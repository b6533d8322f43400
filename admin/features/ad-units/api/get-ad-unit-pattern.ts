import { useApiQuery } from '../../../shared/api/use-api-query.ts';
import { GetAdUnitPatternDocument } from '../../../../content-engine/documents/generated/query/ads/getAdUnitPattern.ts';

/** One pattern for its edit form (getAdUnitPattern); skipped on create. */
export const useAdUnitPattern = (id: number | null) =>
  useApiQuery(GetAdUnitPatternDocument, { input: { id: id ?? 0 } }, { skip: id === null });
