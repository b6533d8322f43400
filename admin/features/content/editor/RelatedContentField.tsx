import { searchRelatedContent } from '../api/search-related-content.ts';
import { OrderedPicker } from '../../../shared/ui/OrderedPicker.tsx';
import type { PickedItem } from '../../../shared/ui/SearchPicker.tsx';

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
  return <OrderedPicker label="Related content" search={search} value={value} onChange={onChange} />;
}
