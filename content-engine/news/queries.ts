import type { Knex } from 'knex';
import { newsColumns, toNewsItem, type NewsItem } from './news-item.ts';

export interface NewsFilter {
  /** Whose reads decide hasRead (0: nobody's). */
  cmsUserId: number;
  /** Only these statuses. */
  statuses: readonly number[];
  hideRead: boolean;
  id?: number;
}

const filtered = (db: Knex, { cmsUserId, statuses, hideRead, id }: NewsFilter) => {
  const query = db('internal_news as n')
    .leftJoin('internal_news_reads as r', (join) =>
      join.on('r.news_id', '=', 'n.id').andOn('r.cms_user_id', '=', db.raw('?', [cmsUserId])),
    )
    .whereIn('n.status', [...statuses]);
  if (hideRead) query.whereNull('r.read_at');
  if (id !== undefined) query.where('n.id', id);
  return query;
};

/** A page of items, newest date first, and how many match. */
export async function listNews(
  db: Knex,
  filter: NewsFilter,
  { limit, skip }: { limit: number; skip: number },
): Promise<{ items: NewsItem[]; totalCount: number }> {
  const rows: unknown[] = await filtered(db, filter)
    .orderBy([
      { column: 'n.date', order: 'desc' },
      { column: 'n.id', order: 'desc' },
    ])
    .limit(limit)
    .offset(skip)
    .select(newsColumns);
  const count = await filtered(db, filter).count({ n: '*' }).first();
  return { items: rows.map(toNewsItem), totalCount: Number(count?.n ?? 0) };
}

export async function findNews(
  db: Knex,
  filter: Omit<NewsFilter, 'hideRead'> & { id: number },
): Promise<NewsItem | null> {
  const row: unknown = await filtered(db, { ...filter, hideRead: false }).first(newsColumns);
  return row ? toNewsItem(row) : null;
}

/** Records the first read only; later calls keep the first read_at. */
export async function insertNewsRead(
  db: Knex,
  { cmsUserId, newsId, at }: { cmsUserId: number; newsId: number; at: number },
): Promise<void> {
  await db('internal_news_reads')
    .insert({ cms_user_id: cmsUserId, news_id: newsId, read_at: at })
    .onConflict(['cms_user_id', 'news_id'])
    .ignore();
}

export interface NewsFields {
  title: string;
  description: string;
  date: number;
  status: number;
  alert: boolean;
}

export async function insertNews(db: Knex, fields: NewsFields, now: number): Promise<number> {
  const [row] = (await db('internal_news')
    .insert({ ...fields, created_at: now, updated_at: now })
    .returning('id')) as ({ id: number } | number)[];
  return typeof row === 'object' ? Number(row.id) : Number(row);
}

/** False when there is no such item. */
export async function updateNews(db: Knex, id: number, fields: NewsFields, now: number): Promise<boolean> {
  return (
    (await db('internal_news')
      .where({ id })
      .update({ ...fields, updated_at: now })) > 0
  );
}

/** False when there is no such item; its reads go with it. */
export async function deleteNews(db: Knex, id: number): Promise<boolean> {
  await db('internal_news_reads').where({ news_id: id }).delete();
  return (await db('internal_news').where({ id }).delete()) > 0;
}
