import type { ContentNode } from '../../../content-engine/content/content-node.ts';

/** One sidebar of a content item: an optional title and the editor's HTML. */
export interface ContentSidebar {
  title: string;
  html: string;
}

/** At most this many sidebars are shown. */
export const maxSidebars = 10;

/**
 * A content item's sidebars (ADR 66): `metadata.sidebars`, a list of `{ title?, body }` (or plain
 * HTML strings), as stored by the content editor; entries without text are skipped. The HTML is
 * sanitised where it is rendered (site/lib/editor-html.ts).
 */
export function contentSidebars(content: ContentNode | null): ContentSidebar[] {
  const stored = content?.metadata.sidebars;
  if (!Array.isArray(stored)) return [];
  const sidebars: ContentSidebar[] = [];
  for (const entry of stored) {
    const { title, body } =
      typeof entry === 'string'
        ? { title: '', body: entry }
        : entry && typeof entry === 'object'
          ? (entry as { title?: unknown; body?: unknown })
          : { title: '', body: '' };
    const html = typeof body === 'string' ? body.trim() : '';
    if (!html) continue;
    sidebars.push({ title: typeof title === 'string' ? title.trim().slice(0, 200) : '', html });
    if (sidebars.length === maxSidebars) break;
  }
  return sidebars;
}
