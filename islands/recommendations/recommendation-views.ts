import { onContentAdded } from '../shared/content-added.ts';
import { partPageDetailsAround } from '../tracking/part-page-views.ts';
import { sendTrackingEvent } from '../tracking/send-tracking-event.ts';

const watched = new WeakSet<Element>();

/**
 * Sends blueConicRecommendationView once per recommendation list when half of it is first in
 * view (spec public §7), with the items it shows; their clicks go through `data-track`. A list in
 * a load-more part carries that part's page details.
 */
export function watchRecommendationViews(root: ParentNode = document): void {
  const lists = [...root.querySelectorAll<HTMLElement>('[data-recommendations]')].filter((list) => !watched.has(list));
  if (lists.length === 0 || typeof IntersectionObserver === 'undefined') return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        const list = entry.target as HTMLElement;
        const payload = {
          placement: list.dataset.recommendations ?? '',
          contentIds: list.dataset.recommendationIds ?? '',
          source: list.dataset.recommendationSource ?? '',
        };
        void sendTrackingEvent('blueConicRecommendationView', payload, partPageDetailsAround(list));
      }
    },
    { threshold: 0.5 },
  );
  for (const list of lists) {
    watched.add(list);
    observer.observe(list);
  }
}

/** Watches the page's lists now and those of every part added later (load-more). */
export function startRecommendationViews(): void {
  watchRecommendationViews();
  onContentAdded((element) => watchRecommendationViews(element));
}
