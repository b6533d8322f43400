import { api } from '../../../app/api.ts';

/** One field a write changed, as getHistory returns it. */
export interface HistoryChange {
  field: string;
  before: unknown;
  after: unknown;
}

export interface HistoryEntry {
  id: number;
  at: number;
  cmsUserId: number | null;
  username: string;
  tenantKey: string | null;
  entityType: string;
  entityId: string;
  action: string;
  changes: HistoryChange[];
}

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

interface GetHistoryResult {
  getHistory: { totalCount: number; edges: { node: HistoryEntry }[] };
}

/** A page of the site's history (getHistory; needs view_history). Blank filters mean any. */
export async function getHistory({ entityType, entityId, page }: HistoryFilter): Promise<HistoryPage> {
  const input = {
    entityType: entityType || null,
    entityId: entityId.trim() || null,
    pagination: { limit: historyPageSize, skip: (page - 1) * historyPageSize },
  };
  const { getHistory: result } = await api.query<GetHistoryResult>('getHistory', { input });
  return { totalCount: result.totalCount, entries: result.edges.map((edge) => edge.node) };
}
