import { useApiQuery } from '../../../shared/api/use-api-query.ts';
import { GetPersonStreamDocument } from '../../../../content-engine/documents/generated/query/getPersonStream.ts';

/** The contributor select's people: the spec's call, status [PUBLISHED] and limit 9999 (admin §7). */
export const useContributors = () =>
  useApiQuery(GetPersonStreamDocument, { input: { status: ['PUBLISHED'], pagination: { limit: 9999 } } });
