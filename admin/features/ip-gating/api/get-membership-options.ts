import { api } from '../../../shared/api/api.ts';
import { GetMembershipStreamDocument } from '../../../../content-engine/documents/generated/query/membership/getMembershipStream.ts';

/**
 * The site's memberships as select entries (spec admin §3: id, title, status): those a licence may
 * grant are requested with status 1 (spec admin §4); the list asks for all to name granted ones.
 */
export async function getMembershipOptions({
  activeOnly,
}: {
  activeOnly: boolean;
}): Promise<{ id: number; title: string; status: number }[]> {
  const { getMembershipStream } = await api.request(GetMembershipStreamDocument, activeOnly ? { status: 1 } : {});
  return getMembershipStream.edges.map(({ node }) => ({ id: node.id, title: node.title, status: node.status }));
}
