import { tags, type ChangeTag } from '../core/change-tags.ts';
import { issueCanonicalPath, publicationCanonicalPath } from './magazine.ts';

/*
 * What a magazine write regenerates. A publication's page carries `publication:ID`, an issue's
 * page `issue:ID`, and every page listing issues `issue:*`, which any `issue:ID` matches. The
 * regeneration plan renders the named issues' and publications' own pages, so a new one is built
 * and one that left the site (inactive) is removed; `path:` names a path that stopped serving.
 */

interface IssuePlace {
  id: number;
  alias: string;
}

/**
 * A publication change: its page, and its issues' pages (they show its name and sit under its
 * path); an alias change retires the old paths of all of them.
 */
export function publicationChangeTags({
  id,
  issues,
  oldAlias,
  newAlias,
}: {
  id: number;
  issues: IssuePlace[];
  oldAlias: string | null;
  newAlias: string | null;
}): ChangeTag[] {
  const changed = [tags.publication(id), ...issues.map((issue) => tags.issue(issue.id))];
  if (oldAlias === null || oldAlias === newAlias) return changed;
  return [
    ...changed,
    tags.path(publicationCanonicalPath(oldAlias)),
    ...issues.map((issue) => tags.path(issueCanonicalPath(oldAlias, issue.alias))),
  ];
}

/** Where an issue sits: its publication and the path of its page. */
export interface IssueSpot {
  publicationId: number;
  path: string;
}

/**
 * An issue change: its page, the pages listing issues, and its publication's page (before and
 * after a move); a changed path retires the old one.
 */
export function issueChangeTags(id: number, before: IssueSpot | null, after: IssueSpot | null): ChangeTag[] {
  const changed = [tags.issue(id)];
  for (const spot of [before, after]) if (spot) changed.push(tags.publication(spot.publicationId));
  if (before && before.path !== after?.path) changed.push(tags.path(before.path));
  return changed;
}
