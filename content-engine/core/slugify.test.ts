import { describe, expect, it } from 'vitest';
import { maxAliasLength, slugify } from './slugify.ts';

describe('slugify', () => {
  it('keeps lower-case letters and digits joined by single hyphens', () => {
    expect(slugify('  Trucks & Fleets: Ça va? 2025!  ')).toBe('trucks-and-fleets-ca-va-2025');
    expect(slugify("Driver's/Owner's Guide")).toBe('drivers-owners-guide');
  });

  it('gives an empty slug when nothing survives, and never a trailing hyphen when cut', () => {
    expect(slugify('日本語 !!!')).toBe('');
    const long = slugify(`${'a'.repeat(maxAliasLength - 1)} b`);
    expect(long.length).toBeLessThanOrEqual(maxAliasLength);
    expect(long.endsWith('-')).toBe(false);
  });
});
