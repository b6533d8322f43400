/**
 * Calls back once an element comes within `margin` of the viewport. One IntersectionObserver
 * serves every element of a watcher: a page with a dozen slots has a few observers, not one per
 * slot and margin (the browser computes each observer's intersections on every frame).
 */
export function nearViewport(margin: string): (el: Element, then: () => void) => void {
  const waiting = new Map<Element, () => void>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const then = entry.isIntersecting ? waiting.get(entry.target) : undefined;
        if (!then) continue;
        waiting.delete(entry.target);
        observer.unobserve(entry.target);
        then();
      }
    },
    { rootMargin: margin },
  );
  return (el, then) => {
    waiting.set(el, then);
    observer.observe(el);
  };
}
