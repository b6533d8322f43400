import { api } from '../../../shared/api/api.ts';
import { CreateMembershipDocument } from '../../../../content-engine/documents/generated/mutation/membership/createMembership.ts';
import type { MembershipInput, MembershipItem } from './membership-types.ts';

export async function createMembership(input: MembershipInput): Promise<MembershipItem> {
  return (await api.request(CreateMembershipDocument, { input })).createMembership;
}
