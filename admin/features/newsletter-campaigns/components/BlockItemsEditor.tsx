import { SortableList } from '../../../shared/ui/SortableList.tsx';
import { ContentPicker } from './ContentPicker.tsx';
import type { PickedContent } from './picked-content.ts';

export const moveItem = <T,>(list: readonly T[], from: number, to: number): T[] => {
  if (to < 0 || to >= list.length || from === to) return [...list];
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
};

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
  const move = (from: number, to: number) => onChange(moveItem(value, from, to));
  const items = value.map((item) => ({ ...item, id: String(item.id), itemId: item.id }));
  return (
    <section className="newsletter-block-items" aria-label={`Block ${title}`}>
      <h3>{title}</h3>
      {value.length === 0 && <p>No items yet: populate from the schedules or pick some.</p>}
      {value.length > 0 && (
        <SortableList items={items} className="related-list" describe={(item) => item.label} onMove={move}>
          {(item, index, handle) => (
            <div className="related-item">
              {!locked && (
                <button type="button" className="drag-handle" aria-label={`Move ${item.label}`} {...handle}>
                  ⠿
                </button>
              )}
              <span>
                {index + 1}. {item.label}
              </span>
              {!locked && (
                <>
                  <button type="button" aria-label={`Move ${item.label} up`} onClick={() => move(index, index - 1)}>
                    ↑
                  </button>
                  <button type="button" aria-label={`Move ${item.label} down`} onClick={() => move(index, index + 1)}>
                    ↓
                  </button>
                  <button
                    type="button"
                    aria-label={`Remove ${item.label}`}
                    onClick={() => onChange(value.filter((chosen) => chosen.id !== item.itemId))}
                  >
                    ×
                  </button>
                </>
              )}
            </div>
          )}
        </SortableList>
      )}
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
