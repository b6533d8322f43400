import { api } from '../../../shared/api/api.ts';
import { DeleteContractDocument } from '../../../../content-engine/documents/generated/mutation/contract/deleteContract.ts';

export async function deleteContract(id: number): Promise<void> {
  await api.request(DeleteContractDocument, { input: { id } });
}
