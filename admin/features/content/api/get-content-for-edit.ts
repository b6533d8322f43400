import { api } from '../../../shared/api/api.ts';
import { GetContentForEditDocument } from '../../../../content-engine/documents/generated/query/content/getContentForEdit.ts';

/** The item as the editor loads it. */
export const getContentForEdit = async (id: number) =>
  (await api.request(GetContentForEditDocument, { id })).getContent;
