import { plainText } from './search-document.ts';
import type { SearchHitRow } from './search-queries.ts';

/** One item found: what a result list shows. Never the body (the hard gate); the teaser as plain text. */
export interface SearchHit {
  id: number;
  type: string;
  name: string;
  teaser: string;
  canonicalPath: string;
  published: number | null;
  primaryImage: { src: string; alt: string } | null;
}

export interface SearchResult {
  hits: SearchHit[];
  totalCount: number;
  facets: { types: { type: string; count: number }[]; sections: { id: number; name: string; count: number }[] };
  pageInfo: { page: number; limit: number; totalPages: number; hasNextPage: boolean; hasPreviousPage: boolean };
}

export const toSearchHit = (row: SearchHitRow): SearchHit => ({
  id: row.id,
  type: row.type,
  name: plainText(row.name),
  teaser: plainText(row.teaser),
  canonicalPath: row.canonicalPath,
  published: row.published,
  primaryImage: row.imageSrc && !row.imageIsLogo ? { src: row.imageSrc, alt: row.imageAlt ?? '' } : null,
});

export function pageInfoOf({
  page,
  limit,
  totalCount,
}: {
  page: number;
  limit: number;
  totalCount: number;
}): SearchResult['pageInfo'] {
  const totalPages = Math.ceil(totalCount / limit);
  return { page, limit, totalPages, hasNextPage: page < totalPages, hasPreviousPage: page > 1 };
}
