import { api } from '../../../shared/api/api.ts';
import { DeleteLayoutDocument } from '../../../../content-engine/documents/generated/mutation/layout/deleteLayout.ts';

/** Deletes a layout (manage_site_layouts); its pages fall back to the next layout by precedence. */
export const deleteLayout = async (id: number) =>
  (await api.request(DeleteLayoutDocument, { input: { id } })).deleteLayout;
