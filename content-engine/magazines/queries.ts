import type { Knex } from 'knex';
import { attachAssets } from '../assets/queries.ts';
import { activeMagazineStatus, toIssue, toPublication, type Issue, type Publication } from './magazine.ts';

const publicationColumns = ['id', 'name', 'alias', 'description', 'logo_id', 'subscribe_url'];

const publications = (db: Knex, tenantKey: string) =>
  db('magazine_publications').where({ tenant_key: tenantKey, status: activeMagazineStatus });

const withLogos = (db: Knex, tenantKey: string, rows: unknown[]): Promise<Publication[]> =>
  attachAssets(db, tenantKey, rows.map(toPublication), { idOf: (p) => p.logoId, as: 'logo' });

export async function findPublicationById(db: Knex, tenantKey: string, id: number): Promise<Publication | null> {
  const row = await publications(db, tenantKey).where({ id }).first(publicationColumns);
  return row ? ((await withLogos(db, tenantKey, [row]))[0] ?? null) : null;
}

export async function findPublicationByAlias(db: Knex, tenantKey: string, alias: string): Promise<Publication | null> {
  const row = await publications(db, tenantKey)
    .whereRaw('lower(alias) = ?', [alias.toLowerCase()])
    .first(publicationColumns);
  return row ? ((await withLogos(db, tenantKey, [row]))[0] ?? null) : null;
}

export async function listPublications(
  db: Knex,
  tenantKey: string,
  { limit, skip = 0 }: { limit: number; skip?: number },
): Promise<Publication[]> {
  const rows: unknown[] = await publications(db, tenantKey)
    .orderBy([{ column: 'name' }, { column: 'id' }])
    .limit(limit)
    .offset(skip)
    .select(publicationColumns);
  return withLogos(db, tenantKey, rows);
}

export async function countPublications(db: Knex, tenantKey: string): Promise<number> {
  const row = await publications(db, tenantKey).count({ n: '*' }).first();
  return Number(row?.n ?? 0);
}

export type IssueSortField = 'mailDate' | 'name';
export interface IssueFilter {
  publicationId?: number | null;
  /** When given, only these issues. */
  includeIds?: readonly number[];
  excludeIds?: readonly number[];
}
export interface IssueListOptions extends IssueFilter {
  limit: number;
  skip?: number;
  sort?: { field: IssueSortField; order: 'asc' | 'desc' };
}

const issueColumns = [
  'i.id',
  'i.name',
  'i.alias',
  'i.description',
  'i.mail_date',
  'i.digital_edition_url',
  'i.cover_image_id',
  'p.id as pub_id',
  'p.name as pub_name',
  'p.alias as pub_alias',
];

/** Active issues of active publications, scoped by tenant on both sides of the join. */
const issues = (db: Knex, tenantKey: string, { publicationId, includeIds, excludeIds = [] }: IssueFilter = {}) => {
  const query = db('magazine_issues as i')
    .join('magazine_publications as p', (on) => on.on('p.id', 'i.publication_id').andOn('p.tenant_key', 'i.tenant_key'))
    .where({ 'i.tenant_key': tenantKey, 'i.status': activeMagazineStatus, 'p.status': activeMagazineStatus });
  if (publicationId != null) query.where('i.publication_id', publicationId);
  if (includeIds) query.whereIn('i.id', includeIds);
  if (excludeIds.length) query.whereNotIn('i.id', excludeIds);
  return query;
};

const withCovers = (db: Knex, tenantKey: string, rows: unknown[]): Promise<Issue[]> =>
  attachAssets(db, tenantKey, rows.map(toIssue), { idOf: (i) => i.coverImageId, as: 'coverImage' });

export async function findIssueById(db: Knex, tenantKey: string, id: number): Promise<Issue | null> {
  const row = await issues(db, tenantKey).where('i.id', id).first(issueColumns);
  return row ? ((await withCovers(db, tenantKey, [row]))[0] ?? null) : null;
}

/** The issue page at /magazine/{pubAlias}/{issueAlias}; aliases compare case-insensitively. */
export async function findIssueByPath(
  db: Knex,
  tenantKey: string,
  pubAlias: string,
  issueAlias: string,
): Promise<Issue | null> {
  const row = await issues(db, tenantKey)
    .whereRaw('lower(p.alias) = ?', [pubAlias.toLowerCase()])
    .whereRaw('lower(i.alias) = ?', [issueAlias.toLowerCase()])
    .first(issueColumns);
  return row ? ((await withCovers(db, tenantKey, [row]))[0] ?? null) : null;
}

/** Issues with their cover images, newest mail date first unless `sort` says otherwise. */
export async function listIssues(
  db: Knex,
  tenantKey: string,
  { limit, skip = 0, sort = { field: 'mailDate', order: 'desc' }, ...filter }: IssueListOptions,
): Promise<Issue[]> {
  const column = sort.field === 'name' ? 'i.name' : 'i.mail_date';
  const rows: unknown[] = await issues(db, tenantKey, filter)
    .orderBy([
      { column, order: sort.order },
      { column: 'i.id', order: sort.order },
    ])
    .limit(limit)
    .offset(skip)
    .select(issueColumns);
  return withCovers(db, tenantKey, rows);
}

export async function countIssues(db: Knex, tenantKey: string, filter: IssueFilter = {}): Promise<number> {
  const row = await issues(db, tenantKey, filter).count({ n: '*' }).first();
  return Number(row?.n ?? 0);
}
