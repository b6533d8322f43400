import { describe, expect, it } from 'vitest';
import { acceptedEncodings } from './encodings.ts';

describe('acceptedEncodings', () => {
  it('reads encodings and drops those with q=0', () => {
    expect([...acceptedEncodings('gzip, deflate, br;q=1.0, zstd;q=0')]).toEqual(['gzip', 'deflate', 'br']);
    expect([...acceptedEncodings(undefined)]).toEqual([]);
    expect(acceptedEncodings('GZIP;q=0.5').has('gzip')).toBe(true);
  });
});
