import { api } from '../../../shared/api/api.ts';
import { CreateContractDocument } from '../../../../content-engine/documents/generated/mutation/contract/createContract.ts';
import type { ContractInput } from './contract-input.ts';

export async function createContract(input: ContractInput) {
  return (await api.request(CreateContractDocument, { input })).createContract;
}
