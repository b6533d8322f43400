import { useApiQuery } from '../../../shared/api/use-api-query.ts';
import {
  GetCompanyUpdateStreamDocument,
  type GetCompanyUpdateStreamQuery,
  type GetCompanyUpdateStreamQueryVariables,
} from '../../../../content-engine/documents/generated/query/companyUpdate/getCompanyUpdateStream.ts';

export type CompanyUpdateRow = GetCompanyUpdateStreamQuery['getCompanyUpdateStream']['edges'][number]['node'];

/** A page of the site's company update requests (getCompanyUpdateStream). */
export const useCompanyUpdateStream = (variables: GetCompanyUpdateStreamQueryVariables) =>
  useApiQuery(GetCompanyUpdateStreamDocument, variables);
