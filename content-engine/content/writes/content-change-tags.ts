import { normaliseTags, tags, type ChangeTag } from '../../core/change-tags.ts';
import type { SectionTree } from '../../sections/section-tree.ts';
import { isPublic } from '../../core/content-visibility.ts';
import type { ContentFootprint } from './queries.ts';

export interface ContentChange {
  /** Null for a new item. */
  before: ContentFootprint | null;
  after: ContentFootprint;
  /** Whether the write added a redirect (the item moved). */
  redirected: boolean;
}

/** Whether the item's path served a page before the change and does not after it. */
function pathGone({ before, after }: ContentChange, now: number): boolean {
  if (!before) return false;
  const moved = before.canonicalPath !== after.canonicalPath;
  // A never-published draft's path never served a page.
  const hadPage = before.published !== null || isPublic(before, now);
  return (moved && hadPage) || (isPublic(before, now) && !isPublic(after, now));
}

/**
 * The dependency tags of a content change: the item, its types, the sections it was and is
 * scheduled to or filed under (with their ancestors), its companies, the magazine issues it ran
 * and runs in (their pages list it), the items naming it as related content (their related
 * blocks list it once it is public, though their pages do not show it yet), a path that stopped
 * serving the item, and `redirects` when a redirect was written.
 */
export function contentChangeTags(
  change: ContentChange,
  { sections, now }: { sections: SectionTree; now: number },
): ChangeTag[] {
  const states = change.before ? [change.before, change.after] : [change.after];
  const sectionIds = new Set(
    states.flatMap((s) => [...s.scheduledSectionIds, ...(s.primarySectionId ? [s.primarySectionId] : [])]),
  );
  const withAncestors = [...sectionIds].flatMap((id) => [id, ...sections.ancestors(id).map((a) => a.id)]);
  return normaliseTags([
    tags.content(change.after.id),
    ...states.map((s) => tags.type(s.type)),
    ...withAncestors.map(tags.section),
    ...states.flatMap((s) => (s.companyId ? [tags.company(s.companyId)] : [])),
    ...states.flatMap((s) => s.issueIds.map(tags.issue)),
    ...states.flatMap((s) => s.relatedByIds.map(tags.content)),
    ...(pathGone(change, now) ? [tags.path(change.before!.canonicalPath)] : []),
    ...(change.redirected ? [tags.redirects] : []),
  ]);
}
