import { api } from '../../../app/api.ts';
import type { CmsUserListItem } from './cms-user-types.ts';

export interface CmsUserStreamQuery {
  search: string;
  /** null: both. */
  status: number | null;
  limit: number;
  skip: number;
}

export interface CmsUserPage {
  users: CmsUserListItem[];
  totalCount: number;
  hasNextPage: boolean;
}

interface Answer {
  getCmsUserStream: { edges: { node: CmsUserListItem }[]; pageInfo: { hasNextPage: boolean }; totalCount: number };
}

export async function getCmsUserStream({ search, status, limit, skip }: CmsUserStreamQuery): Promise<CmsUserPage> {
  const input = { search: search.trim() || null, status, pagination: { limit, skip } };
  const { getCmsUserStream: stream } = await api.query<Answer>('cmsUser/getCmsUserStream', { input });
  return {
    users: stream.edges.map((edge) => edge.node),
    totalCount: stream.totalCount,
    hasNextPage: stream.pageInfo.hasNextPage,
  };
}
