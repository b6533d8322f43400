import { track } from '../tracking/track.ts';

/**
 * Sends blueConicRecommendationView once per recommendation list when half of it is first in
 * view (spec public §7), with the items it shows; their clicks go through `data-track`.
 */
export function watchRecommendationViews(root: ParentNode = document): void {
  const lists = [...root.querySelectorAll<HTMLElement>('[data-recommendations]')];
  if (lists.length === 0 || typeof IntersectionObserver === 'undefined') return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        const list = entry.target as HTMLElement;
        void track('blueConicRecommendationView', {
          placement: list.dataset.recommendations ?? '',
          contentIds: list.dataset.recommendationIds ?? '',
          source: list.dataset.recommendationSource ?? '',
        });
      }
    },
    { threshold: 0.5 },
  );
  for (const list of lists) observer.observe(list);
}
