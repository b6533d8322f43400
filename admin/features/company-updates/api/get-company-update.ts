import { useApiQuery } from '../../../shared/api/use-api-query.ts';
import {
  GetCompanyUpdateDocument,
  type GetCompanyUpdateQuery,
} from '../../../../content-engine/documents/generated/query/companyUpdate/getCompanyUpdate.ts';

export type CompanyUpdateDetail = GetCompanyUpdateQuery['getCompanyUpdate'];
export type CompanyProfile = NonNullable<CompanyUpdateDetail['current']>;

/** One request with the submitted and the current values. */
export const useCompanyUpdate = (id: number) => useApiQuery(GetCompanyUpdateDocument, { input: { id } });
