import type { Knex } from 'knex';
import { ContentStatus } from '../../shared/enums.ts';

export interface PrintArticle {
  id: number;
  alias: string;
  name: string;
  teaser: string;
  body: string;
  authors: string[];
  images: { src: string; fileName: string; caption: string }[];
}

/** The issue of this tenant with its publication's name, or null. */
export async function findPrintIssue(db: Knex, tenantKey: string, issueId: number) {
  const row = await db('magazine_issues as i')
    .join('magazine_publications as p', 'p.id', 'i.publication_id')
    .where({ 'i.tenant_key': tenantKey, 'i.id': issueId })
    .first('i.id', 'i.name', 'i.alias', 'p.name as publication_name', 'p.alias as publication_alias');
  return row
    ? {
        id: Number(row.id),
        name: String(row.name),
        alias: String(row.alias),
        publicationName: String(row.publication_name),
        publicationAlias: String(row.publication_alias),
      }
    : null;
}

/** The issue's items (not deleted) in its running order: position, then id. */
export const issueItems = (db: Knex, tenantKey: string, issueId: number) =>
  db('content_issues as ci')
    .join('content as c', 'c.id', 'ci.content_id')
    .where({ 'c.tenant_key': tenantKey, 'ci.issue_id': issueId })
    .whereNot('c.status', ContentStatus.DELETED);

/** One page of the issue's articles in running order, with their authors and images. */
export async function loadPrintArticles(
  db: Knex,
  { tenantKey, issueId, limit, offset }: { tenantKey: string; issueId: number; limit: number; offset: number },
): Promise<PrintArticle[]> {
  const rows = await issueItems(db, tenantKey, issueId)
    .orderBy([{ column: 'ci.position' }, { column: 'c.id' }])
    .limit(limit)
    .offset(offset)
    .select('c.id', 'c.alias', 'c.name', 'c.teaser', 'c.body', 'c.primary_image_id');
  const ids = rows.map((row) => Number(row.id));
  if (!ids.length) return [];
  const [authors, images] = await Promise.all([
    db('content_authors as ca')
      .join('persons as p', 'p.id', 'ca.person_id')
      .whereIn('ca.content_id', ids)
      .orderBy([{ column: 'ca.content_id' }, { column: 'ca.position' }])
      .select('ca.content_id', 'p.full_name'),
    db('assets as a')
      .leftJoin('content_images as ci', 'ci.asset_id', 'a.id')
      .where('a.tenant_key', tenantKey)
      .where((q) =>
        q.whereIn('ci.content_id', ids).orWhereIn(
          'a.id',
          rows.map((row) => row.primary_image_id).filter((id): id is number => id != null),
        ),
      )
      .select('a.id', 'a.src', 'a.file_name', 'a.caption', 'ci.content_id', 'ci.position'),
  ]);
  return rows.map((row) => {
    const id = Number(row.id);
    const own = images
      .filter((image) => Number(image.content_id) === id || Number(image.id) === Number(row.primary_image_id))
      .sort((x, y) => {
        const primary = Number(y.id === row.primary_image_id) - Number(x.id === row.primary_image_id);
        return primary || Number(x.position ?? 0) - Number(y.position ?? 0) || Number(x.id) - Number(y.id);
      });
    const seen = new Set<number>();
    return {
      id,
      alias: String(row.alias),
      name: String(row.name),
      teaser: String(row.teaser ?? ''),
      body: String(row.body ?? ''),
      authors: authors.filter((a) => Number(a.content_id) === id).map((a) => String(a.full_name)),
      images: own
        .filter((image) => !seen.has(Number(image.id)) && seen.add(Number(image.id)))
        .map((image) => ({
          src: String(image.src),
          fileName: String(image.file_name),
          caption: String(image.caption ?? ''),
        })),
    };
  });
}
