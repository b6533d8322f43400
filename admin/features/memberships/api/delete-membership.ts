import { api } from '../../../shared/api/api.ts';
import { DeleteMembershipDocument } from '../../../../content-engine/documents/generated/mutation/membership/deleteMembership.ts';

/** Refused (CONFLICT, with the counts) while site users hold it or content is gated on it. */
export async function deleteMembership(id: number): Promise<void> {
  await api.request(DeleteMembershipDocument, { input: { id } });
}
