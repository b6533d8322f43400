import { api } from '../../../shared/api/api.ts';
import {
  UpdateTenantDocument,
  type UpdateTenantMutationVariables,
} from '../../../../content-engine/documents/generated/mutation/tenant/updateTenant.ts';

export async function updateTenant(input: UpdateTenantMutationVariables['input']) {
  return (await api.request(UpdateTenantDocument, { input })).updateTenant;
}
