import { api } from '../../../shared/api/api.ts';
import {
  CreateContentDocument,
  type CreateContentMutationVariables,
} from '../../../../content-engine/documents/generated/mutation/content/createContent.ts';

export const createContent = async (input: CreateContentMutationVariables['input']) =>
  (await api.request(CreateContentDocument, { input })).createContent;
