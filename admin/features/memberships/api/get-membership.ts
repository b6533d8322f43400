import { api } from '../../../shared/api/api.ts';
import { GetMembershipDocument } from '../../../../content-engine/documents/generated/query/membership/getMembership.ts';
import type { MembershipItem } from './membership-types.ts';

export async function getMembership(id: number): Promise<MembershipItem> {
  return (await api.request(GetMembershipDocument, { id })).getMembership;
}
