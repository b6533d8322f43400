import type { HistoryFilter } from './api/get-history.ts';

/** The history filter in the address (?entityType=content&entityId=10000001&page=2), so a view can be linked and Back works. */
export function readHistoryFilter(params: URLSearchParams): HistoryFilter {
  const page = Number(params.get('page'));
  return {
    entityType: params.get('entityType') ?? '',
    entityId: params.get('entityId') ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export function writeHistoryFilter({ entityType, entityId, page }: HistoryFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (entityType) params.set('entityType', entityType);
  if (entityId.trim()) params.set('entityId', entityId.trim());
  if (page > 1) params.set('page', String(page));
  return params;
}
