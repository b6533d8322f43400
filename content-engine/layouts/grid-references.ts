import type { Grid } from '../shared/schemas/grid.ts';

/** A tenant id a grid block points at, with the field path naming it. */
export interface GridReference {
  kind: 'section' | 'content';
  id: number;
  path: string;
}

/** Every section and content id the list blocks of `grid` draw from ("current" is no reference). */
export function gridReferences(grid: Grid, field: string): GridReference[] {
  return grid.rows.flatMap((row, r) =>
    row.columns.flatMap((column, c) =>
      column.blocks.flatMap((block, b) => {
        const population = block.settings.population;
        if (!population) return [];
        const at = `${field}.rows.${r}.columns.${c}.blocks.${b}.settings.population`;
        const section: GridReference[] =
          typeof population.section === 'number'
            ? [{ kind: 'section', id: population.section, path: `${at}.section` }]
            : [];
        return [
          ...section,
          ...population.contentIds.map((id, i): GridReference => ({
            kind: 'content',
            id,
            path: `${at}.contentIds.${i}`,
          })),
        ];
      }),
    ),
  );
}
