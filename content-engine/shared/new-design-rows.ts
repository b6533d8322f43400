import type { RowLayout } from './enums.ts';

/**
 * The row layouts the new design shows differently (spec public "Grid rendering"): the site maps
 * them when it renders (site/lib/row-layout.ts) and /admin/migrate-to-new-design rewrites them.
 */
export const newDesignRowLayouts: Partial<Record<RowLayout, RowLayout>> = {
  '1_3': '1_2',
  '3_1': '2_1',
  '1_2_1': '1_1_1',
};

/** The layout a row of `layout` has in the new design. */
export const newDesignRowLayout = (layout: string): string => newDesignRowLayouts[layout as RowLayout] ?? layout;
