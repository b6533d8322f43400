import { api } from '../../../shared/api/api.ts';
import {
  PublishContentDocument,
  type PublishContentMutationVariables,
} from '../../../../content-engine/documents/generated/mutation/content/publishContent.ts';

export const publishContent = async (input: PublishContentMutationVariables['input']) =>
  (await api.request(PublishContentDocument, { input })).publishContent;
