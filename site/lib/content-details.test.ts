import { describe, expect, it } from 'vitest';
import { addressLines, contactCard, contentDetailRows, isEmptyCard, telHref } from './content-details.ts';
import { contentSeo } from './content-seo.ts';

const base = { startDate: null, endDate: null, venue: {}, address: {}, metadata: {}, linkUrl: null };

describe('content page details', () => {
  it('shows event dates on the Chicago clock with the zone, and the venue', () => {
    const rows = contentDetailRows({
      ...base,
      type: 'Event',
      startDate: Date.parse('2026-03-07T15:00:00Z'),
      endDate: Date.parse('2026-03-09T22:00:00Z'),
      venue: { name: 'McCormick Place', city: 'Chicago', region: 'IL' },
    });
    expect(rows.map((r) => `${r.label}: ${r.value}`)).toEqual([
      'Starts: March 7, 2026, 9:00 AM CST',
      'Ends: March 9, 2026, 5:00 PM CDT',
      'Where: McCormick Place, Chicago, IL',
    ]);
  });

  it('lists an apparatus build with units, and "Label: value" spec lines as rows', () => {
    const rows = contentDetailRows({
      ...base,
      type: 'Apparatus',
      metadata: {
        apparatus: { department: 'Aurora FD', pumpGpm: 1500, aerialFeet: 75, specs: 'Seating: 6\nLED scene lights' },
      },
    });
    expect(rows).toEqual([
      { label: 'Department', value: 'Aurora FD' },
      { label: 'Pump', value: '1,500 gpm' },
      { label: 'Aerial', value: '75 ft.' },
      { label: 'Seating', value: '6' },
      { label: 'Specification', value: 'LED scene lights' },
    ]);
  });

  it('lists a station with its crew, and nothing for an article', () => {
    const rows = contentDetailRows({
      ...base,
      type: 'InQuarters',
      metadata: { inQuarters: { station: 'Station 2', crew: 'A shift: Capt. Ruiz\nB shift: Lt. Ortiz' } },
      address: { city: 'Aurora', state: 'CO' },
    });
    expect(rows).toEqual([
      { label: 'Station', value: 'Station 2' },
      { label: 'Location', value: 'Aurora, CO' },
      { label: 'Crew', value: 'A shift: Capt. Ruiz; B shift: Lt. Ortiz' },
    ]);
    expect(contentDetailRows({ ...base, type: 'Article' })).toEqual([]);
  });

  it('makes a contact card of address, phone, e-mail, website and http(s) social links only', () => {
    const card = contactCard({
      ...base,
      type: 'Company',
      address: { address1: '1 Main St', city: 'Chicago', state: 'IL', postalCode: '60601', country: 'US' },
      metadata: {
        phone: '+1 (312) 555-0100 x12',
        email: 'info@acme.example.com',
        socialLinks: { linkedin: 'https://www.linkedin.com/company/acme', twitter: 'javascript:alert(1)' },
      },
      linkUrl: 'https://acme.example.com',
    });
    expect(card.address).toEqual(['1 Main St', 'Chicago, IL 60601', 'US']);
    expect(card.social.map((s) => s.network)).toEqual(['linkedin']);
    expect(card.website).toBe('https://acme.example.com');
    expect(telHref(card.phone)).toBe('tel:+13125550100,12');
    expect(isEmptyCard(contactCard({ ...base, type: 'Company' }))).toBe(true);
    expect(addressLines({ city: 'Dallas' })).toEqual(['Dallas']);
  });

  it('takes the canonical URL and noindex from the SEO fields', () => {
    expect(contentSeo({ canonicalUrl: 'https://origin.example.com/a', noindex: true }, 'https://own/a')).toEqual({
      canonicalUrl: 'https://origin.example.com/a',
      noindex: true,
    });
    expect(contentSeo({ canonicalUrl: 'javascript:x' }, 'https://own/a')).toEqual({
      canonicalUrl: 'https://own/a',
      noindex: false,
    });
  });
});
