import { api } from '../../../shared/api/api.ts';
import {
  UpdateContentDocument,
  type UpdateContentMutationVariables,
} from '../../../../content-engine/documents/generated/mutation/content/updateContent.ts';

/** Absent fields are kept; null clears. */
export const updateContent = async (input: UpdateContentMutationVariables['input']) =>
  (await api.request(UpdateContentDocument, { input })).updateContent;
