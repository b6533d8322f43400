import { parseCreative } from '../../../content-engine/ads/creative.ts';
import type { AdUnitType } from '../../../content-engine/shared/ad-units.ts';
import { addAsset } from './assets.ts';
import { stamp, type GenContext, day } from './context.ts';

type Size = [number, number];
const desktop = (sizes: Size[]) => ({ viewport: [980, 0] as Size, sizes });
const tablet = (sizes: Size[]) => ({ viewport: [768, 0] as Size, sizes });
const mobile = (sizes: Size[]) => ({ viewport: [0, 0] as Size, sizes });

/** Every demo tenant's ad units; the seeded layouts' gam_ad blocks name `rail1`. */
const units: {
  key: string;
  name: string;
  type: AdUnitType;
  size: string;
  sizeMapping: { viewport: Size; sizes: Size[] }[];
  refreshRate: number;
  excludePageTypes?: string[];
}[] = [
  {
    key: 'leaderboard',
    name: 'Header leaderboard',
    type: 'header-leaderboard',
    size: '728x90',
    sizeMapping: [
      desktop([
        [970, 90],
        [728, 90],
      ]),
      tablet([[728, 90]]),
      mobile([[320, 50]]),
    ],
    refreshRate: 30,
  },
  {
    key: 'sticky',
    name: 'Sticky bottom',
    type: 'sticky-bottom',
    size: '728x90',
    sizeMapping: [tablet([[728, 90]]), mobile([[320, 50]])],
    refreshRate: 30,
  },
  { key: 'rail1', name: 'Right rail 1', type: 'layout-block', size: '300x250', sizeMapping: [], refreshRate: 0 },
  {
    key: 'native-list',
    name: 'Native in lists',
    type: 'content-list-native',
    size: '1x1',
    sizeMapping: [],
    refreshRate: 0,
  },
  {
    key: 'native-body',
    name: 'Native in article bodies',
    type: 'content-body-native',
    size: '1x1',
    sizeMapping: [],
    refreshRate: 0,
    excludePageTypes: ['section', 'issue', 'publication'],
  },
  {
    key: 'body-embed',
    name: 'Article body rectangle',
    type: 'content-body-embed',
    size: '300x250',
    sizeMapping: [],
    refreshRate: 0,
  },
  { key: 'skin', name: 'Reskin', type: 'reskin', size: '1x1', sizeMapping: [], refreshRate: 0 },
  { key: 'page', name: 'Out of page (welcome ad)', type: 'page', size: '1x1', sizeMapping: [], refreshRate: 0 },
];

/** Tenants whose demo shows a siteskin and a welcome ad (one each, so other demos stay plain). */
const skinTenant = 'plantservices';
const welcomeTenant = 'demotest';

/**
 * Demo ad units and house-ad creatives (the local ad server's line items), so every demo site
 * shows working ads offline: images are generated demo assets, links are the tenant's own pages.
 */
export function generateAds(ctx: GenContext) {
  const at = stamp(ctx, 60 * day);
  for (const u of units) {
    ctx.data.ad_units.push({
      tenant_key: ctx.tenantKey,
      key: u.key,
      name: u.name,
      type: u.type,
      size: u.size,
      size_mapping: JSON.stringify(u.sizeMapping),
      refresh_rate: u.refreshRate,
      use_section_alias: true,
      exclude_page_types: JSON.stringify(u.excludePageTypes ?? []),
      target_id: `ad-${u.key}`,
      ...at,
    });
  }
  const { prefixes, suffixes } = ctx.brand.companyWords;
  const sponsors = [0, 1, 2].map((i) => `${prefixes[i % prefixes.length]} ${suffixes[i % suffixes.length]}`);
  const product = (i: number) => ctx.brand.products[i % ctx.brand.products.length] ?? 'solutions';
  const linkTo = (i: number) => {
    const items = ctx.data.content.filter((c) => c.status === 1 && c.type === 'Company');
    return (items[i % Math.max(1, items.length)]?.canonical_path as string | undefined) ?? '/';
  };
  const editorialImage =
    (ctx.data.assets.find((a) => a.type === 'Image' && !a.is_logo && String(a.src).includes('/images/'))?.src as
      string | undefined) ?? '';
  const creative = (
    name: string,
    target: { unitKey?: string; unitType?: AdUnitType; size?: string },
    kind: string,
    fields: Record<string, unknown>,
    priority = 0,
  ) => {
    const parsed = parseCreative(kind, fields);
    ctx.data.house_ad_creatives.push({
      tenant_key: ctx.tenantKey,
      name,
      ad_unit_key: target.unitKey ?? null,
      ad_unit_type: target.unitType ?? null,
      size: target.size ?? null,
      section_alias: null,
      kind: parsed.kind,
      fields: JSON.stringify(parsed.fields),
      priority,
      status: 1,
      ...at,
    });
  };
  // Image creatives are drawn at twice their slot's size, as ad operations ask of creatives for
  // high-density screens (the slot shows them at its own size).
  const image = (sponsor: number, [width, height]: Size) => {
    const altText = `Advertisement: ${sponsors[sponsor]} ${product(sponsor)}`;
    const { src } = addAsset(ctx, {
      type: 'Image',
      folder: 'ads',
      fileName: `house-ad-${sponsor + 1}-${width}x${height}@2x.png`,
      mimeType: 'image/png',
      alt: altText,
      size: [width * 2, height * 2],
    });
    creative(`${sponsors[sponsor]} ${width}x${height}`, { size: `${width}x${height}` }, 'image', {
      imagePath: src,
      clickUrl: linkTo(sponsor),
      altText,
    });
  };
  for (const size of [
    [970, 90],
    [728, 90],
    [320, 50],
    [300, 250],
  ] as Size[])
    image(0, size);
  image(1, [300, 250]);
  image(1, [728, 90]);

  for (const [i, unitType] of [
    [1, 'content-list-native'],
    [2, 'content-list-native'],
    [2, 'content-body-native'],
  ] as [number, AdUnitType][]) {
    creative(`${sponsors[i]} native`, { unitType }, 'native', {
      nativeTitle: `How ${sponsors[i]} helps ${ctx.brand.audiences[0] ?? 'teams'} with ${product(i)}`,
      nativeSummary: `A closer look at ${product(i)} from ${sponsors[i]}, and what it means for ${ctx.brand.audiences[1] ?? 'the industry'}.`,
      nativeUrl: linkTo(i),
      nativeImagePath: editorialImage,
      labels: [sponsors[i]!],
    });
  }
  if (ctx.tenantKey === skinTenant) {
    const column = (side: string) =>
      addAsset(ctx, {
        type: 'Image',
        folder: 'ads',
        fileName: `siteskin-${side}.png`,
        mimeType: 'image/png',
        alt: `${sponsors[0]} ${product(0)}`,
        size: [300, 1050],
      }).src;
    creative(`${sponsors[0]} siteskin`, { unitType: 'reskin' }, 'skin', {
      adSkinType: 'siteskin',
      adSkinWidth: 300,
      adClickUrl: linkTo(0),
      adTitle: `${sponsors[0]}: ${product(0)}`,
      adLeftColumnUrl: linkTo(0),
      adLeftColumnImage: column('left'),
      adRightColumnUrl: linkTo(0),
      adRightColumnImage: column('right'),
    });
  }
  if (ctx.tenantKey === welcomeTenant) {
    const { src } = addAsset(ctx, {
      type: 'Image',
      folder: 'ads',
      fileName: 'welcome-ad.png',
      mimeType: 'image/png',
      alt: `Welcome from ${sponsors[1]}`,
      size: [640, 480],
    });
    creative(`${sponsors[1]} welcome ad`, { unitType: 'page' }, 'welcome', {
      adType: 'welcomeAdImage',
      adImagePath: src,
      adClickUrl: linkTo(1),
      adDelay: 0,
      adLength: 0,
    });
  }
}
