import { describe, expect, it } from 'vitest';
import type { ContentNode } from '../../content-engine/content/content-node.ts';
import { contentStructuredData, postalAddress } from './structured-data.ts';
import { videoEmbedUrl } from './video-embed.ts';

const site = { siteName: 'FleetOwner', origin: 'https://www.fleetowner.com', logoUrl: '/files/logo.svg' };
const node = (fields: Partial<ContentNode>): ContentNode => ({
  id: 10000001,
  contentId: 10000001,
  type: 'Article',
  status: 1,
  name: 'Electric trucks',
  shortName: null,
  seoTitle: 'Electric trucks',
  teaser: 'Fleets try them.',
  body: '<p>x</p>',
  bodyIsPartial: false,
  alias: 'electric-trucks',
  canonicalPath: '/news/electric-trucks',
  siteContext: { path: '/news/electric-trucks', canonicalUrl: 'https://www.fleetowner.com/news/electric-trucks' },
  labels: [],
  metadata: {},
  gating: { surveyType: null },
  membership: { ids: [] },
  userRegistration: { isRequired: false },
  published: Date.parse('2026-11-20T15:00:00Z'),
  expires: null,
  updated: Date.parse('2026-11-21T15:00:00Z'),
  revision: 1,
  syndicatedFrom: null,
  startDate: null,
  endDate: null,
  venue: {},
  address: {},
  embedCode: null,
  linkUrl: null,
  file: null,
  excludeAds: {},
  createdBy: null,
  sectionId: null,
  layoutId: null,
  company: null,
  authors: { edges: [{ node: { id: 1, name: 'Dana Reyes', title: '' } }] },
  primaryImage: {
    id: 1,
    src: '/files/a.svg',
    alt: '',
    caption: '',
    credit: '',
    width: 1200,
    height: 800,
    isLogo: false,
  },
  images: { edges: [] },
  primarySection: null,
  taxonomy: { edges: [] },
  websiteSchedules: [],
  ...fields,
});

describe('contentStructuredData', () => {
  it('describes articles as NewsArticle with the properties schema.org and Google require', () => {
    expect(contentStructuredData(node({}), site, { gated: false })).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'Electric trucks',
      datePublished: '2026-11-20',
      dateModified: '2026-11-21',
      image: ['https://www.fleetowner.com/files/a.svg'],
      author: [{ '@type': 'Person', name: 'Dana Reyes' }],
      publisher: { name: 'FleetOwner', logo: { url: 'https://www.fleetowner.com/files/logo.svg' } },
    });
    expect(contentStructuredData(node({ type: 'Whitepaper' }), site, { gated: false })?.['@type']).toBe('Article');
  });

  it('marks gated content as not accessible for free, naming the paywalled element', () => {
    expect(contentStructuredData(node({}), site, { gated: true })).toMatchObject({
      isAccessibleForFree: false,
      hasPart: { isAccessibleForFree: false, cssSelector: '.gated-body' },
    });
  });

  it('describes events with a place only from the address parts present', () => {
    const event = contentStructuredData(
      node({
        type: 'Event',
        startDate: Date.parse('2027-03-02T15:00:00Z'),
        venue: { name: 'Expo Hall' },
        address: { city: 'Louisville', country: 'US' },
      }),
      site,
      { gated: false },
    );
    expect(event).toMatchObject({
      '@type': 'Event',
      startDate: '2027-03-02',
      location: { name: 'Expo Hall', address: { addressLocality: 'Louisville', addressCountry: 'US' } },
    });
    expect((event?.location as { address: object }).address).not.toHaveProperty('streetAddress');
    expect(postalAddress({ city: ' ' })).toBeUndefined();
  });

  it('describes videos from supported hosts only, with the upload time and offset', () => {
    const video = contentStructuredData(
      node({ type: 'Video', embedCode: '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>' }),
      site,
      { gated: false },
    );
    expect(video).toMatchObject({
      '@type': 'VideoObject',
      embedUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
      uploadDate: '2026-11-20T15:00:00+00:00',
    });
    expect(
      contentStructuredData(
        node({ type: 'Video', embedCode: '<iframe src="https://example.com/v/1"></iframe>' }),
        site,
        { gated: false },
      ),
    ).toBeNull();
  });

  it("gives videos without an image a thumbnail: YouTube's still, else the site logo, else no VideoObject", () => {
    const youtube = node({ type: 'Video', primaryImage: null, embedCode: 'https://youtu.be/dQw4w9WgXcQ' });
    const vimeo = node({ type: 'Video', primaryImage: null, embedCode: 'https://vimeo.com/76979871' });
    expect(contentStructuredData(youtube, site, { gated: false })?.thumbnailUrl).toEqual([
      'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    ]);
    expect(contentStructuredData(vimeo, site, { gated: false })?.thumbnailUrl).toEqual([
      'https://www.fleetowner.com/files/logo.svg',
    ]);
    expect(contentStructuredData(vimeo, { ...site, logoUrl: undefined }, { gated: false })).toBeNull();
  });
});

describe('videoEmbedUrl', () => {
  it('recognises YouTube and Vimeo and nothing else', () => {
    expect(videoEmbedUrl('https://youtu.be/dQw4w9WgXcQ')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(videoEmbedUrl('<iframe src="https://player.vimeo.com/video/76979871"></iframe>')).toBe(
      'https://player.vimeo.com/video/76979871',
    );
    expect(videoEmbedUrl('https://dailymotion.com/video/x1')).toBeNull();
  });
});
