import { api } from '../../../shared/api/api.ts';
import {
  GetLayoutDocument,
  type GetLayoutQuery,
} from '../../../../content-engine/documents/generated/query/layout/getLayout.ts';

/** A layout as the form edits it (getLayout and the writes' answers have the same fields). */
export type EditedLayout = GetLayoutQuery['getLayout'];

/** One layout for the form; NOT_FOUND for one the site neither owns, is assigned nor uses. */
export const getLayout = async (id: number): Promise<EditedLayout> =>
  (await api.request(GetLayoutDocument, { input: { id } })).getLayout;
