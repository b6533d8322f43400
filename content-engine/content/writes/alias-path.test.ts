import { describe, expect, it } from 'vitest';
import { aliasCandidate, contentCanonicalPath } from './alias-path.ts';

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
