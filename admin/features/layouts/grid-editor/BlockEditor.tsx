import { useId, useState } from 'react';
import type { Block } from '../../../../content-engine/shared/schemas/grid.ts';
import type { GridEditing } from './grid-editing.ts';
import { insertBlock, moveBlock, moveBlockToColumn, removeBlock, updateBlockSettings } from './grid-operations.ts';
import { problemsOf } from './schema-fields.ts';
import { SettingsFields } from './SettingsFields.tsx';
import type { DragHandleProps } from './SortableList.tsx';

interface BlockEditorProps {
  block: Block;
  at: { rowId: string; columnId: string };
  index: number;
  count: number;
  handle: DragHandleProps;
  editing: GridEditing;
}

/** One block: its type, moves, removal, and its settings form generated from its type's schema. */
export function BlockEditor({ block, at, index, count, handle, editing }: BlockEditorProps) {
  const settingsId = useId();
  const { catalogue, readOnly, update, idPrefix } = editing;
  const [open, setOpen] = useState(editing.openBlockId === block.id);
  const blockType = catalogue.byType.get(block.type);
  const label = blockType?.label ?? block.type;
  const name = `Block ${index + 1}: ${label}`;
  const settings = block.settings as Record<string, unknown>;
  const problems = blockType ? Object.keys(problemsOf(blockType.fields, settings)).length : 0;
  const buttonId = (action: string) => `${idPrefix}-block-${block.id}-${action}`;
  const move = (to: number) => {
    update((grid) => moveBlock(grid, at, index, to));
    editing.announce(`${label} moved to position ${to + 1}.`);
    editing.focusLater(buttonId(to < index ? 'up' : 'down'), buttonId(to < index ? 'down' : 'up'));
  };
  const otherColumns = editing.columns.filter(({ rowId, columnId }) => rowId !== at.rowId || columnId !== at.columnId);
  const here = editing.columns.find(({ rowId, columnId }) => rowId === at.rowId && columnId === at.columnId);
  const moveTo = (key: string) => {
    const place = otherColumns.find(({ columnId }) => columnId === key);
    if (!place) return;
    update((grid) => moveBlockToColumn(grid, at, block.id, place));
    editing.announce(`${label} moved to the end of ${place.label.toLowerCase()}.`);
    editing.focusLater(buttonId('column'));
  };
  const toggle = () => {
    setOpen(!open);
    if (editing.openBlockId === block.id) editing.setOpenBlockId(null);
  };
  return (
    <div role="group" aria-label={name} className={`grid-block${problems ? ' has-problems' : ''}`}>
      <div className="grid-block-bar">
        {!readOnly && (
          <button type="button" className="drag-handle" aria-label={`Drag ${name}`} {...handle}>
            ⠿
          </button>
        )}
        <span className="grid-block-name">
          {label}
          {typeof settings.title === 'string' && settings.title && (
            <span className="grid-block-title"> — {settings.title}</span>
          )}
        </span>
        {problems > 0 && <span className="field-error">{problems === 1 ? '1 problem' : `${problems} problems`}</span>}
        <button type="button" aria-expanded={open} aria-controls={settingsId} onClick={toggle}>
          {open ? 'Hide settings' : 'Edit settings'}
        </button>
        {!readOnly && (
          <>
            <button type="button" id={buttonId('up')} disabled={index === 0} onClick={() => move(index - 1)}>
              Move up
            </button>
            <button type="button" id={buttonId('down')} disabled={index === count - 1} onClick={() => move(index + 1)}>
              Move down
            </button>
            {otherColumns.length > 0 && (
              <select
                id={buttonId('column')}
                className="move-to-column"
                aria-label={`Move ${name} to another column`}
                value=""
                onChange={(event) => moveTo(event.target.value)}
              >
                <option value="">{here ? `In ${here.label.toLowerCase()}` : 'Move to column…'}</option>
                {otherColumns.map((place) => (
                  <option key={place.columnId} value={place.columnId}>
                    Move to {place.label.toLowerCase()}
                  </option>
                ))}
              </select>
            )}
            <button
              type="button"
              className="danger"
              onClick={() =>
                editing.remove(
                  (grid) => removeBlock(grid, at, block.id),
                  `${label} block removed.`,
                  (grid) => insertBlock(grid, at, block, index),
                )
              }
            >
              Remove block
            </button>
          </>
        )}
      </div>
      <fieldset id={settingsId} className="block-settings" hidden={!open}>
        <legend>{label} settings</legend>
        {!blockType && <p className="hint">The site has no block type “{block.type}”: it is not shown on pages.</p>}
        {open && blockType && (
          <SettingsFields
            fields={blockType.fields}
            values={settings}
            readOnly={readOnly}
            onChange={(next) => update((grid) => updateBlockSettings(grid, at, block.id, next))}
          />
        )}
      </fieldset>
    </div>
  );
}
