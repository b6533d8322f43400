import type { Knex } from 'knex';
import { attachAssets } from '../assets/queries.ts';
import { escapeLike } from '../core/rows.ts';
import {
  toIssueRecord,
  toPublicationRecord,
  toSectionRecord,
  type IssueRecord,
  type PublicationRecord,
  type SectionRecord,
} from './magazine-records.ts';

/*
 * The admin's reads: every status, scoped by tenant on each table of a join, with search,
 * filters, sort and paging. The site's reads are queries.ts.
 */

export interface Page {
  limit: number;
  skip: number;
}
export interface Sort<F extends string> {
  field: F;
  order: 'asc' | 'desc';
}

const likeAny = (query: Knex.QueryBuilder, columns: string[], search: string | null | undefined) => {
  const text = search?.trim();
  if (!text) return;
  const pattern = `%${escapeLike(text.toLowerCase())}%`;
  void query.andWhere((q) => {
    for (const column of columns) void q.orWhereRaw(`lower(??) like ? escape '\\'`, [column, pattern]);
  });
};

const count = async (query: Knex.QueryBuilder) => Number((await query.count({ n: '*' }).first())?.n ?? 0);

// --- publications

export interface PublicationFilter {
  search?: string | null;
  status?: number | null;
  ids?: readonly number[];
}
export type PublicationSortField = 'name' | 'updated';

const publicationColumns = (db: Knex) => [
  'p.id',
  'p.name',
  'p.alias',
  'p.description',
  'p.logo_id',
  'p.subscribe_url',
  'p.status',
  'p.updated',
  db.raw(
    '(select count(*) from magazine_issues mi where mi.publication_id = p.id and mi.tenant_key = p.tenant_key) as issue_count',
  ),
  db.raw(
    '(select count(*) from magazine_sections ms where ms.publication_id = p.id and ms.tenant_key = p.tenant_key) as section_count',
  ),
];

function publications(db: Knex, tenantKey: string, { search, status, ids }: PublicationFilter) {
  const query = db('magazine_publications as p').where('p.tenant_key', tenantKey);
  if (status != null) void query.where('p.status', status);
  if (ids) void query.whereIn('p.id', ids);
  likeAny(query, ['p.name', 'p.alias'], search);
  return query;
}

export async function findPublicationRecords(
  db: Knex,
  tenantKey: string,
  filter: PublicationFilter,
  { sort = { field: 'name', order: 'asc' }, limit, skip }: Page & { sort?: Sort<PublicationSortField> },
): Promise<{ nodes: PublicationRecord[]; totalCount: number }> {
  const column = sort.field === 'updated' ? 'p.updated' : 'p.name';
  const [rows, totalCount] = await Promise.all([
    publications(db, tenantKey, filter)
      .orderBy([
        { column, order: sort.order },
        { column: 'p.id', order: sort.order },
      ])
      .limit(limit)
      .offset(skip)
      .select(publicationColumns(db)) as Promise<unknown[]>,
    count(publications(db, tenantKey, filter)),
  ]);
  const nodes = await attachAssets(db, tenantKey, rows.map(toPublicationRecord), { idOf: (p) => p.logoId, as: 'logo' });
  return { nodes, totalCount };
}

export async function findPublicationRecord(
  db: Knex,
  tenantKey: string,
  id: number,
): Promise<PublicationRecord | null> {
  const { nodes } = await findPublicationRecords(db, tenantKey, { ids: [id] }, { limit: 1, skip: 0 });
  return nodes[0] ?? null;
}

// --- issues

export interface IssueFilter {
  search?: string | null;
  publicationId?: number | null;
  status?: number | null;
  /** Mailed in this calendar year (UTC days). */
  year?: number | null;
  ids?: readonly number[];
}
export type IssueSortField = 'mailDate' | 'name' | 'updated';

const issueColumns = (db: Knex) => [
  'i.id',
  'i.name',
  'i.alias',
  'i.description',
  'i.mail_date',
  'i.digital_edition_url',
  'i.cover_image_id',
  'i.status',
  'i.updated',
  'p.id as pub_id',
  'p.name as pub_name',
  'p.alias as pub_alias',
  db.raw('(select count(*) from content_issues ci where ci.issue_id = i.id) as content_count'),
];

function issues(db: Knex, tenantKey: string, { search, publicationId, status, year, ids }: IssueFilter) {
  const query = db('magazine_issues as i')
    .join('magazine_publications as p', (on) => on.on('p.id', 'i.publication_id').andOn('p.tenant_key', 'i.tenant_key'))
    .where('i.tenant_key', tenantKey);
  if (publicationId != null) void query.where('i.publication_id', publicationId);
  if (status != null) void query.where('i.status', status);
  if (year != null)
    void query.where('i.mail_date', '>=', Date.UTC(year, 0, 1)).where('i.mail_date', '<', Date.UTC(year + 1, 0, 1));
  if (ids) void query.whereIn('i.id', ids);
  likeAny(query, ['i.name', 'i.alias', 'p.name'], search);
  return query;
}

export async function findIssueRecords(
  db: Knex,
  tenantKey: string,
  filter: IssueFilter,
  { sort = { field: 'mailDate', order: 'desc' }, limit, skip }: Page & { sort?: Sort<IssueSortField> },
): Promise<{ nodes: IssueRecord[]; totalCount: number }> {
  const column = { mailDate: 'i.mail_date', name: 'i.name', updated: 'i.updated' }[sort.field];
  const [rows, totalCount] = await Promise.all([
    issues(db, tenantKey, filter)
      .orderBy([
        { column, order: sort.order },
        { column: 'i.id', order: sort.order },
      ])
      .limit(limit)
      .offset(skip)
      .select(issueColumns(db)) as Promise<unknown[]>,
    count(issues(db, tenantKey, filter)),
  ]);
  const nodes = await attachAssets(db, tenantKey, rows.map(toIssueRecord), {
    idOf: (i) => i.coverImageId,
    as: 'coverImage',
  });
  return { nodes, totalCount };
}

export async function findIssueRecord(db: Knex, tenantKey: string, id: number): Promise<IssueRecord | null> {
  const { nodes } = await findIssueRecords(db, tenantKey, { ids: [id] }, { limit: 1, skip: 0 });
  return nodes[0] ?? null;
}

/** The years the tenant's issues were mailed in, newest first (the list's year filter). */
export async function findIssueYears(db: Knex, tenantKey: string): Promise<number[]> {
  const range = await db('magazine_issues')
    .where({ tenant_key: tenantKey })
    .first(db.raw('min(mail_date) as first'), db.raw('max(mail_date) as last'));
  if (range?.first == null) return [];
  const [first, last] = [new Date(Number(range.first)).getUTCFullYear(), new Date(Number(range.last)).getUTCFullYear()];
  return Array.from({ length: last - first + 1 }, (_, index) => last - index);
}

// --- sections

export interface SectionFilter {
  search?: string | null;
  publicationId?: number | null;
  ids?: readonly number[];
}
export type SectionSortField = 'sequence' | 'name';

const sectionColumns = (db: Knex) => [
  's.id',
  's.name',
  's.sequence',
  's.updated',
  'p.id as pub_id',
  'p.name as pub_name',
  db.raw('(select count(*) from content_issues ci where ci.section_id = s.id) as content_count'),
];

function sections(db: Knex, tenantKey: string, { search, publicationId, ids }: SectionFilter) {
  const query = db('magazine_sections as s')
    .join('magazine_publications as p', (on) => on.on('p.id', 's.publication_id').andOn('p.tenant_key', 's.tenant_key'))
    .where('s.tenant_key', tenantKey);
  if (publicationId != null) void query.where('s.publication_id', publicationId);
  if (ids) void query.whereIn('s.id', ids);
  likeAny(query, ['s.name', 'p.name'], search);
  return query;
}

export async function findSectionRecords(
  db: Knex,
  tenantKey: string,
  filter: SectionFilter,
  { sort = { field: 'sequence', order: 'asc' }, limit, skip }: Page & { sort?: Sort<SectionSortField> },
): Promise<{ nodes: SectionRecord[]; totalCount: number }> {
  // Sections read in running order within their publication.
  const order =
    sort.field === 'name'
      ? [{ column: 's.name', order: sort.order }]
      : [
          { column: 'p.name', order: 'asc' },
          { column: 's.sequence', order: sort.order },
          { column: 's.name', order: 'asc' },
        ];
  const [rows, totalCount] = await Promise.all([
    sections(db, tenantKey, filter)
      .orderBy([...order, { column: 's.id', order: sort.order }])
      .limit(limit)
      .offset(skip)
      .select(sectionColumns(db)) as Promise<unknown[]>,
    count(sections(db, tenantKey, filter)),
  ]);
  return { nodes: rows.map(toSectionRecord), totalCount };
}

export async function findSectionRecord(db: Knex, tenantKey: string, id: number): Promise<SectionRecord | null> {
  const { nodes } = await findSectionRecords(db, tenantKey, { ids: [id] }, { limit: 1, skip: 0 });
  return nodes[0] ?? null;
}
