import { api } from '../../../shared/api/api.ts';
import {
  CreateTenantDocument,
  type CreateTenantMutationVariables,
} from '../../../../content-engine/documents/generated/mutation/tenant/createTenant.ts';

export async function createTenant(input: CreateTenantMutationVariables['input']) {
  return (await api.request(CreateTenantDocument, { input })).createTenant;
}
