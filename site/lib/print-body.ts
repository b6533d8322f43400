import type { ContentNode } from '../../content-engine/content/content-node.ts';
import { sanitizeBody } from '../../content-engine/content/writes/sanitize-body.ts';

/** Content behind a gate (membership, a survey gate or registration): printed only up to its ungated paragraphs. */
export const isGated = (content: Pick<ContentNode, 'membership' | 'gating' | 'userRegistration'>) =>
  content.membership.ids.length > 0 || !!content.gating.surveyType || content.userRegistration.isRequired;

/**
 * The body up to the end of its `paragraphs`-th paragraph, with any element left open closed
 * again; the whole body when it has no more paragraphs than that.
 */
export function ungatedBody(html: string, paragraphs: number): { html: string; truncated: boolean } {
  const closes = [...html.matchAll(/<\/p\s*>/gi)];
  const cut = closes[paragraphs - 1];
  if (!cut || (closes.length === paragraphs && html.slice(cut.index + cut[0].length).trim() === '')) return { html, truncated: false };
  const head = html.slice(0, cut.index + cut[0].length);
  // The stored-body policy re-serialises the cut, closing what it left open.
  return { html: sanitizeBody(head), truncated: true };
}
