import type { Knex } from 'knex';
import type { EngineMemos } from '../core/engine-memos.ts';
import type { ContentItem } from '../content/content-item.ts';
import { findContentById, findContentByPath } from '../content/queries.ts';
import { itemAtPathAhead } from '../content/read-ahead.ts';
import { isPublic } from '../core/content-visibility.ts';
import { findIssueByPath, findPublicationByAlias } from '../magazines/queries.ts';
import type { Issue, Publication } from '../magazines/magazine.ts';
import { findRedirect } from '../redirects/queries.ts';
import type { SectionTree, WebsiteSection } from '../sections/section-tree.ts';
import { redirectRecordTarget } from '../shared/redirect-target.ts';
import { normalisePath } from './layout.ts';

export type ResolvedPath =
  | { kind: 'content'; path: string; content: ContentItem }
  | { kind: 'section'; path: string; section: WebsiteSection }
  | { kind: 'issue'; path: string; issue: Issue }
  | { kind: 'publication'; path: string; publication: Publication }
  | { kind: 'redirect'; path: string; to: string; code: number }
  | { kind: 'not-found'; path: string }
  /** The redirect table could not be read: the path shows an empty page, not stored (spec public §8). */
  | { kind: 'lookup-failed'; path: string; error: unknown };

interface ResolveOptions {
  db: Knex;
  /** The engine's memos: a renderer's engine answers from its read-ahead windows (content/read-ahead.ts). */
  memos?: EngineMemos;
  tenantKey: string;
  sections: SectionTree;
  now: number;
  /** Editors previewing may open unpublished content. */
  preview: boolean;
}

const homeAlias = 'home';
const eightDigits = /^\d{8}$/;

/**
 * What a request path shows (spec public §2 and §4): the home section; /NNNNNNNN and any
 * non-canonical path naming a content id redirect (301) to the canonical path; content by
 * canonical path; sections by alias; magazine publications and issues; then the redirect table.
 */
export async function resolvePath(rawPath: string, o: ResolveOptions): Promise<ResolvedPath> {
  const path = normalisePath(rawPath);
  const visible = (item: ContentItem | null): item is ContentItem => !!item && (o.preview || isPublic(item, o.now));

  if (path === '/') {
    const home = o.sections.byAlias(homeAlias);
    return home ? { kind: 'section', path, section: home } : { kind: 'not-found', path };
  }

  const ahead = await itemAtPathAhead(o.memos, o.tenantKey, path);
  const byPath = ahead === undefined ? await findContentByPath(o.db, o.tenantKey, path) : ahead;
  if (visible(byPath)) return { kind: 'content', path, content: byPath };

  const section = o.sections.byAlias(path.slice(1));
  if (section && section.alias !== homeAlias) return { kind: 'section', path, section };

  const segments = path.slice(1).split('/');
  if (segments[0] === 'magazine' && segments.length <= 3 && segments[1]) {
    const publication = await findPublicationByAlias(o.db, o.tenantKey, segments[1]);
    if (publication && segments.length === 2) return { kind: 'publication', path, publication };
    const issue =
      publication && segments[2] ? await findIssueByPath(o.db, o.tenantKey, segments[1], segments[2]) : null;
    if (issue) return { kind: 'issue', path, issue };
  }

  const idSegment = segments.find((segment) => eightDigits.test(segment));
  if (idSegment) {
    const item = await findContentById(o.db, o.tenantKey, Number(idSegment));
    if (visible(item) && item.canonicalPath !== path)
      return { kind: 'redirect', path, to: item.canonicalPath, code: 301 };
  }

  let redirect: Awaited<ReturnType<typeof findRedirect>>;
  try {
    redirect = await findRedirect(o.db, o.tenantKey, path);
  } catch (error) {
    return { kind: 'lookup-failed', path, error };
  }
  // A record stored before the one redirect-target check may point off the site: it is not followed.
  if (redirect && redirectRecordTarget(redirect.to))
    return { kind: 'redirect', path, to: redirect.to, code: redirect.code === 302 ? 302 : 301 };
  return { kind: 'not-found', path };
}
