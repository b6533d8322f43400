import { describe, expect, it } from 'vitest';
import { defaultBackoffMs, maxBackoffMs } from './backoff.ts';

describe('defaultBackoffMs', () => {
  it('doubles from one second after each failed attempt', () => {
    expect([1, 2, 3, 4].map(defaultBackoffMs)).toEqual([1000, 2000, 4000, 8000]);
  });

  it('never waits longer than five minutes', () => {
    expect(defaultBackoffMs(9)).toBe(256_000);
    expect(defaultBackoffMs(10)).toBe(maxBackoffMs);
    expect(defaultBackoffMs(60)).toBe(maxBackoffMs);
  });
});
