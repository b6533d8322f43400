import { useApiQuery } from '../../../shared/api/use-api-query.ts';
import { MagazineIssuesForSelectDocument } from '../../../../content-engine/documents/generated/query/magazine/magazineIssuesForSelect.ts';

/** A publication's issues (none until one is picked). */
export const useIssuesForSelect = (publicationId: number | null) =>
  useApiQuery(
    MagazineIssuesForSelectDocument,
    { input: { publicationId: publicationId ?? 0 } },
    { skip: !publicationId },
  );
