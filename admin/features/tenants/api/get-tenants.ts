import { useApiQuery } from '../../../shared/api/use-api-query.ts';
import {
  GetTenantsDocument,
  type GetTenantsQueryVariables,
} from '../../../../content-engine/documents/generated/query/tenant/getTenants.ts';

/** A page of the tenants the user may see (getTenants). */
export const useTenantPage = (variables: GetTenantsQueryVariables) => useApiQuery(GetTenantsDocument, variables);
