import { api } from '../../../shared/api/api.ts';
import { RejectCompanyUpdateDocument } from '../../../../content-engine/documents/generated/mutation/companyUpdate/rejectCompanyUpdate.ts';

/** Rejects a submitted update or withdraws an open request. */
export async function rejectCompanyUpdate(id: number, reason: string) {
  return (await api.request(RejectCompanyUpdateDocument, { input: { id, reason } })).rejectCompanyUpdate;
}
