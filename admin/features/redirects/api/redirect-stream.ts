import type { GetRedirectStreamQuery } from '../../../../content-engine/documents/generated/query/redirect/getRedirectStream.ts';

type RedirectNode = GetRedirectStreamQuery['getRedirectStream']['edges'][number]['node'];

/** A stored redirect: the stream lists records, which have an id (the schema's id is null only for unsaved ones). */
export type RedirectItem = RedirectNode & { id: number };

export const isStoredRedirect = (node: RedirectNode): node is RedirectItem => node.id !== null;

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
