/**
 * Content recommendations for a page (the blueconic_recommendations block and the in-body
 * recommendations, ADR 0064): BlueConic by configuration, otherwise the local recommender over
 * the tenant's own page views. Answers content ids of the tenant, best first; [] when it has none.
 */
export interface Recommender {
  /** 'blueconic' or 'local': which adapter answers (shown in the query's result). */
  readonly source: string;
  recommend(request: RecommendationRequest): Promise<number[]>;
}

export interface RecommendationRequest {
  tenantKey: string;
  /** The item the page shows, whose co-viewed items come first. */
  contentId?: number;
  /** The page's section, whose most viewed recent items fill the rest. */
  sectionId?: number;
  /** Items that must not be recommended (the page's own, already shown). */
  excludeContentIds: number[];
  limit: number;
  /** Page views from this time on (epoch ms) count. */
  since: number;
  /** ... up to this time (epoch ms). */
  until: number;
}
