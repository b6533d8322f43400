/** A page of a tenant to measure: its absolute address and what kind of page it is. */
export interface PageSpeedTarget {
  tenantKey: string;
  /** The path on the tenant's site, e.g. / or /news. */
  path: string;
  pageType: 'home' | 'section' | 'content';
}

/**
 * What one run measured. A metric the runner cannot measure honestly is null (the local runner
 * has no browser: no paint, layout or blocking-time metrics, no performance score).
 */
export interface PageSpeedMeasurement {
  url: string;
  performanceScore: number | null;
  lcpMs: number | null;
  cls: number | null;
  tbtMs: number | null;
  fcpMs: number | null;
  ttfbMs: number | null;
  loadMs: number | null;
  htmlBytes: number | null;
}

/**
 * The page speed port (ADR 0080): measures one page. Adapters: `local` (fetches the page from
 * this server — response timing and size) and `lighthouse` (the Lighthouse CLI, by configuration).
 */
export interface PageSpeedRunner {
  source: 'local' | 'lighthouse';
  measure(target: PageSpeedTarget): Promise<PageSpeedMeasurement>;
}
