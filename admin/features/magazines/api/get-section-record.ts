import { useApiQuery } from '../../../shared/api/use-api-query.ts';
import { GetMagazineSectionRecordDocument } from '../../../../content-engine/documents/generated/query/magazine/getMagazineSectionRecord.ts';

/** One magazine section for its edit form (any status); skipped while creating. */
export const useSectionRecord = (id: number | null) =>
  useApiQuery(GetMagazineSectionRecordDocument, { input: { id: id ?? 0 } }, { skip: id === null });
