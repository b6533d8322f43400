import { api } from '../../../shared/api/api.ts';
import { GetMembershipStreamDocument } from '../../../../content-engine/documents/generated/query/membership/getMembershipStream.ts';

/** The memberships an item may be gated to: the active ones (getMembershipStream status 1, spec admin §4). */
export const getActiveMemberships = async () =>
  (await api.request(GetMembershipStreamDocument, { status: 1 })).getMembershipStream.edges.map(({ node }) => ({
    id: node.id,
    title: node.title,
  }));
