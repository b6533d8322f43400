import { describe, expect, it } from 'vitest';
import { fts5Match, maxSearchTerms, searchTerms, tsQuery } from './search-terms.ts';

describe('search terms', () => {
  it('reads words of letters and digits, lower-cased and without repeats', () => {
    expect(searchTerms('  Diesel "engines" OR diesel*; 2024 Café ')).toEqual([
      'diesel',
      'engines',
      'or',
      '2024',
      'café',
    ]);
    expect(searchTerms('"*():^-')).toEqual([]);
  });

  it('ignores words past the limit', () => {
    expect(searchTerms(Array.from({ length: 20 }, (_, i) => `w${i}`).join(' '))).toHaveLength(maxSearchTerms);
  });

  it('builds prefix queries that no operator in the text can change', () => {
    expect(fts5Match(['diesel', 'or'])).toBe('"diesel"* AND "or"*');
    expect(tsQuery(['diesel', 'or'])).toBe("'diesel':* & 'or':*");
  });
});
