import { api } from '../../../shared/api/api.ts';
import { UnpublishContentDocument } from '../../../../content-engine/documents/generated/mutation/content/unpublishContent.ts';

export const unpublishContent = async (id: number) =>
  (await api.request(UnpublishContentDocument, { input: { id } })).unpublishContent;
