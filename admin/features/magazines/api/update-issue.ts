import { api } from '../../../shared/api/api.ts';
import {
  UpdateMagazineIssueDocument,
  type UpdateMagazineIssueMutationVariables,
} from '../../../../content-engine/documents/generated/mutation/magazine/updateMagazineIssue.ts';

export async function updateIssue(input: UpdateMagazineIssueMutationVariables['input']) {
  return (await api.request(UpdateMagazineIssueDocument, { input })).updateMagazineIssue;
}
