import type { Knex } from 'knex';
import type { RecommendationRequest, Recommender } from '../core/recommender.ts';

/** The most page views one recommendation reads (the newest of its window). */
export const recommenderViewWindow = 20_000;

/** How long a tenant's parsed views answer further pages (a build renders many in a row). */
const viewsMemoMs = 60_000;

interface View {
  session: string;
  contentId: number;
  sectionId: number | null;
}

const viewOf = (session: string, page: string): View | null => {
  try {
    const details = JSON.parse(page) as { contentId?: unknown; primarySection?: { id?: unknown } };
    if (typeof details.contentId !== 'number') return null;
    const sectionId = typeof details.primarySection?.id === 'number' ? details.primarySection.id : null;
    return { session, contentId: details.contentId, sectionId };
  } catch {
    return null;
  }
};

/** Ids by how many of `views` name them (each session counts once per item), most first, ties newest first. */
function ranked(views: View[]): number[] {
  const counts = new Map<number, Set<string>>();
  for (const view of views) {
    const sessions = counts.get(view.contentId) ?? new Set<string>();
    sessions.add(view.session);
    counts.set(view.contentId, sessions);
  }
  // Map order is first appearance in newest-first views: a stable sort keeps newer items ahead on ties.
  return [...counts.entries()].sort((a, b) => b[1].size - a[1].size).map(([id]) => id);
}

/**
 * The embedded recommender (ADR 0064), from the tenant's own page views (tracking_events): items
 * viewed in the same sessions as the page's item, then the most viewed items of its section, then
 * the tenant's most viewed; over the newest views of the window, kept for a minute per tenant
 * (a build renders many pages in a row). Ids only: the caller keeps the public ones. Page
 * details are JSON text, read here so SQLite and PostgreSQL answer alike.
 */
export function createLocalRecommender(db: Knex, { memoMs = viewsMemoMs }: { memoMs?: number } = {}): Recommender {
  const memo = new Map<string, { at: number; views: Promise<View[]> }>();
  const viewsOf = (tenantKey: string, since: number, until: number): Promise<View[]> => {
    const key = `${tenantKey}:${Math.floor(since / 60_000)}:${Math.floor(until / 60_000)}`;
    const hit = memo.get(key);
    if (hit && Date.now() - hit.at < memoMs) return hit.views;
    const views = db('tracking_events')
      .where({ tenant_key: tenantKey, type: 'pageView' })
      .whereBetween('created', [since, until])
      .orderBy('created', 'desc')
      .orderBy('id', 'desc')
      .limit(recommenderViewWindow)
      .select('session_id', 'page')
      .then((rows: { session_id: string; page: string }[]) =>
        rows.flatMap((row) => viewOf(row.session_id, row.page) ?? []),
      );
    views.catch(() => memo.delete(key));
    if (memo.size >= 100) memo.clear();
    memo.set(key, { at: Date.now(), views });
    return views;
  };
  return {
    source: 'local',
    async recommend({
      tenantKey,
      contentId,
      sectionId,
      excludeContentIds,
      limit,
      since,
      until,
    }: RecommendationRequest) {
      const views = await viewsOf(tenantKey, since, until);
      const coSessions = new Set(contentId ? views.filter((v) => v.contentId === contentId).map((v) => v.session) : []);
      const excluded = new Set([...excludeContentIds, ...(contentId ? [contentId] : [])]);
      const picked: number[] = [];
      const take = (ids: number[]) => {
        for (const id of ids) if (!excluded.has(id) && !picked.includes(id)) picked.push(id);
      };
      take(ranked(views.filter((v) => coSessions.has(v.session))));
      if (sectionId) take(ranked(views.filter((v) => v.sectionId === sectionId)));
      take(ranked(views));
      return picked.slice(0, limit);
    },
  };
}
