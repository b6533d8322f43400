import type { Column, Row } from '../../../../content-engine/shared/schemas/grid.ts';
import { BlockEditor } from './BlockEditor.tsx';
import { BlockPicker } from './BlockPicker.tsx';
import type { GridEditing } from './grid-editing.ts';
import { addBlock, moveBlock, updateColumnSettings } from './grid-operations.ts';
import { SettingsFields } from './SettingsFields.tsx';
import { SortableList } from './SortableList.tsx';

interface ColumnEditorProps {
  row: Row;
  column: Column;
  index: number;
  editing: GridEditing;
}

const newId = () => crypto.randomUUID();

/** One column: its settings, its blocks in order, and the picker that adds one. */
export function ColumnEditor({ row, column, index, editing }: ColumnEditorProps) {
  const { catalogue, readOnly, update } = editing;
  const at = { rowId: row.id, columnId: column.id };
  const labelOf = (type: string) => catalogue.byType.get(type)?.label ?? type;
  const add = (type: string) => {
    const id = newId();
    const defaults = catalogue.byType.get(type)?.defaultSettings ?? {};
    update((grid) => addBlock(grid, at, type, defaults, () => id));
    editing.setOpenBlockId(id);
    editing.announce(`${labelOf(type)} added to column ${index + 1}.`);
  };
  return (
    <div role="group" aria-label={`Column ${index + 1}`} className="grid-column">
      <SettingsFields
        fields={catalogue.columnFields}
        values={column.settings}
        readOnly={readOnly}
        onChange={(settings) =>
          update((grid) => updateColumnSettings(grid, row.id, column.id, settings as Column['settings']))
        }
      />
      {column.blocks.length === 0 && <p className="hint">No blocks.</p>}
      <SortableList
        items={column.blocks}
        className="grid-blocks"
        describe={(block, blockIndex) => `block ${blockIndex + 1}, ${labelOf(block.type)}`}
        onMove={(from, to) => {
          update((grid) => moveBlock(grid, at, from, to));
          editing.announce(`Block ${from + 1} moved to position ${to + 1}.`);
        }}
      >
        {(block, blockIndex, handle) => (
          <BlockEditor
            block={block}
            at={at}
            index={blockIndex}
            count={column.blocks.length}
            handle={handle}
            editing={editing}
          />
        )}
      </SortableList>
      {!readOnly && <BlockPicker catalogue={catalogue} onPick={add} />}
    </div>
  );
}
