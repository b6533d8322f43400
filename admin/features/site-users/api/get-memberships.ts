import { useApiQuery } from '../../../shared/api/use-api-query.ts';
import { GetMembershipStreamDocument } from '../../../../content-engine/documents/generated/query/membership/getMembershipStream.ts';

/** The site's memberships, every status (the filter; the grant select keeps the active ones). */
export const useMemberships = () => useApiQuery(GetMembershipStreamDocument, {});
