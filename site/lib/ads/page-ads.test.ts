import { describe, expect, it } from 'vitest';
import { emptyPage, type WebsiteLayoutPage } from '../../../content-engine/layouts/page.ts';
import type { AdUnit, AdUnitType } from '../../../content-engine/shared/ad-units.ts';
import { defaultSiteSettings } from '../../../content-engine/shared/schemas/site-settings.ts';
import { adSlotHtml, insertAfterParagraphs } from './ad-slot-html.ts';
import { listNativePosition, withBodyAds } from './body-ads.ts';
import { pageAdPlan } from './page-ads.ts';

const unit = (key: string, type: AdUnitType, extra: Partial<AdUnit> = {}): AdUnit => ({
  id: 1,
  key,
  name: key,
  type,
  size: [1, 1],
  sizeMapping: [],
  refreshRate: 0,
  useSectionAlias: true,
  excludePageTypes: [],
  targetId: null,
  ...extra,
});
const units = [
  unit('leaderboard', 'header-leaderboard', { size: [728, 90] }),
  unit('sticky', 'sticky-bottom'),
  unit('native-list', 'content-list-native'),
  unit('native-body', 'content-body-native'),
  unit('body-embed', 'content-body-embed', { size: [300, 250] }),
  unit('skin', 'reskin'),
  unit('page', 'page'),
  unit('rail1', 'layout-block', { size: [300, 250], excludePageTypes: ['issue'] }),
];
const settings = defaultSiteSettings({
  general: { siteName: 'Test' },
  googleAdManager: { basePath: 'test', networkCode: '1234' },
} as never);
/** A page with only the fields the ad plan reads (its page data partial): a content page in "trucks" unless overridden. */
const page = (over: Record<string, unknown>): WebsiteLayoutPage =>
  ({
    ...emptyPage('/x'),
    pageType: 'content',
    pageData: { primarySection: { alias: 'trucks', gamAlias: 'gam-trucks' } },
    ...over,
  }) as unknown as WebsiteLayoutPage;

describe('the page ad plan', () => {
  it('shows every placement the tenant has a unit for, with the section GAM alias', () => {
    const plan = pageAdPlan({ page: page({}), settings, units });
    expect(Object.keys(plan.placements).sort()).toEqual([
      'content-body-embed',
      'content-body-native',
      'content-list-native',
      'header-leaderboard',
      'layout-block',
      'page',
      'reskin',
      'sticky-bottom',
    ]);
    expect(plan.config).toEqual({ network: '1234', basePath: 'test', lazyLoad: true });
    expect(plan.slot(units[0]!)).toMatchObject({ key: 'leaderboard', section: 'gam-trucks', pageType: 'content' });
    expect(plan.slot({ ...units[0]!, useSectionAlias: false }).section).toBeNull();
  });

  it("drops what the layout's ad exclusions and the item's excludeAds exclude", () => {
    const excluded = {
      welcomeAd: true,
      headerLeaderboardAd: true,
      stickyLeaderboardAd: true,
      contentBodyNativeAd: true,
      contentBodyEmbedAd: true,
      contentListNativeAd: true,
      reskinAd: false,
    };
    expect(
      Object.keys(pageAdPlan({ page: page({ adExclusions: excluded }), settings, units }).placements).sort(),
    ).toEqual(['layout-block', 'reskin']);
    const item = page({ pageData: { excludeAds: { reskinAd: true } } });
    expect(pageAdPlan({ page: item, settings, units }).placements.reskin).toBeUndefined();
  });

  it("drops units whose excludePageTypes name the page's type", () => {
    expect(pageAdPlan({ page: page({ pageType: 'issue' }), settings, units }).blockUnits.has('rail1')).toBe(false);
    expect(
      pageAdPlan({
        page: page({ pageType: 'section', pageData: { alias: 'news', gamAlias: null } }),
        settings,
        units,
      }).slot(units[0]!).section,
    ).toBe('news');
  });
});

describe('slots in markup', () => {
  const plan = pageAdPlan({ page: page({}), settings, units });
  it('reserve each viewport’s height and carry the unit as data', () => {
    const html = adSlotHtml(plan, units[0]!);
    expect(html).toContain('id="ad-leaderboard"');
    expect(html).toContain('style="--ad-h-s:90px;--ad-h-m:90px;--ad-h-l:90px"');
    expect(html).toContain('data-ad="{&quot;key&quot;:&quot;leaderboard&quot;');
  });
  it('go after top-level paragraphs of a body, never inside other elements', () => {
    expect(
      insertAfterParagraphs('<p>a</p><blockquote><p>q</p></blockquote><p>b</p><p>c</p>', [
        { after: 2, html: 'X' },
        { after: 9, html: 'Y' },
      ]),
    ).toBe('<p>a</p><blockquote><p>q</p></blockquote><p>b</p>X<p>c</p>');
    const body = withBodyAds('<p>1</p><p>2</p><p>3</p><p>4</p><p>5</p>', plan);
    expect(body.indexOf('native-body')).toBeGreaterThan(body.indexOf('<p>2</p>'));
    expect(body.indexOf('native-body')).toBeLessThan(body.indexOf('<p>3</p>'));
    expect(body.indexOf('body-embed')).toBeGreaterThan(body.indexOf('<p>4</p>'));
    expect(withBodyAds('<p>1</p>', null)).toBe('<p>1</p>');
  });
  it('put the list native ad third by default, in lists long enough', () => {
    expect(listNativePosition({}, 5)).toBe(3);
    expect(listNativePosition({}, 2)).toBeNull();
    expect(listNativePosition({ nativeAdPosition: 1 }, 3)).toBe(1);
    expect(listNativePosition({ nativeAd: false }, 9)).toBeNull();
  });
});
