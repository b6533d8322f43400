import type { Knex } from 'knex';
import { wherePublic } from '../core/content-visibility.ts';
import { loadSectionTree } from '../sections/section-tree.ts';

/**
 * Every page a tenant serves, in build order: the home page, sections and magazine pages first
 * (they list the most), then every public content item newest first; and the aliases of its
 * sections (each has a feed).
 */
export async function tenantPagePaths(
  db: Knex,
  tenantKey: string,
  now: number,
): Promise<{ pages: string[]; sectionAliases: string[] }> {
  const sections = (await loadSectionTree(db, tenantKey)).all();
  const publications: { alias: string }[] = await db('magazine_publications')
    .where({ tenant_key: tenantKey, status: 1 })
    .select('alias');
  const issues: { pub: string; issue: string }[] = await db('magazine_issues as i')
    .join('magazine_publications as p', 'p.id', 'i.publication_id')
    .where({ 'i.tenant_key': tenantKey, 'i.status': 1, 'p.status': 1 })
    .orderBy('i.mail_date', 'desc')
    .select('p.alias as pub', 'i.alias as issue');
  const content: { canonical_path: string }[] = await wherePublic(
    db('content').where('content.tenant_key', tenantKey),
    now,
  )
    .orderBy([
      { column: 'content.published', order: 'desc' },
      { column: 'content.id', order: 'desc' },
    ])
    .select('content.canonical_path');
  return {
    pages: [
      '/',
      ...sections.map((section) => section.canonicalPath),
      ...publications.map((p) => `/magazine/${p.alias}`),
      ...issues.map((i) => `/magazine/${i.pub}/${i.issue}`),
      ...content.map((row) => row.canonical_path),
    ],
    sectionAliases: sections.map((section) => section.alias),
  };
}

/** The canonical paths of these content items of the tenant (any status): the pages a change to them re-renders. */
export async function contentPagePaths(db: Knex, tenantKey: string, ids: readonly number[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows: { canonical_path: string }[] = await db('content')
    .where({ tenant_key: tenantKey })
    .whereIn('id', [...ids])
    .select('canonical_path');
  return rows.map((row) => row.canonical_path);
}

/**
 * The paths of these issues' and publications' pages of the tenant (any status): the pages a
 * change to them re-renders — built when active, removed when not.
 */
export async function magazinePagePaths(
  db: Knex,
  tenantKey: string,
  { issueIds, publicationIds }: { issueIds: readonly number[]; publicationIds: readonly number[] },
): Promise<string[]> {
  const publications: { alias: string }[] = publicationIds.length
    ? await db('magazine_publications')
        .where({ tenant_key: tenantKey })
        .whereIn('id', [...publicationIds])
        .select('alias')
    : [];
  const issues: { pub: string; issue: string }[] = issueIds.length
    ? await db('magazine_issues as i')
        .join('magazine_publications as p', (on) =>
          on.on('p.id', 'i.publication_id').andOn('p.tenant_key', 'i.tenant_key'),
        )
        .where('i.tenant_key', tenantKey)
        .whereIn('i.id', [...issueIds])
        .select('p.alias as pub', 'i.alias as issue')
    : [];
  return [...publications.map((p) => `/magazine/${p.alias}`), ...issues.map((i) => `/magazine/${i.pub}/${i.issue}`)];
}
