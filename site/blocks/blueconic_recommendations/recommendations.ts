import type { Recommendations } from '../../../content-engine/recommendations/operations/get-blueconic-recommendations.ts';
import type { WebsiteLayoutPage } from '../../../content-engine/layouts/page.ts';
import type { SiteEngine } from '../../../builds/serve/site-engine.ts';

/** Spec public §9: the in-body recommendations show 4 items after a paragraph of 40 words or more. */
export const bodyRecommendations = { items: 4, paragraphWords: 40 } as const;

/** The page's item and section: what the recommender starts from. */
export function recommendationSubject(page: WebsiteLayoutPage): { contentId?: number; sectionId?: number } {
  if (page.pageType === 'content')
    return { contentId: page.pageData.id, sectionId: page.pageData.primarySection?.id ?? undefined };
  if (page.pageType === 'section') return { sectionId: page.id };
  return {};
}

/** Recommendations for a page, leaving out what it shows already. */
export const loadRecommendations = (page: WebsiteLayoutPage, limit: number, engine: SiteEngine) =>
  engine.recommendations({
    ...recommendationSubject(page),
    excludeContentIds: page.usedContentIds.slice(0, 200),
    limit,
  });

export type { Recommendations };
