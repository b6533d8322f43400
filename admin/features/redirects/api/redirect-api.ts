import { api } from '../../../app/api.ts';

export interface RedirectItem {
  id: number;
  from: string;
  to: string;
  code: number;
}

export interface RedirectStream {
  getRedirectStream: { edges: { node: RedirectItem }[]; pageInfo: { hasNextPage: boolean }; totalCount: number };
}

export const redirectStreamInput = ({
  search,
  page,
  pageSize,
}: {
  search: string;
  page: number;
  pageSize: number;
}) => ({
  input: { search: search.trim() || null, pagination: { limit: pageSize, skip: (page - 1) * pageSize } },
});

export async function createRedirect(input: { from: string; to: string }): Promise<RedirectItem> {
  return (await api.mutate<{ createRedirect: RedirectItem }>('redirect/createRedirect', { input })).createRedirect;
}

export async function updateRedirect(input: { id: number; from: string; to: string }): Promise<RedirectItem> {
  return (await api.mutate<{ updateRedirect: RedirectItem }>('redirect/updateRedirect', { input })).updateRedirect;
}

export async function deleteRedirect(id: number): Promise<void> {
  await api.mutate('redirect/deleteRedirect', { input: { id } });
}
