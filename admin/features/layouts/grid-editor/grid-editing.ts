import type { Grid } from '../../../../content-engine/shared/schemas/grid.ts';
import type { EditorCatalogue } from './editor-catalogue.ts';
import type { ColumnPlace } from './grid-operations.ts';

/** The grid editor's props, as the layout form mounts it for each grid. */
export interface GridEditorProps {
  name: 'primaryGrid' | 'secondaryGrid';
  value: Grid;
  onChange: (grid: Grid) => void;
  readOnly: boolean;
}

/** What every part of the grid editor shares: the catalogue, how to change the grid, undo and focus. */
export interface GridEditing {
  catalogue: EditorCatalogue;
  /** 'Primary grid' or 'Secondary grid': it prefixes the rows' names, unique on the page. */
  gridLabel: string;
  /** The prefix of element ids, unique on the page (the grid's field name). */
  idPrefix: string;
  readOnly: boolean;
  /** Every column of the grid, where a block can be moved to. */
  columns: ColumnPlace[];
  /** Applies a grid operation (grid-operations.ts) to the grid as it is now. */
  update: (change: (grid: Grid) => Grid) => void;
  /** Applies a removal and offers to undo it: `restore` puts the removed part back. */
  remove: (change: (grid: Grid) => Grid, message: string, restore: (grid: Grid) => Grid) => void;
  /** Says a change to screen readers (the editor's live region). */
  announce: (message: string) => void;
  /** Focuses an element by id once the change has rendered (after a move). */
  focusLater: (...ids: string[]) => void;
  /** The block whose settings open on their own (the one just added). */
  openBlockId: string | null;
  setOpenBlockId: (id: string | null) => void;
}

/** The first of the ids that names an enabled element gets the focus, after the next render. */
export function focusFirst(ids: readonly string[]) {
  requestAnimationFrame(() => {
    for (const id of ids) {
      const element = document.getElementById(id);
      if (element && !(element as HTMLButtonElement).disabled) return element.focus();
    }
  });
}
