import { newDesignRowLayout } from '../../content-engine/shared/new-design-rows.ts';

/** Row layouts (spec public §2) as CSS grid columns; the new design maps 1_3→1_2, 3_1→2_1, 1_2_1→1_1_1. */
export function effectiveRowLayout(layout: string, useNewDesign: boolean): string {
  return useNewDesign ? newDesignRowLayout(layout) : layout;
}

/** "1_2" → "1fr 2fr". */
export const gridColumns = (layout: string) =>
  layout
    .split('_')
    .map((n) => `${Number(n) || 1}fr`)
    .join(' ');
