import { SortableList } from './SortableList.tsx';
import { SearchPicker, type PickedItem } from './SearchPicker.tsx';

interface OrderedPickerProps {
  /** What the items are ("Related content", "Contacts"): the search field's label. */
  label: string;
  search: (text: string) => Promise<PickedItem[]>;
  value: PickedItem[];
  onChange: (items: PickedItem[]) => void;
}

/**
 * Items found by a search, kept in the order the editor gives them: reordered by dragging the
 * handle (or from the keyboard: Space, arrows, Space) or with the move buttons; each removable.
 */
export function OrderedPicker({ label, search, value, onChange }: OrderedPickerProps) {
  return (
    <div className="related-content">
      <SearchPicker label={label} search={search} value={value} onChange={onChange} hideChosen />
      <OrderedItems value={value} onChange={onChange} />
    </div>
  );
}

/** Moves one entry of a list from `from` to `to` (a copy; out of range, unchanged). */
export const moveItem = <T,>(list: readonly T[], from: number, to: number): T[] => {
  if (to < 0 || to >= list.length || from === to) return [...list];
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
};

/**
 * Chosen items in order, numbered: dragged by the handle (or from the keyboard: Space, arrows,
 * Space), moved with the buttons, removed; `locked`, a plain numbered list.
 */
export function OrderedItems<T extends { id: number; label: string }>({
  value,
  onChange,
  locked = false,
}: {
  value: T[];
  onChange: (items: T[]) => void;
  locked?: boolean;
}) {
  if (value.length === 0) return null;
  const move = (from: number, to: number) => onChange(moveItem(value, from, to));
  const items = value.map((item) => ({ ...item, id: String(item.id), itemId: item.id }));
  return (
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
  );
}
