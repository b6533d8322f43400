import { useApiQuery } from '../../../shared/api/use-api-query.ts';
import {
  GetContractStreamDocument,
  type GetContractStreamQuery,
  type GetContractStreamQueryVariables,
} from '../../../../content-engine/documents/generated/query/contract/getContractStream.ts';

export type ContractItem = GetContractStreamQuery['getContractStream']['edges'][number]['node'];

/** A page of the site's contracts, newest first (getContractStream). */
export const useContractStream = (variables: GetContractStreamQueryVariables) =>
  useApiQuery(GetContractStreamDocument, variables);
