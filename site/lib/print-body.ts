import type { ContentNode } from '../../content-engine/content/content-node.ts';
import { ungatedParagraphs } from '../../content-engine/shared/gating/gate.ts';

/** Content behind a gate (membership, a survey gate or registration): printed only up to its ungated paragraphs. */
export const isGated = (content: Pick<ContentNode, 'membership' | 'gating' | 'userRegistration'>) =>
  content.membership.ids.length > 0 || !!content.gating.surveyType || content.userRegistration.isRequired;

/** The body up to its `paragraphs`-th paragraph, as the site cuts gated bodies (shared gating rule); whole only when empty. */
export function ungatedBody(html: string, paragraphs: number): { html: string; truncated: boolean } {
  const { teaser, rest } = ungatedParagraphs(html, paragraphs);
  return rest.trim() ? { html: teaser, truncated: true } : { html, truncated: false };
}

/** What the print page shows of a body: gated content up to its ungated paragraphs (the engine may have cut it already). */
export function printBody(
  content: Pick<ContentNode, 'body' | 'bodyIsPartial' | 'membership' | 'gating' | 'userRegistration'>,
  paragraphs: number,
): { html: string; truncated: boolean } | null {
  if (!content.body) return null;
  if (!isGated(content)) return { html: content.body, truncated: false };
  // Already cut by the engine (membership gate): cutting again would drop one more paragraph.
  if (content.bodyIsPartial) return { html: content.body, truncated: true };
  return ungatedBody(content.body, paragraphs);
}
