import { describe, expect, it } from 'vitest';
import { eventDimensions, maxSubjectChars } from './event-dimensions.ts';

const at = Date.parse('2026-11-28T05:30:00Z'); // 11-27 in Chicago

describe('the report dimensions of a tracking event', () => {
  it('gives a page view its Chicago day, item, company and page type', () => {
    expect(
      eventDimensions({
        type: 'pageView',
        page: { path: '/a', contentId: 12, pageType: 'content', company: { id: 7, name: 'Acme' } },
        payload: {},
        created: at,
      }),
    ).toEqual({ day: '2026-11-27', contentId: 12, companyId: 7, subject: '["content"]' });
  });

  it('names the item acted on for a favourite or a recommendation, not the page it was on', () => {
    const click = eventDimensions({
      type: 'blueConicRecommendationClick',
      page: { path: '/a', contentId: 12 },
      payload: { contentId: '44', placement: 'rail', source: 'blueconic' },
      created: at,
    });
    expect(click).toMatchObject({ contentId: 44, subject: '["rail","blueconic"]' });
  });

  it('keeps the BlueConic dialog a redirected visitor arrived from (the tracker sends `dialog`)', () => {
    expect(
      eventDimensions({
        type: 'blueConicRedirect',
        page: { path: '/a' },
        payload: { dialog: 'Spring promo' },
        created: at,
      }).subject,
    ).toBe('["Spring promo"]');
  });

  it("keeps a menu click's menu, label and link", () => {
    expect(
      eventDimensions({
        type: 'menuClick',
        page: { path: '/' },
        payload: { menu: 'footer', label: 'About "us"', href: '/about' },
        created: at,
      }).subject,
    ).toBe(JSON.stringify(['footer', 'About "us"', '/about']));
  });

  it('ignores ids that are not positive whole numbers, and events without a subject', () => {
    expect(
      eventDimensions({
        type: 'favoriteContent',
        page: { path: '/', contentId: -1, company: { id: 'x' } },
        payload: { contentId: '1e3' },
        created: at,
      }),
    ).toEqual({ day: '2026-11-27', contentId: null, companyId: null, subject: null });
  });

  it('clips long parts so the subject stays within its column, escapes included', () => {
    const subject = eventDimensions({
      type: 'menuClick',
      page: { path: '/' },
      payload: { menu: 'm', label: '"'.repeat(500), href: `/${'x'.repeat(2_000)}` },
      created: at,
    }).subject!;
    expect(subject.length).toBeLessThanOrEqual(maxSubjectChars);
    expect(JSON.parse(subject)).toHaveLength(3);
  });
});
