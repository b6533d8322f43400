import { api } from '../../../shared/api/api.ts';
import {
  BulkUpdateContentDocument,
  type BulkUpdateContentMutationVariables,
} from '../../../../content-engine/documents/generated/mutation/content/bulkUpdateContent.ts';

export const bulkUpdateContent = async (input: BulkUpdateContentMutationVariables['input']) =>
  (await api.request(BulkUpdateContentDocument, { input })).bulkUpdateContent;
