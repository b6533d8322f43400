/** Bot user agents for which error pages are not rendered (spec public §8). */
export const isCrawler = (userAgent: string | null) =>
  /bot|lighthouse|facebookexternalhit|facebot|google/i.test(userAgent ?? '');
