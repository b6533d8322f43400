import { describe, expect, it } from 'vitest';
import { aliasCandidate, contentCanonicalPath, maxAliasLength, slugify } from './slugify.ts';

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

describe('aliases and paths', () => {
  it('numbers further candidates from 2', () => {
    expect([1, 2, 3].map((n) => aliasCandidate('story', n))).toEqual(['story', 'story-2', 'story-3']);
  });

  it('puts an item under its primary section, and at the root for home or no section', () => {
    expect(contentCanonicalPath('news/industry', 'story')).toBe('/news/industry/story');
    expect(contentCanonicalPath('home', 'story')).toBe('/story');
    expect(contentCanonicalPath(null, 'story')).toBe('/story');
  });
});
