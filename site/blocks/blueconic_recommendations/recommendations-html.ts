import type { ContentNode } from '../../../content-engine/content/content-node.ts';
import { safeHref } from '../../../content-engine/shared/safe-href.ts';

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Where a list shows: the block, or inside a content body. */
export type RecommendationPlacement = 'block' | 'body';

/**
 * A recommendation list's markup, the same for the block and the in-body list (which is
 * spliced into body HTML). Every text escaped; each link tracked as
 * blueConicRecommendationClick, the list's first sight as blueConicRecommendationView
 * (`data-recommendations`, islands/recommendations/recommendation-views.ts).
 */
export function recommendationsHtml({
  items,
  placement,
  source,
  label,
}: {
  items: ContentNode[];
  placement: RecommendationPlacement;
  source: string;
  label?: string;
}): string {
  const ids = items.map((item) => item.id).join(',');
  const rows = items
    .map((item) => {
      const href = escapeHtml(safeHref(item.canonicalPath) ?? '#');
      const section = item.primarySection
        ? `<span class="rec-section">${escapeHtml(item.primarySection.name)}</span>`
        : '';
      return `<li>${section}<a href="${href}" data-track="blueConicRecommendationClick" data-track-content-id="${item.id}" data-track-placement="${placement}" data-track-source="${escapeHtml(source)}">${escapeHtml(item.name)}</a></li>`;
    })
    .join('');
  const heading = label ? `<p class="rec-label">${escapeHtml(label)}</p>` : '';
  return `<aside class="recommendations recommendations-${placement}" aria-label="${escapeHtml(label || 'Recommended')}" data-recommendations="${placement}" data-recommendation-ids="${ids}" data-recommendation-source="${escapeHtml(source)}">${heading}<ul>${rows}</ul></aside>`;
}
