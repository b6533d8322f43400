import { useId, useState } from 'react';
import type { RowLayout } from '../../../../content-engine/shared/enums.ts';
import type { Row } from '../../../../content-engine/shared/schemas/grid.ts';
import { ColumnEditor } from './ColumnEditor.tsx';
import type { GridEditing } from './grid-editing.ts';
import { changeRowLayout, insertRow, moveRow, removeRow, updateRowSettings } from './grid-operations.ts';
import { rowLayoutLabels } from './row-layout-labels.ts';
import { SettingsFields } from './SettingsFields.tsx';
import type { DragHandleProps } from './SortableList.tsx';

interface RowEditorProps {
  row: Row;
  index: number;
  count: number;
  handle: DragHandleProps;
  editing: GridEditing;
}

const newId = () => crypto.randomUUID();

/** One row: its layout, moves, removal, its settings and its columns. */
export function RowEditor({ row, index, count, handle, editing }: RowEditorProps) {
  const layoutId = useId();
  const settingsId = useId();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const { catalogue, readOnly, update, idPrefix } = editing;
  const name = `${editing.gridLabel} row ${index + 1}`;
  const buttonId = (action: string) => `${idPrefix}-row-${row.id}-${action}`;
  const move = (to: number) => {
    update((grid) => moveRow(grid, index, to));
    editing.announce(`Row ${index + 1} moved to position ${to + 1}.`);
    editing.focusLater(buttonId(to < index ? 'up' : 'down'), buttonId(to < index ? 'down' : 'up'));
  };
  const changeLayout = (layout: RowLayout) => {
    update((grid) => changeRowLayout(grid, row.id, layout, newId));
    editing.announce(`Row ${index + 1} now has the layout ${layout}.`);
  };
  return (
    <section className="grid-row" aria-label={name}>
      <div className="grid-row-bar">
        {!readOnly && (
          <button type="button" className="drag-handle" aria-label={`Drag ${name}`} {...handle}>
            ⠿
          </button>
        )}
        <span className="grid-row-name">Row {index + 1}</span>
        <div className="field inline">
          <label htmlFor={layoutId}>Row layout</label>
          <select
            id={layoutId}
            value={row.settings.layout}
            disabled={readOnly}
            onChange={(event) => changeLayout(event.target.value as RowLayout)}
          >
            {catalogue.rowLayouts.map(({ layout }) => (
              <option key={layout} value={layout}>
                {rowLayoutLabels[layout] ?? layout}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          aria-expanded={settingsOpen}
          aria-controls={settingsId}
          onClick={() => setSettingsOpen((open) => !open)}
        >
          Row settings
        </button>
        {!readOnly && (
          <>
            <button type="button" id={buttonId('up')} disabled={index === 0} onClick={() => move(index - 1)}>
              Move up
            </button>
            <button type="button" id={buttonId('down')} disabled={index === count - 1} onClick={() => move(index + 1)}>
              Move down
            </button>
            <button
              type="button"
              className="danger"
              onClick={() =>
                editing.remove(
                  (grid) => removeRow(grid, row.id),
                  `Row ${index + 1} removed.`,
                  (grid) => insertRow(grid, row, index),
                )
              }
            >
              Remove row
            </button>
          </>
        )}
      </div>
      <fieldset id={settingsId} className="row-settings" hidden={!settingsOpen}>
        <legend>Row {index + 1} settings</legend>
        {settingsOpen && (
          <SettingsFields
            fields={catalogue.rowFields}
            values={row.settings}
            readOnly={readOnly}
            onChange={(settings) => update((grid) => updateRowSettings(grid, row.id, settings as Row['settings']))}
          />
        )}
      </fieldset>
      <div className={`grid-columns layout-${row.settings.layout}`}>
        {row.columns.map((column, columnIndex) => (
          <ColumnEditor key={column.id} row={row} column={column} index={columnIndex} editing={editing} />
        ))}
      </div>
    </section>
  );
}
