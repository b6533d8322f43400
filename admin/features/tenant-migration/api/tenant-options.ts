import { useApiQuery } from '../../../shared/api/use-api-query.ts';
import { GetTenantsDocument } from '../../../../content-engine/documents/generated/query/tenant/getTenants.ts';

/** The tenants the user may see, test ones included, for the tenant selects. */
export const useTenantOptions = () =>
  useApiQuery(GetTenantsDocument, { input: { includeTest: true, pagination: { limit: 200 } } });
