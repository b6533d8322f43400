import type { Grid } from '../../../../content-engine/shared/schemas/grid.ts';

export interface LayoutGridFieldProps {
  name: 'primaryGrid' | 'secondaryGrid';
  value: Grid;
  onChange: (grid: Grid) => void;
  readOnly: boolean;
}

/**
 * One of the layout's grids in the form. For now a compact outline (each row's layout, each
 * column's blocks by type and title); the grid editor (grid-editor/GridEditor.tsx, same props)
 * takes its place, and `onChange` is how its edits reach the form.
 */
export function LayoutGridField({ name, value }: LayoutGridFieldProps) {
  if (!value.rows.length) return <p className="grid-outline-empty">No rows.</p>;
  return (
    <ol className="grid-outline" aria-label={name === 'primaryGrid' ? 'Primary grid rows' : 'Secondary grid rows'}>
      {value.rows.map((row, rowIndex) => (
        <li key={row.id}>
          <span className="grid-outline-row">
            Row {rowIndex + 1}: layout {row.settings.layout}
            {row.settings.title ? ` · “${row.settings.title}”` : ''}
          </span>
          <ol className="grid-outline-columns">
            {row.columns.map((column, columnIndex) => (
              <li key={column.id}>
                Column {columnIndex + 1}:{' '}
                {column.blocks.length
                  ? column.blocks
                      .map((block) => (block.settings.title ? `${block.type} (“${block.settings.title}”)` : block.type))
                      .join(', ')
                  : 'no blocks'}
              </li>
            ))}
          </ol>
        </li>
      ))}
    </ol>
  );
}
