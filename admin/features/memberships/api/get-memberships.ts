import { api } from '../../../shared/api/api.ts';
import { GetMembershipStreamDocument } from '../../../../content-engine/documents/generated/query/membership/getMembershipStream.ts';
import type { MembershipItem } from './membership-types.ts';

/** Every membership of the site, active or not, by id (a site has a handful: the list filters and pages them here). */
export async function getMemberships(): Promise<MembershipItem[]> {
  const { getMembershipStream } = await api.request(GetMembershipStreamDocument, {});
  return getMembershipStream.edges.map((edge) => edge.node);
}
