import { commentingOf } from '../../content-engine/shared/commenting.ts';
import type { SiteSettings } from '../../content-engine/shared/schemas/site-settings.ts';

/** What the old header's comment tray shows: the comments of the page's content item. */
export interface CommentTray {
  contentId: number;
  path: string;
  anonymousAllowed: boolean;
}

/**
 * The old header's comment tray (spec public §2 "Headers"), for a content page of an old-design
 * site where commenting is active (§5) with its own comments store (Viafoura mounts one widget per
 * page, the block's); null otherwise.
 */
export function commentTrayOf(
  settings: Pick<SiteSettings, 'useNewDesign' | 'memberships'>,
  modules: readonly string[],
  content: { id: number } | null | undefined,
  path: string,
): CommentTray | null {
  if (settings.useNewDesign || !content) return null;
  const commenting = commentingOf(settings, modules);
  if (!commenting.active || commenting.service !== 'local') return null;
  return { contentId: content.id, path, anonymousAllowed: commenting.anonymousAllowed };
}
