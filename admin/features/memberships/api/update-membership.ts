import { api } from '../../../shared/api/api.ts';
import { UpdateMembershipDocument } from '../../../../content-engine/documents/generated/mutation/membership/updateMembership.ts';
import type { MembershipInput, MembershipItem } from './membership-types.ts';

export async function updateMembership(id: number, input: MembershipInput): Promise<MembershipItem> {
  return (await api.request(UpdateMembershipDocument, { input: { id, ...input } })).updateMembership;
}
