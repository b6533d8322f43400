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
  const move = (from: number, to: number) => {
    if (to < 0 || to >= value.length) return;
    const next = [...value];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    onChange(next);
  };
  const items = value.map((item) => ({ ...item, id: String(item.id), itemId: item.id }));
  return (
    <div className="related-content">
      <SearchPicker label={label} search={search} value={value} onChange={onChange} hideChosen />
      {value.length > 0 && (
        <SortableList items={items} className="related-list" describe={(item) => item.label} onMove={move}>
          {(item, index, handle) => (
            <div className="related-item">
              <button type="button" className="drag-handle" aria-label={`Move ${item.label}`} {...handle}>
                ⠿
              </button>
              <span>
                {index + 1}. {item.label}
              </span>
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
            </div>
          )}
        </SortableList>
      )}
    </div>
  );
}
