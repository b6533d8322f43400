import { api } from '../../../shared/api/api.ts';
import { DeleteAspireNewsDocument } from '../../../../content-engine/documents/generated/mutation/aspireNews/deleteAspireNews.ts';

/** manage_modules only. */
export const deleteAspireNews = (id: number) => api.request(DeleteAspireNewsDocument, { id });
