import { OrderedItems } from '../../../shared/ui/OrderedPicker.tsx';
import { ContentPicker } from './ContentPicker.tsx';
import type { PickedContent } from './picked-content.ts';

export { moveItem } from '../../../shared/ui/OrderedPicker.tsx';

/**
 * The items of one content_list block, in the order the e-mail shows them: added by search,
 * reordered by dragging the handle (or from the keyboard: Space, arrows, Space) or the move
 * buttons, removed one by one.
 */
export function BlockItemsEditor({
  title,
  max,
  value,
  onChange,
  locked,
}: {
  title: string;
  max: number;
  value: PickedContent[];
  onChange: (items: PickedContent[]) => void;
  locked: boolean;
}) {
  return (
    <section className="newsletter-block-items" aria-label={`Block ${title}`}>
      <h3>{title}</h3>
      {value.length === 0 && <p>No items yet: populate from the schedules or pick some.</p>}
      <OrderedItems value={value} onChange={onChange} locked={locked} />
      {!locked && (
        <ContentPicker
          label={`Add an item to ${title}`}
          chosen={value}
          disabled={value.length >= max}
          onPick={(item) => onChange([...value, item])}
        />
      )}
      {value.length >= max && !locked && <small>This block holds {max} items at most.</small>}
    </section>
  );
}
