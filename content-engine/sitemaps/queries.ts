import type { Knex } from 'knex';
import { wherePublic } from '../core/content-visibility.ts';

export interface SitemapEntry {
  path: string;
  lastModified: number;
}

/**
 * A `lastmod`: the latest of the times, never after `now` (a row stamped by a host whose clock
 * runs ahead must not date a page in the future).
 */
const lastModifiedOf = (now: number, ...times: unknown[]) => Math.min(now, Math.max(0, ...times.map(Number)));

export interface NewsEntry extends SitemapEntry {
  title: string;
  published: number;
}

/*
 * Syndicated copies (a non-null canonical_url) are left out of the sitemaps: their canonical
 * address is their origin's, which its own site's sitemap lists (ADR 60).
 */

/** Public items per content type, for the sitemap index. */
export async function countPublicByType(
  db: Knex,
  tenantKey: string,
  now: number,
): Promise<{ type: string; count: number; lastModified: number }[]> {
  const rows = await wherePublic(db('content').where('content.tenant_key', tenantKey), now)
    .whereNull('content.canonical_url')
    .groupBy('content.type')
    .select(
      'content.type',
      db.raw('count(*) as n'),
      db.raw('max(content.updated) as updated'),
      db.raw('max(content.published) as published'),
    );
  return rows.map((r: Record<string, unknown>) => ({
    type: String(r.type),
    count: Number(r.n),
    lastModified: lastModifiedOf(now, r.updated, r.published),
  }));
}

/** One page of a type's public items, newest first. */
export async function publicPathsOfType(
  db: Knex,
  tenantKey: string,
  { type, now, limit, offset }: { type: string; now: number; limit: number; offset: number },
): Promise<SitemapEntry[]> {
  const rows = await wherePublic(db('content').where({ 'content.tenant_key': tenantKey, 'content.type': type }), now)
    .whereNull('content.canonical_url')
    .select('content.canonical_path', 'content.updated', 'content.published')
    .orderBy([
      { column: 'content.published', order: 'desc' },
      { column: 'content.id', order: 'desc' },
    ])
    .limit(limit)
    .offset(offset);
  return rows.map((r: Record<string, unknown>) => ({
    path: String(r.canonical_path),
    lastModified: lastModifiedOf(now, r.updated, r.published),
  }));
}

/**
 * When each section's page last changed: its own last update, or the newest change (publish or
 * update) of a public item scheduled in it now, whichever is later. Sections of other
 * tenants are never read.
 */
export async function sectionsLastModified(db: Knex, tenantKey: string, now: number): Promise<Map<number, number>> {
  const [sections, scheduled] = await Promise.all([
    db('website_sections').where({ tenant_key: tenantKey }).select('id', 'updated'),
    wherePublic(
      db('content')
        .join('website_schedules as ws', 'ws.content_id', 'content.id')
        .where({ 'content.tenant_key': tenantKey, 'ws.tenant_key': tenantKey }),
      now,
    )
      .where('ws.start_date', '<=', now)
      .where((q) => q.whereNull('ws.end_date').orWhere('ws.end_date', '>', now))
      .groupBy('ws.section_id')
      .select(
        'ws.section_id',
        db.raw('max(content.updated) as updated'),
        db.raw('max(content.published) as published'),
      ),
  ]);
  const lastModified = new Map<number, number>(
    sections.map((row: Record<string, unknown>) => [Number(row.id), lastModifiedOf(now, row.updated)]),
  );
  for (const row of scheduled as Record<string, unknown>[]) {
    const id = Number(row.section_id);
    lastModified.set(id, lastModifiedOf(now, lastModified.get(id), row.updated, row.published));
  }
  return lastModified;
}

/** Public news-like items published since `since` (Google News sitemap). */
export async function recentNews(
  db: Knex,
  tenantKey: string,
  { types, since, now }: { types: readonly string[]; since: number; now: number },
): Promise<NewsEntry[]> {
  const rows = await wherePublic(
    db('content').where('content.tenant_key', tenantKey).whereIn('content.type', types),
    now,
  )
    .where('content.published', '>=', since)
    .whereNull('content.canonical_url')
    .select('content.canonical_path', 'content.name', 'content.updated', 'content.published')
    .orderBy('content.published', 'desc')
    .limit(1000);
  return rows.map((r: Record<string, unknown>) => ({
    path: String(r.canonical_path),
    title: String(r.name),
    published: Number(r.published),
    lastModified: lastModifiedOf(now, r.updated, r.published),
  }));
}
