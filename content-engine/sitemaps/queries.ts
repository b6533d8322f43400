import type { Knex } from 'knex';
import { wherePublic } from '../content/visibility.ts';

export interface SitemapEntry {
  path: string;
  lastModified: number;
}

export interface NewsEntry extends SitemapEntry {
  title: string;
  published: number;
}

/** Public items per content type, for the sitemap index. */
export async function countPublicByType(db: Knex, tenantKey: string, now: number): Promise<{ type: string; count: number; lastModified: number }[]> {
  const rows = await wherePublic(db('content').where('content.tenant_key', tenantKey), now)
    .groupBy('content.type')
    .select('content.type', db.raw('count(*) as n'), db.raw('max(content.updated) as updated'), db.raw('max(content.published) as published'));
  return rows.map((r: Record<string, unknown>) => ({ type: String(r.type), count: Number(r.n), lastModified: Math.max(Number(r.updated), Number(r.published)) }));
}

/** One page of a type's public items, newest first. */
export async function publicPathsOfType(db: Knex, tenantKey: string, { type, now, limit, offset }: { type: string; now: number; limit: number; offset: number }): Promise<SitemapEntry[]> {
  const rows = await wherePublic(db('content').where({ 'content.tenant_key': tenantKey, 'content.type': type }), now)
    .select('content.canonical_path', 'content.updated', 'content.published')
    .orderBy([{ column: 'content.published', order: 'desc' }, { column: 'content.id', order: 'desc' }])
    .limit(limit)
    .offset(offset);
  return rows.map((r: Record<string, unknown>) => ({ path: String(r.canonical_path), lastModified: Math.max(Number(r.updated), Number(r.published)) }));
}

/** Public news-like items published since `since` (Google News sitemap). */
export async function recentNews(db: Knex, tenantKey: string, { types, since, now }: { types: readonly string[]; since: number; now: number }): Promise<NewsEntry[]> {
  const rows = await wherePublic(db('content').where('content.tenant_key', tenantKey).whereIn('content.type', types), now)
    .where('content.published', '>=', since)
    .select('content.canonical_path', 'content.name', 'content.updated', 'content.published')
    .orderBy('content.published', 'desc')
    .limit(1000);
  return rows.map((r: Record<string, unknown>) => ({ path: String(r.canonical_path), title: String(r.name), published: Number(r.published), lastModified: Math.max(Number(r.updated), Number(r.published)) }));
}
