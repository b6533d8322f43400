import { useApiQuery } from '../../../shared/api/use-api-query.ts';
import {
  GetLayoutBlockOptionUsageDocument,
  type GetLayoutBlockOptionUsageQuery,
} from '../../../../content-engine/documents/generated/query/layoutAnalysis/getLayoutBlockOptionUsage.ts';

export type LayoutBlockOptionUsage = GetLayoutBlockOptionUsageQuery['getLayoutBlockOptionUsage'];

/** A block type's option values counted, and the blocks whose option has the value (getLayoutBlockOptionUsage); idle without a type. */
export const useLayoutBlockOptionUsage = (input: {
  blockType: string;
  sites: string[];
  option: string;
  value: string;
}) =>
  useApiQuery(
    GetLayoutBlockOptionUsageDocument,
    {
      input: {
        blockType: input.blockType,
        sites: input.sites.length ? input.sites : null,
        option: input.option || null,
        value: input.value || null,
      },
    },
    { skip: !input.blockType },
  );
