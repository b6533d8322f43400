import { searchRelatedContent } from '../api/search-related-content.ts';
import { SortableList } from '../../../shared/ui/SortableList.tsx';
import { SearchPicker, type PickedItem } from './SearchPicker.tsx';

/**
 * Related content: found by name or id, shown in the order the related block uses; reordered by
 * dragging the handle (or from the keyboard: Space, arrows, Space) or with the move buttons.
 */
export function RelatedContentField({
  value,
  onChange,
  selfId,
}: {
  value: PickedItem[];
  onChange: (items: PickedItem[]) => void;
  selfId: number | null;
}) {
  const search = async (text: string) => (await searchRelatedContent(text)).filter((item) => item.id !== selfId);
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
      <SearchPicker label="Related content" search={search} value={value} onChange={onChange} hideChosen />
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
