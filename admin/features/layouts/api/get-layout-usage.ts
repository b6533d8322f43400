import { api } from '../../../shared/api/api.ts';
import {
  GetLayoutUsageDocument,
  type GetLayoutUsageQuery,
} from '../../../../content-engine/documents/generated/query/layout/getLayoutUsage.ts';

export type LayoutUsage = GetLayoutUsageQuery['getLayoutUsage'];

/** Which pages of the site render with a layout: what its delete confirmation says. */
export const getLayoutUsage = async (id: number): Promise<LayoutUsage> =>
  (await api.request(GetLayoutUsageDocument, { input: { id } })).getLayoutUsage;
