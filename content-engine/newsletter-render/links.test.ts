import { describe, expect, it } from 'vitest';
import { newsletterCampaignIdFromQuery, newsletterCampaignParam } from '../shared/newsletters/tracking.ts';
import { absoluteUrl, trackedHref } from './links.ts';

const tracking = { origin: 'https://www.fleetnews.test', templateName: 'Fleet Daily: Ça va?', campaignId: 41 };

describe('tracked links', () => {
  it('gives links to the site the UTM parameters and the campaign id the tracker reads', () => {
    const url = new URL(trackedHref('https://www.fleetnews.test/news/a?x=1#top', 'top', tracking));
    expect(Object.fromEntries(url.searchParams)).toEqual({
      x: '1',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'fleet-daily-ca-va',
      utm_content: 'top',
      [newsletterCampaignParam]: '41',
    });
    expect(url.hash).toBe('#top');
    expect(newsletterCampaignIdFromQuery(url.search)).toBe(41);
  });

  it('resolves site paths against the origin and treats the bare host as the site', () => {
    expect(trackedHref('/events', 'nav', tracking)).toMatch(
      /^https:\/\/www\.fleetnews\.test\/events\?utm_source=newsletter/,
    );
    expect(trackedHref('https://fleetnews.test/x', 'nav', tracking)).toContain(`${newsletterCampaignParam}=41`);
  });

  it('gives links to other sites the UTM parameters only and keeps the advertiser’s own', () => {
    const url = new URL(trackedHref('https://acme.test/offer?utm_source=partner', 'ad-1', tracking));
    expect(url.searchParams.get('utm_source')).toBe('partner');
    expect(url.searchParams.get('utm_medium')).toBe('email');
    expect(url.searchParams.get('utm_content')).toBe('ad-1');
    expect(url.searchParams.has(newsletterCampaignParam)).toBe(false);
  });

  it('leaves out the campaign id in previews (no campaign yet)', () => {
    const url = new URL(trackedHref('/news', 'top', { ...tracking, campaignId: null }));
    expect(url.searchParams.has(newsletterCampaignParam)).toBe(false);
    expect(url.searchParams.get('utm_campaign')).toBe('fleet-daily-ca-va');
  });

  it('keeps mailto: links and refuses scripts, data and unparsable links', () => {
    expect(trackedHref('mailto:ed@fleetnews.test', 'f', tracking)).toBe('mailto:ed@fleetnews.test');
    expect(trackedHref('javascript:alert(1)', 'f', tracking)).toBe('');
    expect(trackedHref('data:text/html,x', 'f', tracking)).toBe('');
    expect(trackedHref('//evil.test/x', 'f', tracking)).toBe('');
    expect(trackedHref('', 'f', tracking)).toBe('');
  });

  it('makes image paths absolute and refuses other schemes', () => {
    expect(absoluteUrl('/files/a.png', tracking.origin)).toBe('https://www.fleetnews.test/files/a.png');
    expect(absoluteUrl('javascript:x', tracking.origin)).toBe('');
  });

  it('reads only positive integer campaign ids from a landing page query', () => {
    expect(newsletterCampaignIdFromQuery(`?${newsletterCampaignParam}=0`)).toBeUndefined();
    expect(newsletterCampaignIdFromQuery(`?${newsletterCampaignParam}=1e3`)).toBeUndefined();
    expect(newsletterCampaignIdFromQuery('?utm_source=newsletter')).toBeUndefined();
  });
});
