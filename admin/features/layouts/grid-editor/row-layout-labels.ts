import type { RowLayout } from '../../../../content-engine/shared/enums.ts';

/** A row layout in words: its columns' shares of the row. */
export const rowLayoutLabels: Record<RowLayout, string> = {
  '1': '1 — one full-width column',
  '1_2': '1_2 — narrow, wide (1/3 + 2/3)',
  '2_1': '2_1 — wide, narrow (2/3 + 1/3)',
  '1_3': '1_3 — narrow, wider (1/4 + 3/4)',
  '3_1': '3_1 — wider, narrow (3/4 + 1/4)',
  '1_1_1': '1_1_1 — three equal columns',
  '1_2_1': '1_2_1 — narrow, wide, narrow (1/4 + 1/2 + 1/4)',
};
