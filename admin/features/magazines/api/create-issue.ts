import { api } from '../../../shared/api/api.ts';
import {
  CreateMagazineIssueDocument,
  type CreateMagazineIssueMutationVariables,
} from '../../../../content-engine/documents/generated/mutation/magazine/createMagazineIssue.ts';

export async function createIssue(input: CreateMagazineIssueMutationVariables['input']) {
  return (await api.request(CreateMagazineIssueDocument, { input })).createMagazineIssue;
}
