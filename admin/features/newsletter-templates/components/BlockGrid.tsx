import { useState } from 'react';
import { get, useFieldArray, useFormContext } from 'react-hook-form';
import {
  newsletterBlockTypeLabels,
  newsletterBlockTypes,
  type NewsletterBlockType,
} from '../../../../content-engine/shared/newsletters/constants.ts';
import type { NewsletterTemplatePayload } from '../../../../content-engine/shared/newsletters/template-schema.ts';
import { SortableList } from '../../../shared/ui/SortableList.tsx';
import { BlockEditor } from './BlockEditor.tsx';
import { newBlock } from './template-form-values.ts';

/**
 * The template's blocks in e-mail order: add one of the seven types, reorder by drag and drop
 * (from the handle with the keyboard too: Space, arrows, Space) or the move buttons, remove.
 */
export function BlockGrid({ locked }: { locked: boolean }) {
  const { control, getValues, formState } = useFormContext<NewsletterTemplatePayload>();
  const blocks = useFieldArray({ control, name: 'blocks' });
  const [type, setType] = useState<NewsletterBlockType>('content_list');
  const [announcement, setAnnouncement] = useState('');
  const rootError = (get(formState.errors, 'blocks') as { root?: { message?: string } } | undefined)?.root;
  const move = (from: number, to: number) => {
    blocks.move(from, to);
    setAnnouncement(`Block ${from + 1} moved to position ${to + 1}.`);
  };
  const add = () => {
    blocks.append(
      newBlock(
        type,
        getValues('blocks').map((b) => b.key),
      ),
    );
    setAnnouncement(`${newsletterBlockTypeLabels[type]} block added as block ${blocks.fields.length + 1}.`);
  };
  return (
    <fieldset className="newsletter-blocks">
      <legend>Blocks</legend>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {blocks.fields.length === 0 && <p className="hint">No blocks yet.</p>}
      <SortableList
        className="newsletter-block-list"
        items={blocks.fields}
        describe={(_, index) => `block ${index + 1}`}
        onMove={move}
      >
        {(_, index, handle) => (
          <BlockEditor
            index={index}
            count={blocks.fields.length}
            handle={handle}
            locked={locked}
            onMove={(to) => move(index, to)}
            onRemove={() => {
              blocks.remove(index);
              setAnnouncement(`Block ${index + 1} removed.`);
            }}
          />
        )}
      </SortableList>
      {rootError?.message && (
        <p className="field-error" role="alert">
          {rootError.message}
        </p>
      )}
      {!locked && (
        <div className="editor-actions">
          <label htmlFor="new-block-type">Block type</label>
          <select
            id="new-block-type"
            value={type}
            onChange={(event) => setType(event.target.value as NewsletterBlockType)}
          >
            {newsletterBlockTypes.map((t) => (
              <option key={t} value={t}>
                {newsletterBlockTypeLabels[t]}
              </option>
            ))}
          </select>
          <button type="button" className="secondary" onClick={add}>
            Add block
          </button>
        </div>
      )}
    </fieldset>
  );
}
