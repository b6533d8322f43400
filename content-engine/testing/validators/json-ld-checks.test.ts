import { describe, expect, it } from 'vitest';
import { jsonLdBlocks, structuredDataProblems } from './json-ld-checks.ts';

const publisher = {
  '@type': 'Organization',
  name: 'FleetOwner',
  logo: { '@type': 'ImageObject', url: 'https://x.com/logo.svg' },
};
const article = {
  '@context': 'https://schema.org',
  '@type': 'NewsArticle',
  headline: 'A',
  datePublished: '2026-11-21',
  author: [{ '@type': 'Person', name: 'Ann' }],
  image: ['https://x.com/a.svg'],
  publisher,
};

describe('JSON-LD checks', () => {
  it('extracts the JSON-LD blocks of a page', () => {
    expect(jsonLdBlocks(`<head><script type="application/ld+json">{"@type":"Event"}</script></head>`)).toEqual([
      { '@type': 'Event' },
    ]);
  });

  it('passes a complete NewsArticle and names what a broken one misses', () => {
    expect(structuredDataProblems(article)).toEqual([]);
    expect(
      structuredDataProblems({
        ...article,
        headline: 'x'.repeat(111),
        datePublished: '21/11/2026',
        author: [{ '@type': 'Person' }],
        image: ['/a.svg'],
        publisher: { '@type': 'Organization', name: 'F' },
      }),
    ).toEqual([
      'headline has 111 characters; Google takes at most 110.',
      'datePublished "21/11/2026" is not an ISO 8601 date.',
      'author[0] has no name.',
      'image[0] is not an absolute URL.',
      'publisher has no logo with an absolute URL.',
    ]);
  });

  it('checks an Event location and its address parts', () => {
    const event = {
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Expo',
      startDate: '2026-12-01',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    };
    expect(
      structuredDataProblems({
        ...event,
        location: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Austin' } },
      }),
    ).toEqual([]);
    expect(
      structuredDataProblems({
        ...event,
        location: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: '' } },
      }),
    ).toEqual(['address.addressLocality is empty.']);
    expect(
      structuredDataProblems({ ...event, location: { '@type': 'VirtualLocation', url: 'https://x.com/live' } }),
    ).toEqual(['an offline event needs a Place.']);
    expect(
      structuredDataProblems({
        ...event,
        startDate: undefined,
        location: { '@type': 'Place', address: { '@type': 'PostalAddress' } },
      }),
    ).toEqual(['startDate "undefined" is not an ISO 8601 date.', 'the PostalAddress has no parts.']);
  });

  it('checks a VideoObject', () => {
    const video = {
      '@context': 'https://schema.org',
      '@type': 'VideoObject',
      name: 'V',
      description: 'D',
      thumbnailUrl: ['https://x.com/t.svg'],
      uploadDate: '2026-11-21T10:00:00+00:00',
      embedUrl: 'https://www.youtube.com/embed/abcdefghijk',
    };
    expect(structuredDataProblems(video)).toEqual([]);
    expect(structuredDataProblems({ ...video, thumbnailUrl: [], uploadDate: '2026-11-21', embedUrl: null })).toEqual([
      'thumbnailUrl is empty.',
      'uploadDate "2026-11-21" is not a date-time with an offset.',
      'neither embedUrl nor contentUrl is an absolute URL.',
    ]);
  });

  it('reports types it cannot check and a foreign context', () => {
    expect(structuredDataProblems({ '@context': 'https://example.org', '@type': 'Thing' })).toEqual([
      '@context is "https://example.org", not https://schema.org.',
      '@type "Thing" has no checks here.',
    ]);
  });
});
