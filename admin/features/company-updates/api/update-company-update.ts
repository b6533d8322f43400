import { api } from '../../../shared/api/api.ts';
import {
  UpdateCompanyUpdateDocument,
  type UpdateCompanyUpdateMutationVariables,
} from '../../../../content-engine/documents/generated/mutation/companyUpdate/updateCompanyUpdate.ts';

/** Saves the editor's corrections of a submitted update. */
export async function updateCompanyUpdate(input: UpdateCompanyUpdateMutationVariables['input']) {
  return (await api.request(UpdateCompanyUpdateDocument, { input })).updateCompanyUpdate;
}
