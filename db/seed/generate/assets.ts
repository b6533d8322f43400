import { stamp, type GenContext, day } from './context.ts';

const sizes: [number, number][] = [
  [1200, 800],
  [1600, 900],
  [1024, 768],
  [800, 800],
  [1280, 720],
  [900, 1200],
];

interface AssetInput {
  type: 'Image' | 'File';
  folder: string;
  fileName: string;
  mimeType: string;
  isLogo?: boolean;
  caption?: string;
  alt?: string;
  size?: [number, number] | null;
}

/** Adds one asset row; returns its id and src. */
export function addAsset(ctx: GenContext, a: AssetInput): { id: number; src: string } {
  const id = ctx.nextId('assets');
  // Image files are drawn in their declared format by db/seed/asset-files.ts.
  const src = `/files/${ctx.tenantKey}/${a.folder}/${a.fileName}`;
  const [width, height] = a.size === null ? [null, null] : (a.size ?? ctx.random.pick(sizes));
  ctx.data.assets.push({
    id,
    tenant_key: ctx.tenantKey,
    type: a.type,
    file_name: a.fileName,
    src,
    mime_type: a.mimeType,
    width,
    height,
    size: ctx.random.int(40_000, 2_500_000),
    caption: a.caption ?? '',
    credit:
      a.type === 'Image'
        ? ctx.random.pick(['Photo courtesy of the company', `${ctx.brand.name} staff`, 'Getty Images', 'Adobe Stock'])
        : '',
    alt: a.alt ?? '',
    is_logo: a.isLogo ?? false,
    ...stamp(ctx, ctx.random.int(1, 700) * day),
  });
  return { id, src };
}

/** The pool of editorial images content items draw from. */
export function generateImagePool(ctx: GenContext, count: number): number[] {
  return Array.from({ length: count }, (_, index) => {
    const subject = ctx.random.pick(ctx.brand.subjects);
    return addAsset(ctx, {
      type: 'Image',
      folder: 'images',
      fileName: `${index + 1}.jpg`,
      mimeType: 'image/jpeg',
      caption: `A look at ${subject}.`,
      alt: subject,
    }).id;
  });
}

/** The brand's own logos, for the site header, footer and sponsored search. */
export function generateSiteLogos(ctx: GenContext) {
  const logo = (fileName: string, alt: string, size: [number, number]) =>
    addAsset(ctx, { type: 'Image', folder: 'logos', fileName, mimeType: 'image/png', isLogo: true, alt, size });
  return {
    header: logo('site-logo.png', ctx.brand.name, [360, 70]),
    footer: logo('site-logo-white.png', ctx.brand.name, [360, 90]),
    prestitial: logo('prestitial-logo.png', ctx.brand.name, [600, 200]),
    sponsor: logo('sponsored-search.png', 'Sponsored search partner', [300, 100]),
    favicon: addAsset(ctx, {
      type: 'Image',
      folder: 'logos',
      fileName: 'favicon.ico',
      mimeType: 'image/x-icon',
      isLogo: true,
      size: [32, 32],
    }),
  };
}
