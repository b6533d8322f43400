import type { Knex } from 'knex';
import { attachAssets } from '../assets/queries.ts';
import { escapeLike } from '../core/rows.ts';
import { ContentStatus } from '../shared/enums.ts';
import { personColumns, toPerson, type Person } from './person.ts';

export interface PersonFilter {
  statuses: readonly number[];
  /** Matched anywhere in the full name, title and (with `searchEmail`) e-mail (case-insensitive). */
  search?: string;
  /** Whether the search reads e-mail addresses: only for CMS users, who may see them. */
  searchEmail?: boolean;
}

function people(db: Knex, tenantKey: string, { statuses, search, searchEmail = false }: PersonFilter) {
  const query = db('persons').where({ tenant_key: tenantKey }).whereIn('status', statuses);
  if (search) {
    const pattern = `%${escapeLike(search.toLowerCase())}%`;
    query.where((q) => {
      for (const column of ['full_name', 'title', ...(searchEmail ? ['email'] : [])])
        q.orWhereRaw(`lower(??) like ? escape '\\'`, [column, pattern]);
    });
  }
  return query;
}

const withImages = (db: Knex, tenantKey: string, rows: unknown[]): Promise<Person[]> =>
  attachAssets(db, tenantKey, rows.map(toPerson), { idOf: (p) => p.imageId, as: 'image' });

export async function listPersons(
  db: Knex,
  tenantKey: string,
  {
    limit,
    skip = 0,
    order = 'asc',
    ...filter
  }: PersonFilter & { limit: number; skip?: number; order?: 'asc' | 'desc' },
): Promise<Person[]> {
  const rows: unknown[] = await people(db, tenantKey, filter)
    .orderBy([
      { column: 'full_name', order },
      { column: 'id', order },
    ])
    .limit(limit)
    .offset(skip)
    .select(personColumns);
  return withImages(db, tenantKey, rows);
}

export async function countPersons(db: Knex, tenantKey: string, filter: PersonFilter): Promise<number> {
  const row = await people(db, tenantKey, filter).count({ n: '*' }).first();
  return Number(row?.n ?? 0);
}

/** Batch loader: each content item's published authors in byline order; [] for ids without any. */
export async function findAuthorsForContent(
  db: Knex,
  tenantKey: string,
  contentIds: readonly number[],
): Promise<Map<number, Person[]>> {
  const byContent = new Map<number, Person[]>(contentIds.map((id) => [id, []]));
  if (contentIds.length === 0) return byContent;
  const rows: (Record<string, unknown> & { content_id: number })[] = await db('content_authors as ca')
    .join('persons', 'persons.id', 'ca.person_id')
    .join('content', 'content.id', 'ca.content_id')
    .where({
      'persons.tenant_key': tenantKey,
      'content.tenant_key': tenantKey,
      'persons.status': ContentStatus.PUBLISHED,
    })
    .whereIn('ca.content_id', [...new Set(contentIds)])
    .orderBy([{ column: 'ca.position' }, { column: 'persons.id' }])
    .select([...personColumns.map((c) => `persons.${c}`), 'ca.content_id']);
  const persons = await withImages(db, tenantKey, rows);
  rows.forEach((row, index) => {
    const contentId = Number(row.content_id);
    byContent.set(contentId, [...(byContent.get(contentId) ?? []), persons[index] as Person]);
  });
  return byContent;
}

/** The tenant's published persons among `ids`, in the order of `ids` (unknown, foreign and unpublished ids left out). */
export async function findPublishedPersons(db: Knex, tenantKey: string, ids: readonly number[]): Promise<Person[]> {
  if (ids.length === 0) return [];
  const rows: unknown[] = await people(db, tenantKey, { statuses: [ContentStatus.PUBLISHED] })
    .whereIn('id', [...new Set(ids)])
    .select(personColumns);
  const byId = new Map((await withImages(db, tenantKey, rows)).map((person) => [person.id, person]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The tenant's person of any status with its image, or null. */
export async function findPersonById(db: Knex, tenantKey: string, id: number): Promise<Person | null> {
  const row: unknown = await db('persons').where({ tenant_key: tenantKey, id }).first(personColumns);
  return row ? ((await withImages(db, tenantKey, [row]))[0] ?? null) : null;
}
