import { api } from '../../../shared/api/api.ts';
import {
  GetLayoutForPathDocument,
  type GetLayoutForPathQuery,
} from '../../../../content-engine/documents/generated/query/layout/getLayoutForPath.ts';

export type LayoutForPath = GetLayoutForPathQuery['getLayoutForPath'];

/** Which layout a path or URL of the site renders with, the rule that chose it and why. */
export const getLayoutForPath = async (path: string): Promise<LayoutForPath> =>
  (await api.request(GetLayoutForPathDocument, { input: { path } })).getLayoutForPath;
