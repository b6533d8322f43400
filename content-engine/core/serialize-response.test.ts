import { describe, expect, it } from 'vitest';
import { markImmutableJson, serializeResponse } from './serialize-response.ts';

describe('serializeResponse', () => {
  it('writes exactly what JSON.stringify writes', () => {
    const value = {
      data: {
        a: [1, 'two', null, { b: true }],
        c: undefined,
        d: 'quote " and \\ slash',
        e: { f: { g: { h: { i: 1 } } } },
      },
    };
    expect(serializeResponse(value)).toBe(JSON.stringify(value));
    expect(serializeResponse(null)).toBe('null');
  });

  it('reuses the JSON of values marked immutable', () => {
    const grid = markImmutableJson({ rows: [{ id: 'r1' }] });
    const first = serializeResponse({ data: { page: { grid } } });
    grid.rows.push({ id: 'r2' }); // breaking the promise shows the memoised JSON is used
    expect(serializeResponse({ data: { page: { grid } } })).toBe(first);
    expect(first).toBe('{"data":{"page":{"grid":{"rows":[{"id":"r1"}]}}}}');
  });
});
