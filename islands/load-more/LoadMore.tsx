import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { FragmentPart } from './FragmentPart.tsx';
import type { LoadMoreMode } from './fragment.ts';
import { $loadMore, showNext, startLoadMore } from './load-more-store.ts';

interface Props {
  mode: LoadMoreMode;
  path: string;
  max: number;
}

/** Scroll trigger: within 250 px of the marker (spec public §9). */
const scrollMargin = '250px';

/**
 * Load-more (spec public §4): the next grid or page is fetched ahead and shown when the visitor
 * clicks Load More Content (click modes) or scrolls near the marker (scroll modes); then the one
 * after it is fetched. Click modes also offer Back To Top.
 */
export default function LoadMore({ mode, path, max }: Props) {
  const { parts, next, loading, done } = useStore($loadMore);
  const marker = useRef<HTMLDivElement>(null);
  const near = useRef(false);
  const scroll = mode.endsWith('-scroll');

  useEffect(() => startLoadMore({ path, max }), []);

  useEffect(() => {
    const element = marker.current;
    if (!scroll || done || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        near.current = entries.some((entry) => entry.isIntersecting);
        if (near.current) showNext();
      },
      { rootMargin: scrollMargin },
    );
    observer.observe(element);
    // The observer goes with the marker: paging stopped or the island left the page.
    return () => observer.disconnect();
  }, [scroll, done]);

  // A short part leaves the marker in range without a new intersection: keep going.
  useEffect(() => {
    if (scroll && next && near.current) showNext();
  }, [next]);

  return (
    <div className="load-more">
      <div className="load-more-parts">
        {parts.map((html, index) => (
          <FragmentPart key={index} html={html} />
        ))}
      </div>
      {!done && (
        <div ref={marker} className="load-more-marker">
          <button type="button" className="load-more-button" disabled={loading} onClick={showNext}>
            {loading ? 'Loading Content' : 'Load More Content'}
          </button>
        </div>
      )}
      {!scroll && (
        <button type="button" className="back-to-top" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
          Back To Top
        </button>
      )}
    </div>
  );
}
