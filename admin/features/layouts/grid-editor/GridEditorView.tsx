import { useId, useState } from 'react';
import type { RowLayout } from '../../../../content-engine/shared/enums.ts';
import type { Grid } from '../../../../content-engine/shared/schemas/grid.ts';
import type { EditorCatalogue } from './editor-catalogue.ts';
import { focusFirst, type GridEditing, type GridEditorProps } from './grid-editing.ts';
import { addRow, columnPlaces, moveRow } from './grid-operations.ts';
import { rowLayoutLabels } from './row-layout-labels.ts';
import { RowEditor } from './RowEditor.tsx';
import { SortableList } from './SortableList.tsx';
import './grid-editor.css';

const gridLabels = { primaryGrid: 'Primary grid', secondaryGrid: 'Secondary grid' } as const;
const newId = () => crypto.randomUUID();

/** The grid editor once the block catalogue is loaded: rows, their columns and blocks, and adding rows. */
export function GridEditorView({
  name,
  value,
  onChange,
  readOnly,
  catalogue,
}: GridEditorProps & { catalogue: EditorCatalogue }) {
  const layoutId = useId();
  const [newLayout, setNewLayout] = useState<RowLayout>('1');
  const [undo, setUndo] = useState<{ message: string; restore: (grid: Grid) => Grid } | null>(null);
  const [status, setStatus] = useState('');
  const [openBlockId, setOpenBlockId] = useState<string | null>(null);
  const gridLabel = gridLabels[name];
  const editing: GridEditing = {
    catalogue,
    gridLabel,
    idPrefix: name,
    readOnly,
    columns: columnPlaces(value),
    update: (change) => onChange(change(value)),
    remove: (change, message, restore) => {
      onChange(change(value));
      setUndo({ message, restore });
      setStatus('');
    },
    // A later change ends the offer to undo a removal (the live region says the latest change).
    announce: (message) => {
      setUndo(null);
      setStatus(message);
    },
    focusLater: (...ids) => focusFirst(ids),
    openBlockId,
    setOpenBlockId,
  };
  const add = () => {
    onChange(addRow(value, newLayout, newId));
    setStatus(`Row ${value.rows.length + 1} added (${newLayout}).`);
  };
  const restore = () => {
    if (!undo) return;
    onChange(undo.restore(value));
    setStatus(`${undo.message.replace(/ removed\.$/, '')} restored.`);
    setUndo(null);
  };
  return (
    <div className="grid-editor">
      {value.rows.length === 0 && <p className="hint">No rows yet.</p>}
      <SortableList
        items={value.rows}
        className="grid-rows"
        describe={(_row, index) => `${gridLabel} row ${index + 1}`}
        onMove={(from, to) => {
          onChange(moveRow(value, from, to));
          setStatus(`Row ${from + 1} moved to position ${to + 1}.`);
        }}
      >
        {(row, index, handle) => (
          <RowEditor row={row} index={index} count={value.rows.length} handle={handle} editing={editing} />
        )}
      </SortableList>
      {!readOnly && (
        <div className="add-row">
          <div className="field">
            <label htmlFor={layoutId}>New row layout</label>
            <select id={layoutId} value={newLayout} onChange={(event) => setNewLayout(event.target.value as RowLayout)}>
              {catalogue.rowLayouts.map(({ layout }) => (
                <option key={layout} value={layout}>
                  {rowLayoutLabels[layout] ?? layout}
                </option>
              ))}
            </select>
          </div>
          <button type="button" className="secondary" onClick={add}>
            Add row
          </button>
        </div>
      )}
      <div className="grid-status" role="status">
        {undo ? (
          <>
            {undo.message}{' '}
            <button type="button" onClick={restore}>
              Undo
            </button>
          </>
        ) : (
          status
        )}
      </div>
    </div>
  );
}
