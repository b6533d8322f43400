import { useEffect, useRef } from 'react';
import { announceContentAdded } from '../shared/content-added.ts';
import { trackPartPageView } from '../tracking/part-page-views.ts';

/**
 * One fetched fragment, inserted as parsed HTML: a contextual fragment runs the scripts Astro put
 * in it (island hydration), which innerHTML would not. The page's scripts are told of it (ads
 * start its slots), and its page view is sent.
 */
export function FragmentPart({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.replaceChildren(document.createRange().createContextualFragment(html));
    announceContentAdded(element);
    trackPartPageView(element);
  }, [html]);
  return <div ref={ref} className="load-more-part-slot" />;
}
