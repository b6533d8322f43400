import { api } from '../../../shared/api/api.ts';
import { GetMembershipStreamDocument } from '../../../../content-engine/documents/generated/query/membership/getMembershipStream.ts';

/** The site's memberships a licence may grant: id, title and whether it is active (spec admin §3 select entry). */
export async function getMembershipOptions(): Promise<{ id: number; title: string; status: number }[]> {
  const { getMembershipStream } = await api.request(GetMembershipStreamDocument, {});
  return getMembershipStream.edges.map(({ node }) => ({ id: node.id, title: node.title, status: node.status }));
}
