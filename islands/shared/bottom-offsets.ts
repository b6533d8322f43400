/**
 * What is fixed at the bottom of a page: the consent banner, and the sticky ad above it (spec
 * public §9: the sticky offset is the consent banner's height). Their heights are kept on <body>
 * (data-banner-height, data-sticky-height), so the consent and ad scripts agree whichever loaded
 * first; the body is padded by both, so the page's end can scroll clear of them, and the sticky ad
 * sits on the banner. Only the body's padding and the sticky ad's `bottom` change: a custom
 * property on the root made the browser restyle every element of the page while it loaded.
 */
export type BottomPart = 'banner' | 'sticky';

const attribute = (part: BottomPart) => `data-${part}-height`;

/** The height (px) a part last reported; 0 when it is not shown. */
const bottomOffset = (part: BottomPart): number => Number(document.body.getAttribute(attribute(part)) ?? 0);

/** Records a part's height (0 when hidden) and applies both to the page. */
export function setBottomOffset(part: BottomPart, height: number): void {
  const { body } = document;
  body.setAttribute(attribute(part), String(Math.ceil(height)));
  const banner = bottomOffset('banner');
  const total = banner + bottomOffset('sticky');
  body.style.paddingBottom = total > 0 ? `${total}px` : '';
  for (const sticky of document.querySelectorAll<HTMLElement>('.sticky-ad')) sticky.style.bottom = `${banner}px`;
}

/** Reports an element's height as a part's offset whenever it changes, from the browser's own layout (no forced layout); disconnect to stop. */
export function reportBottomHeight(part: BottomPart, element: Element): ResizeObserver {
  const observer = new ResizeObserver(([entry]) =>
    setBottomOffset(part, entry?.borderBoxSize?.[0]?.blockSize ?? entry?.contentRect.height ?? 0),
  );
  observer.observe(element);
  return observer;
}
