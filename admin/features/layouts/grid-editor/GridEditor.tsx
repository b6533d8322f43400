import { useBlockCatalogue } from './api/get-block-catalogue.ts';
import type { GridEditorProps } from './grid-editing.ts';
import { GridEditorView } from './GridEditorView.tsx';

export type { GridEditorProps };

/**
 * A layout grid's editor (ADR 45): rows of the seven row layouts, blocks per column from the
 * whole block catalogue, and every row, column and block setting as forms generated from the
 * settings schemas the engine sends (getBlockCatalogue). Controlled: `value` is the grid,
 * `onChange` receives each changed grid.
 */
export function GridEditor(props: GridEditorProps) {
  const { data: catalogue, error } = useBlockCatalogue();
  if (!catalogue)
    return (
      <p role="status" className={error ? 'form-error' : 'loading'}>
        {error ? `The block catalogue could not be loaded: ${error}` : 'Loading the block catalogue…'}
      </p>
    );
  return <GridEditorView {...props} catalogue={catalogue} />;
}
