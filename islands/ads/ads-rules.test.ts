import { describe, expect, it } from 'vitest';
import { lazyLoadMargins, shouldRefresh } from './ad-constants.ts';
import { parseAdMessage } from './ad-messages.ts';
import { parseImageCreative } from './house-adapter.ts';
import { skinOffsets } from './skin-offsets.ts';
import { slotPath } from './slot-path.ts';
import { reservedHeight, sizesForViewport } from './size-mapping.ts';

const mapping = [
  {
    viewport: [980, 0] as [number, number],
    sizes: [
      [970, 90],
      [728, 90],
    ] as [number, number][],
  },
  { viewport: [768, 0] as [number, number], sizes: [[728, 90]] as [number, number][] },
  { viewport: [0, 0] as [number, number], sizes: [[320, 50]] as [number, number][] },
];

describe('slot path', () => {
  it('is /{network}/{basePath}/{sectionAlias}/{key}', () => {
    expect(
      slotPath({ network: '21687441225', basePath: 'fleetowner', sectionAlias: 'trucks', key: 'leaderboard' }),
    ).toBe('/21687441225/fleetowner/trucks/leaderboard');
  });
  it('says default without a section alias and drops stray slashes of the base path', () => {
    expect(slotPath({ network: '123', basePath: '/fo/site/', sectionAlias: null, key: 'rail1' })).toBe(
      '/123/fo/site/default/rail1',
    );
    expect(slotPath({ network: '123', basePath: 'fo', sectionAlias: '', key: 'rail1' })).toBe('/123/fo/default/rail1');
  });
});

describe('size mapping', () => {
  it('takes the sizes of the widest viewport entry that fits', () => {
    expect(sizesForViewport({ size: [728, 90], sizeMapping: mapping }, [1280, 800])).toEqual([
      [970, 90],
      [728, 90],
    ]);
    expect(sizesForViewport({ size: [728, 90], sizeMapping: mapping }, [800, 600])).toEqual([[728, 90]]);
    expect(sizesForViewport({ size: [728, 90], sizeMapping: mapping }, [375, 667])).toEqual([[320, 50]]);
  });
  it("falls back to the unit's size, and to 1x1 without one", () => {
    expect(sizesForViewport({ size: [300, 250], sizeMapping: [] }, [375, 667])).toEqual([[300, 250]]);
    expect(sizesForViewport({ size: null, sizeMapping: [] }, [375, 667])).toEqual([[1, 1]]);
    expect(
      sizesForViewport({ size: [300, 250], sizeMapping: [{ viewport: [1024, 0], sizes: [[970, 250]] }] }, [375, 667]),
    ).toEqual([[300, 250]]);
  });
  it('reserves the tallest height of each viewport', () => {
    expect([0, 768, 1024].map((w) => reservedHeight({ size: [728, 90], sizeMapping: mapping }, w))).toEqual([
      50, 90, 90,
    ]);
  });
});

describe('lazy load and refresh', () => {
  it('fetches at 100% and renders at 50% of the viewport, doubled on mobile', () => {
    expect(lazyLoadMargins(1280)).toEqual({ fetch: '100% 0px', render: '50% 0px' });
    expect(lazyLoadMargins(375)).toEqual({ fetch: '200% 0px', render: '100% 0px' });
  });
  it('refreshes only when more than 75% of the slot is in view on a visible page', () => {
    expect(shouldRefresh({ inViewRatio: 0.76, pageVisible: true })).toBe(true);
    expect(shouldRefresh({ inViewRatio: 0.75, pageVisible: true })).toBe(false);
    expect(shouldRefresh({ inViewRatio: 1, pageVisible: false })).toBe(false);
  });
});

describe('ad messages', () => {
  it('reads skin, welcome and native creatives from their JSON', () => {
    expect(
      parseAdMessage(
        JSON.stringify({ adSkinType: 'siteskin', adSkinWidth: 300, adClickUrl: '/go', adLeftColumnImage: '/l.svg' }),
      ),
    ).toMatchObject({
      kind: 'skin',
      adSkinType: 'siteskin',
      adSkinWidth: 300,
      adClickUrl: '/go',
      adLeftColumnImage: '/l.svg',
      adRightColumnImage: '',
    });
    expect(
      parseAdMessage(JSON.stringify({ adType: 'welcomeAdImage', adImagePath: '/w.svg', adDelay: 2, adLength: 10 })),
    ).toMatchObject({ kind: 'welcome', adType: 'welcomeAdImage', adDelay: 2, adLength: 10 });
    expect(
      parseAdMessage({ nativeTitle: 'Title', nativeUrl: 'https://example.com/x', labels: ['Acme', 3] }),
    ).toMatchObject({ kind: 'native', nativeTitle: 'Title', labels: ['Acme'] });
  });
  it.each([
    ['not JSON', '{adSkinType:'],
    ['a number', 42],
    ['null', null],
    ['an array', '[1,2]'],
    ['an unknown skin type', JSON.stringify({ adSkinType: 'popup' })],
    ['an unknown ad type', JSON.stringify({ adType: 'interstitial', adImagePath: '/x.svg' })],
    ['a welcome image without an image', JSON.stringify({ adType: 'welcomeAdImage' })],
    ['a native ad without a safe link', JSON.stringify({ nativeTitle: 'x', nativeUrl: 'javascript:alert(1)' })],
    ['an empty native title', JSON.stringify({ nativeTitle: '  ', nativeUrl: '/x' })],
    ['another sender', JSON.stringify({ type: 'resize', height: 10 })],
  ])('ignores %s', (_, data) => {
    expect(parseAdMessage(data)).toBeNull();
  });
  it('drops unsafe links and clamps durations', () => {
    expect(
      parseAdMessage(
        JSON.stringify({ adSkinType: 'reskin', adClickUrl: 'javascript:x', backgroundImagePath: '//evil/x.png' }),
      ),
    ).toMatchObject({ adClickUrl: '', backgroundImagePath: '' });
    expect(
      parseAdMessage(JSON.stringify({ adType: 'welcomeAdTag', adTag: '<b>hi</b>', adDelay: -5, adLength: 1e9 })),
    ).toMatchObject({ adDelay: 0, adLength: 600 });
  });
});

describe('siteskin offsets', () => {
  it('are 90 px from the top and 650 px from the centre, more for editors and primary menus', () => {
    expect(skinOffsets({ cmsUserLoggedIn: false, primaryMenuHasLinks: false })).toEqual({ top: 90, columns: 650 });
    expect(skinOffsets({ cmsUserLoggedIn: true, primaryMenuHasLinks: false })).toEqual({ top: 120, columns: 699 });
    expect(skinOffsets({ cmsUserLoggedIn: false, primaryMenuHasLinks: true })).toEqual({ top: 135, columns: 650 });
    expect(skinOffsets({ cmsUserLoggedIn: true, primaryMenuHasLinks: true })).toEqual({ top: 165, columns: 699 });
  });
});

describe("a house image creative's data", () => {
  const creative = {
    imagePath: '/files/fo/ads/a.png',
    clickUrl: 'https://sponsor.example/offer',
    altText: 'Advertisement: Acme',
  };
  it('is its image, link and text', () => {
    expect(parseImageCreative(JSON.stringify(creative))).toEqual(creative);
    expect(parseImageCreative(JSON.stringify({ ...creative, clickUrl: '/sponsor', extra: 1 }))).toEqual({
      ...creative,
      clickUrl: '/sponsor',
    });
  });
  it('is refused when malformed or when a URL is not a site path or http(s): no script runs in the page', () => {
    expect(parseImageCreative('not json')).toBeNull();
    expect(parseImageCreative('null')).toBeNull();
    expect(parseImageCreative(JSON.stringify({ ...creative, altText: 3 }))).toBeNull();
    expect(parseImageCreative(JSON.stringify({ ...creative, clickUrl: 'javascript:alert(1)' }))).toBeNull();
    expect(parseImageCreative(JSON.stringify({ ...creative, clickUrl: '//evil.example/x' }))).toBeNull();
    expect(parseImageCreative(JSON.stringify({ ...creative, imagePath: 'data:image/svg+xml,<svg/>' }))).toBeNull();
  });
});
