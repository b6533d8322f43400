import { api } from '../../../shared/api/api.ts';
import { UpdateContractDocument } from '../../../../content-engine/documents/generated/mutation/contract/updateContract.ts';
import type { ContractInput } from './contract-input.ts';

export async function updateContract(id: number, input: ContractInput) {
  return (await api.request(UpdateContractDocument, { input: { id, ...input } })).updateContract;
}
