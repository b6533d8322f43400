import { describe, expect, it } from 'vitest';
import { trackingPageDetails } from './tracking-page-details.ts';

describe('the page details of tracking events', () => {
  it('keeps the parts of a content page the reports use', () => {
    const pageData = {
      id: 21000001,
      contentId: 21000001,
      type: 'Article',
      name: 'A story',
      alias: 'news/a-story',
      canonicalPath: '/news/a-story',
      body: '<p>long</p>',
      teaser: 'not kept',
      primarySection: {
        id: 3,
        name: 'News',
        alias: 'news',
        fullName: 'Home > News',
        canonicalPath: '/news',
        gamAlias: null,
        hierarchy: [],
      },
      company: { id: 9, name: 'Acme', canonicalPath: '/acme' },
      authors: { edges: [{ node: { id: 1, name: 'Ann Writer', title: '' } }] },
      taxonomy: { edges: [{ node: { id: 5, type: 'Topic', name: 'Fleet' } }] },
      labels: ['Sponsored'],
      gating: { surveyType: null },
      membership: { ids: [4] },
      published: 1_790_000_000_000,
    };
    expect(trackingPageDetails({ id: 21000001, name: 'A story', pageType: 'content', pageData })).toEqual({
      pageType: 'content',
      id: 21000001,
      contentId: 21000001,
      type: 'Article',
      name: 'A story',
      alias: 'news/a-story',
      canonicalPath: '/news/a-story',
      primarySection: { id: 3, name: 'News', alias: 'news', fullName: 'Home > News' },
      company: { id: 9, name: 'Acme' },
      authors: ['Ann Writer'],
      taxonomy: [{ type: 'Topic', name: 'Fleet' }],
      labels: ['Sponsored'],
      gating: 'membership',
      published: 1_790_000_000_000,
    });
  });

  it('says little for a section page and nothing it does not know', () => {
    expect(
      trackingPageDetails({
        id: 3,
        name: 'News',
        pageType: 'section',
        pageData: { id: 3, name: 'News', alias: 'news', canonicalPath: '/news' },
      }),
    ).toEqual({ pageType: 'section', id: 3, name: 'News', alias: 'news', canonicalPath: '/news' });
    expect(trackingPageDetails({ id: null, name: '', pageType: null, pageData: null })).toEqual({});
  });
});
