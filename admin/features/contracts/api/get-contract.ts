import { useApiQuery } from '../../../shared/api/use-api-query.ts';
import {
  GetContractDocument,
  type GetContractQuery,
} from '../../../../content-engine/documents/generated/query/contract/getContract.ts';

export type ContractDetail = GetContractQuery['getContract'];

/** One contract with its token (getContract); skipped on the create screen. */
export const useContract = (id: number | null) =>
  useApiQuery(GetContractDocument, { input: { id: id ?? 0 } }, { skip: id === null });
