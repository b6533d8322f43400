import { api } from '../../../shared/api/api.ts';
import { GetCmsUserStreamDocument } from '../../../../content-engine/documents/generated/query/cmsUser/getCmsUserStream.ts';
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

export async function getCmsUserStream({ search, status, limit, skip }: CmsUserStreamQuery): Promise<CmsUserPage> {
  const input = { search: search.trim() || null, status, pagination: { limit, skip } };
  const { getCmsUserStream: stream } = await api.request(GetCmsUserStreamDocument, { input });
  return {
    users: stream.edges.map((edge) => edge.node),
    totalCount: stream.totalCount,
    hasNextPage: stream.pageInfo.hasNextPage,
  };
}
