import { describe, expect, it } from 'vitest';
import { researchCsv } from './research-csv.ts';

describe('the content research CSV', () => {
  it('has a header and one quoted-as-needed line per item', () => {
    const csv = researchCsv([
      {
        id: 7,
        siteName: 'Fleet News',
        type: 'Article',
        status: 'DRAFT',
        name: 'Rates, "up" again',
        updated: Date.UTC(2026, 0, 1),
        authors: ['Ann Lee', 'Bo Ray'],
        url: 'https://fleet.example.com/rates/7',
      },
    ]);
    const [header, line] = csv.split('\r\n');
    expect(header).toBe('ID,Site,Type,Name,Status,Section,Authors,Published,Updated,URL');
    expect(line).toMatch(
      /^7,Fleet News,Article,"Rates, ""up"" again",DRAFT,,Ann Lee; Bo Ray,,\d{4}-\d{2}-\d{2} \d{2}:\d{2},https:\/\/fleet\.example\.com\/rates\/7$/,
    );
  });
});
