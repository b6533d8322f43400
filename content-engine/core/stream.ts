import { z } from 'zod';

/** The `pagination` input of stream queries, with a per-query ceiling on `limit`. */
export const paginationInput = (maxLimit: number) =>
  z
    .object({
      limit: z.number().int().min(1).max(maxLimit).nullish(),
      skip: z.number().int().min(0).max(1_000_000).nullish(),
    })
    .nullish();

export const pageOf = (
  pagination: { limit?: number | null; skip?: number | null } | null | undefined,
  defaultLimit: number,
) => ({
  limit: pagination?.limit ?? defaultLimit,
  skip: pagination?.skip ?? 0,
});

/** A stream result: `{ edges: [{ node }], pageInfo, totalCount }`. */
export interface Connection<T> {
  edges: { node: T }[];
  pageInfo: { hasNextPage: boolean; endCursor: null };
  totalCount: number;
}

export const toConnection = <T>(
  nodes: readonly T[],
  { skip, totalCount }: { skip: number; totalCount: number },
): Connection<T> => ({
  edges: nodes.map((node) => ({ node })),
  pageInfo: { hasNextPage: skip + nodes.length < totalCount, endCursor: null },
  totalCount,
});
