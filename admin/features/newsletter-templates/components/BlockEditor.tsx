import { useId, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  newsletterBlockTypeLabels,
  type NewsletterBlockType,
} from '../../../../content-engine/shared/newsletters/constants.ts';
import type { DragHandleProps } from '../../../shared/ui/SortableList.tsx';
import { PathField } from '../../../shared/ui/forms/PathField.tsx';
import { ContactsPicker, PublicationSelect, SectionsPicker } from './PopulationPickers.tsx';

interface BlockEditorProps {
  index: number;
  count: number;
  handle: DragHandleProps;
  /** Basic editors change a block's content only: no styling, moving or removing. */
  locked: boolean;
  onMove: (to: number) => void;
  onRemove: () => void;
}

const layouts = ['list', 'feature', 'grid'].map((v) => ({ value: v, label: v[0]!.toUpperCase() + v.slice(1) }));
const imagePositions = ['left', 'right', 'top', 'none'].map((v) => ({ value: v, label: v }));

/** One block of the template's grid: its title and key, styling, population, call to action. */
export function BlockEditor({ index, count, handle, locked, onMove, onRemove }: BlockEditorProps) {
  const { control } = useFormContext();
  const type = useWatch({ control, name: `blocks.${index}.type` }) as NewsletterBlockType;
  const key = useWatch({ control, name: `blocks.${index}.key` }) as string;
  const [open, setOpen] = useState(true);
  const bodyId = useId();
  const name = `Block ${index + 1}, ${newsletterBlockTypeLabels[type]}`;
  const at = (field: string) => `blocks.${index}.${field}`;
  return (
    <section className="newsletter-block" aria-label={name}>
      <div className="grid-row-bar">
        {!locked && (
          <button type="button" className="drag-handle" aria-label={`Drag ${name}`} {...handle}>
            ⠿
          </button>
        )}
        <span className="grid-row-name">
          {name} <code>{key}</code>
        </span>
        <button type="button" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen(!open)}>
          {open ? 'Collapse' : 'Expand'} block {index + 1}
        </button>
        {!locked && (
          <>
            <button type="button" disabled={index === 0} onClick={() => onMove(index - 1)}>
              Move block {index + 1} up
            </button>
            <button type="button" disabled={index === count - 1} onClick={() => onMove(index + 1)}>
              Move block {index + 1} down
            </button>
            <button type="button" className="danger" onClick={onRemove}>
              Remove block {index + 1}
            </button>
          </>
        )}
      </div>
      <div id={bodyId} hidden={!open}>
        <PathField name={at('title')} label={`Block ${index + 1} title`} />
        <PathField
          name={at('key')}
          label={`Block ${index + 1} key`}
          disabled={locked}
          hint="Campaigns and content schedules name the block by it."
        />
        {type === 'html' && <PathField name={at('html')} label={`Block ${index + 1} HTML`} kind="textarea" rows={8} />}
        <Population index={index} type={type} />
        <fieldset disabled={locked}>
          <legend>Block {index + 1} styling</legend>
          <PathField name={at('styling.showTitle')} label="Show the title" kind="checkbox" />
          <PathField name={at('styling.layout')} label="Layout" options={layouts} />
          <PathField name={at('styling.imagePosition')} label="Image position" options={imagePositions} />
          <PathField name={at('styling.backgroundColor')} label="Background colour" kind="colour" />
          <PathField name={at('styling.textColor')} label="Text colour" kind="colour" />
          <PathField name={at('styling.showTeaser')} label="Show teasers" kind="checkbox" />
          <PathField name={at('styling.showDate')} label="Show dates" kind="checkbox" />
          <PathField name={at('styling.showLabel')} label="Show labels" kind="checkbox" />
          <PathField name={at('styling.dividers')} label="Dividers between items" kind="checkbox" />
        </fieldset>
        <fieldset>
          <legend>Block {index + 1} call to action</legend>
          <PathField name={at('cta.label')} label="Call to action label" />
          <PathField name={at('cta.url')} label="Call to action link" />
        </fieldset>
      </div>
    </section>
  );
}

/** The population fields the block's type uses. */
function Population({ index, type }: { index: number; type: NewsletterBlockType }) {
  const at = (field: string) => `blocks.${index}.population.${field}`;
  if (type === 'html') return null;
  if (type === 'passendo_ad')
    return (
      <fieldset>
        <legend>Block {index + 1} ad server</legend>
        <PathField name={`blocks.${index}.passendo.imageUrl`} label="Image URL" />
        <PathField name={`blocks.${index}.passendo.clickUrl`} label="Click URL" />
        <PathField name={`blocks.${index}.passendo.width`} label="Width (px)" kind="int" />
        <PathField name={`blocks.${index}.passendo.height`} label="Height (px)" kind="int" />
        <PathField name={`blocks.${index}.passendo.alt`} label="Alt text" />
      </fieldset>
    );
  return (
    <fieldset>
      <legend>Block {index + 1} population</legend>
      {type === 'content_list' && (
        <>
          <PathField name={at('fromSchedules')} label="Items scheduled to this newsletter" kind="checkbox" />
          <PathField name={at('numberOfItems')} label="Number of items" kind="int" />
          <SectionsPicker name={at('sectionIds')} label={`Block ${index + 1} sections`} />
          <small>The block fills up with the newest items of these sections.</small>
          <PathField name={at('contentTypes')} label="Content types" kind="words" hint="Comma-separated." />
        </>
      )}
      {type === 'contacts' && <ContactsPicker name={at('contactIds')} label={`Block ${index + 1} contacts`} />}
      {type === 'issue' && <PublicationSelect name={at('publicationId')} label={`Block ${index + 1} publication`} />}
      {(type === 'fixed_ad' || type === 'native_ad') && (
        <PathField name={at('position')} label="Ad position" kind="int" hint="1–100, as the ad schedules name it." />
      )}
    </fieldset>
  );
}
