import { useCallback, useEffect, useState } from 'react';
import { getContentNames } from '../api/get-content-names.ts';
import type { PickedContent } from './picked-content.ts';

export type BlockItems = Record<string, PickedContent[]>;

/** The stored `{ blockKey: [contentId…] }` as the editor's labelled lists (ids whose item is gone show by id). */
export async function labelBlockItems(stored: unknown): Promise<BlockItems> {
  const ids = Object.fromEntries(
    Object.entries((stored ?? {}) as Record<string, unknown>).map(([key, list]) => [
      key,
      Array.isArray(list) ? list.filter((id): id is number => typeof id === 'number') : [],
    ]),
  );
  const names = await getContentNames([...new Set(Object.values(ids).flat())]);
  return Object.fromEntries(
    Object.entries(ids).map(([key, list]) => [key, list.map((id) => names.get(id) ?? { id, label: `Item ${id}` })]),
  );
}

/** The editor's lists as the engine stores them. */
export const blockItemIds = (items: BlockItems) =>
  Object.fromEntries(Object.entries(items).map(([key, list]) => [key, list.map((item) => item.id)]));

/** The campaign's block items, labelled once loaded; `replace` takes a stored value (a reload, populate). */
export function useBlockItems(stored: unknown) {
  const [items, setItems] = useState<BlockItems | null>(null);
  const replace = useCallback(async (value: unknown) => setItems(await labelBlockItems(value)), []);
  useEffect(() => {
    if (stored !== undefined) void replace(stored);
  }, [stored, replace]);
  return { items, setItems, replace };
}
