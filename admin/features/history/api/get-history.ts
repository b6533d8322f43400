import { api } from '../../../shared/api/api.ts';
import {
  GetHistoryDocument,
  type GetHistoryQuery,
} from '../../../../content-engine/documents/generated/query/getHistory.ts';

export type HistoryEntry = GetHistoryQuery['getHistory']['edges'][number]['node'];

/** One field a write changed, as getHistory returns it. */
export type HistoryChange = HistoryEntry['changes'][number];

export interface HistoryPage {
  totalCount: number;
  entries: HistoryEntry[];
}

export interface HistoryFilter {
  entityType: string;
  entityId: string;
  page: number;
}

export const historyPageSize = 50;

/** A page of the site's history (getHistory; needs view_history). Blank filters mean any. */
export async function getHistory({ entityType, entityId, page }: HistoryFilter): Promise<HistoryPage> {
  const input = {
    entityType: entityType || null,
    entityId: entityId.trim() || null,
    pagination: { limit: historyPageSize, skip: (page - 1) * historyPageSize },
  };
  const { getHistory: result } = await api.request(GetHistoryDocument, { input });
  return { totalCount: result.totalCount, entries: result.edges.map((edge) => edge.node) };
}
