import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { blockTypesByGroup, type EditorCatalogue } from './editor-catalogue.ts';

/** Adds a block to a column: the whole catalogue by group, narrowed by a search of the block names. */
export function BlockPicker({ catalogue, onPick }: { catalogue: EditorCatalogue; onPick: (type: string) => void }) {
  const panelId = useId();
  const searchId = useId();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const toggleRef = useRef<HTMLButtonElement>(null);
  const groups = open ? blockTypesByGroup(catalogue, search) : [];
  const close = () => {
    setOpen(false);
    setSearch('');
    toggleRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    close();
  };
  return (
    <div className="block-picker">
      <button
        ref={toggleRef}
        type="button"
        className="secondary"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => (open ? close() : setOpen(true))}
      >
        Add block
      </button>
      <div id={panelId} className="block-picker-panel" hidden={!open} onKeyDown={onKeyDown}>
        {open && (
          <>
            <div className="field">
              <label htmlFor={searchId}>Search block types</label>
              <input
                id={searchId}
                type="search"
                value={search}
                autoFocus
                autoComplete="off"
                onChange={(event) => setSearch(event.target.value)}
              />
            </div>
            {groups.length === 0 && <p role="status">No block type matches “{search}”.</p>}
            {groups.map(({ group, blockTypes }) => (
              <div key={group} role="group" aria-label={group} className="block-picker-group">
                <p className="block-picker-group-name" aria-hidden="true">
                  {group}
                </p>
                <ul>
                  {blockTypes.map((blockType) => (
                    <li key={blockType.type}>
                      <button
                        type="button"
                        onClick={() => {
                          onPick(blockType.type);
                          setOpen(false);
                          setSearch('');
                        }}
                      >
                        {blockType.label}
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </>
        )}
      </div>
    </div>
  );
}
