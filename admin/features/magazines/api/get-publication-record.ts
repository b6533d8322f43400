import { useApiQuery } from '../../../shared/api/use-api-query.ts';
import { GetMagazinePublicationRecordDocument } from '../../../../content-engine/documents/generated/query/magazine/getMagazinePublicationRecord.ts';

/** One magazine publication for its edit form (any status); skipped while creating. */
export const usePublicationRecord = (id: number | null) =>
  useApiQuery(GetMagazinePublicationRecordDocument, { input: { id: id ?? 0 } }, { skip: id === null });
