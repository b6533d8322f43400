import { useApiQuery } from '../../../shared/api/use-api-query.ts';
import {
  GetLayoutBlockUsageDocument,
  type GetLayoutBlockUsageQuery,
} from '../../../../content-engine/documents/generated/query/layoutAnalysis/getLayoutBlockUsage.ts';

export type BlockTypeUsage = GetLayoutBlockUsageQuery['getLayoutBlockUsage']['blockTypes'][number];

/** Per block type, the layouts of the sites (every one the user may see when none is named) that use it (getLayoutBlockUsage). */
export const useLayoutBlockUsage = (sites: string[]) =>
  useApiQuery(GetLayoutBlockUsageDocument, { input: { sites: sites.length ? sites : null } });
