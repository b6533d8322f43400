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
      metadata: { zmagId: 'edition-7' },
    };
    const layout = { layoutId: 12, layoutType: { type: 'content' } };
    expect(trackingPageDetails({ id: 21000001, name: 'A story', pageType: 'content', pageData, ...layout })).toEqual({
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
      layoutId: 12,
      layoutType: 'content',
      sectionId: 3,
      zmagId: 'edition-7',
    });
  });

  it('names the issue and publication of an issue page, and the publication of a publication page', () => {
    const issue = { id: 40, name: 'May', alias: 'may', canonicalPath: '/magazine/fo/may', publication: { id: 2 } };
    expect(trackingPageDetails({ id: 40, name: 'May', pageType: 'issue', pageData: issue })).toMatchObject({
      issueId: 40,
      publicationId: 2,
    });
    expect(trackingPageDetails({ id: 2, name: 'FO', pageType: 'publication', pageData: { id: 2 } }).publicationId).toBe(
      2,
    );
  });

  it('leaves out a digital edition id that is not a plain token', () => {
    const pageData = { id: 1, metadata: { zmagId: '"><script>' } };
    expect(trackingPageDetails({ id: 1, name: 'x', pageType: 'content', pageData }).zmagId).toBeUndefined();
  });

  it('says little for a section page and nothing it does not know', () => {
    expect(
      trackingPageDetails({
        id: 3,
        name: 'News',
        pageType: 'section',
        pageData: { id: 3, name: 'News', alias: 'news', canonicalPath: '/news' },
      }),
    ).toEqual({ pageType: 'section', id: 3, name: 'News', alias: 'news', canonicalPath: '/news', sectionId: 3 });
    expect(trackingPageDetails({ id: null, name: '', pageType: null, pageData: null })).toEqual({});
  });
});
