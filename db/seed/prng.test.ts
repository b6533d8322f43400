import { describe, expect, it } from 'vitest';
import { createRandom, hashSeed, mulberry32 } from './prng.ts';

describe('seeded random numbers', () => {
  it('repeat the same sequence for the same seed', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const first = Array.from({ length: 5 }, a);
    expect(Array.from({ length: 5 }, b)).toEqual(first);
    expect(first.every((n) => n >= 0 && n < 1)).toBe(true);
    expect(Array.from({ length: 5 }, mulberry32(43))).not.toEqual(first);
  });

  it('derive different streams from different names', () => {
    expect(hashSeed('1:fleetowner')).not.toBe(hashSeed('1:plantservices'));
    expect(hashSeed('1:fleetowner')).toBe(hashSeed('1:fleetowner'));
  });

  it('keep integers in range and samples distinct', () => {
    const random = createRandom(7);
    for (let i = 0; i < 1000; i++) {
      const n = random.int(3, 5);
      expect(n >= 3 && n <= 5 && Number.isInteger(n)).toBe(true);
    }
    const sample = random.sample([1, 2, 3, 4, 5, 6], 4);
    expect(new Set(sample).size).toBe(4);
    expect(random.sample([1, 2], 5)).toHaveLength(2);
  });

  it('pick weighted keys in proportion', () => {
    const random = createRandom(1);
    const counts = { a: 0, b: 0 };
    for (let i = 0; i < 10_000; i++) counts[random.weighted({ a: 90, b: 10 })] += 1;
    expect(counts.a).toBeGreaterThan(8_500);
    expect(counts.b).toBeGreaterThan(700);
  });
});
