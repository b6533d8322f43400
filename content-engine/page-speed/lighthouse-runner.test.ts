import { describe, expect, it } from 'vitest';
import { measurementOfLighthouse } from './lighthouse-runner.ts';

describe('measurementOfLighthouse', () => {
  it('reads the score (0–100) and the metrics of a Lighthouse JSON report', () => {
    const report = {
      categories: { performance: { score: 0.874 } },
      audits: {
        'largest-contentful-paint': { numericValue: 2410.5 },
        'cumulative-layout-shift': { numericValue: 0.042 },
        'total-blocking-time': { numericValue: 180 },
        'first-contentful-paint': { numericValue: 950 },
        'server-response-time': { numericValue: 120 },
      },
    };
    expect(measurementOfLighthouse('https://x.example/', report)).toEqual({
      url: 'https://x.example/',
      performanceScore: 87.4,
      lcpMs: 2410.5,
      cls: 0.042,
      tbtMs: 180,
      fcpMs: 950,
      ttfbMs: 120,
      loadMs: null,
      htmlBytes: null,
    });
  });

  it('leaves out what the report lacks', () => {
    expect(measurementOfLighthouse('u', { categories: { performance: { score: null } }, audits: {} })).toMatchObject({
      performanceScore: null,
      lcpMs: null,
    });
  });
});
