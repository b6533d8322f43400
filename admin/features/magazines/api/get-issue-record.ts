import { useApiQuery } from '../../../shared/api/use-api-query.ts';
import { GetMagazineIssueRecordDocument } from '../../../../content-engine/documents/generated/query/magazine/getMagazineIssueRecord.ts';

/** One magazine issue for its edit form (any status); skipped while creating. */
export const useIssueRecord = (id: number | null) =>
  useApiQuery(GetMagazineIssueRecordDocument, { input: { id: id ?? 0 } }, { skip: id === null });
