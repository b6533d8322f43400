/**
 * The index of a row layout's widest column ("1_2" → 1, "2_1" → 0, "1_2_1" → 1); the first of
 * equals wins. Rows with columnPriority "largest_first" show it first when their columns stack.
 */
export function largestColumn(layout: string): number {
  const widths = layout.split('_').map((n) => Number(n) || 1);
  return widths.indexOf(Math.max(...widths));
}
