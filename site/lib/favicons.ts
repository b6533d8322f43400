import type { SiteSettings } from '../../content-engine/shared/schemas/site-settings.ts';
import { glyphs } from './monogram-glyphs.ts';
import { encodePng } from './png.ts';

/** Spec public §9: favicon sizes 180 (Apple touch icon), 32 and 16. */
export const appleTouchIconSize = 180;
export const faviconSizes = [32, 16] as const;

export interface IconLink {
  rel: 'apple-touch-icon' | 'icon';
  href: string;
  sizes: string;
  type?: string;
}

export const generatedIconPath = (size: number) =>
  size === appleTouchIconSize ? '/apple-touch-icon.png' : `/favicon-${size}x${size}.png`;

/**
 * The head's icon links. The tenant's uploaded favicon (an .ico, general.favicon) serves the 32
 * and 16 sizes; without one the site's generated monogram PNGs do. Apple devices do not read .ico,
 * so the 180 touch icon is always the generated PNG.
 */
export function faviconLinks(favicon: SiteSettings['general']['favicon']): IconLink[] {
  return [
    {
      rel: 'apple-touch-icon',
      sizes: `${appleTouchIconSize}x${appleTouchIconSize}`,
      href: generatedIconPath(appleTouchIconSize),
    },
    ...faviconSizes.map((size): IconLink =>
      favicon.src
        ? { rel: 'icon', type: 'image/x-icon', sizes: `${size}x${size}`, href: favicon.src }
        : { rel: 'icon', type: 'image/png', sizes: `${size}x${size}`, href: generatedIconPath(size) },
    ),
  ];
}

function hexToRgb(hex: string): [number, number, number] | null {
  const digits = hex.replace(/^#/, '');
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits.slice(0, 6);
  if (!/^[0-9a-f]{6}$/i.test(full)) return null;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

/** The first letter or digit of the site name, accents dropped: the monogram. */
export const monogramOf = (siteName: string) =>
  siteName
    .normalize('NFD')
    .toUpperCase()
    .match(/[A-Z0-9]/)?.[0] ?? null;

/**
 * A square PNG of the site's monogram: its first letter in white (or dark grey on light colours)
 * on the primary colour, drawn from a 5×7 bitmap at the largest whole scale that fits.
 */
export function monogramPng({ siteName, color, size }: { siteName: string; color: string; size: number }): Buffer {
  const background = hexToRgb(color) ?? [0x1f, 0x4e, 0x79];
  const luminance = (0.2126 * background[0] + 0.7152 * background[1] + 0.0722 * background[2]) / 255;
  const ink: [number, number, number] = luminance > 0.6 ? [0x22, 0x22, 0x22] : [0xff, 0xff, 0xff];
  const rgb = new Uint8Array(size * size * 3);
  for (let i = 0; i < size * size; i++) rgb.set(background, i * 3);
  const letter = monogramOf(siteName);
  const rows = letter ? glyphs[letter]!.split(' ') : [];
  const margin = Math.max(1, Math.round(size * 0.08));
  const scale = Math.max(1, Math.floor((size - 2 * margin) / 7));
  const left = Math.floor((size - 5 * scale) / 2);
  const top = Math.floor((size - 7 * scale) / 2);
  rows.forEach((row, y) => {
    [...row].forEach((bit, x) => {
      if (bit !== '1') return;
      for (let dy = 0; dy < scale; dy++)
        for (let dx = 0; dx < scale; dx++) rgb.set(ink, ((top + y * scale + dy) * size + left + x * scale + dx) * 3);
    });
  });
  return encodePng({ width: size, height: size, rgb });
}

/** The response of a generated icon route. */
export const pngResponse = (png: Buffer) =>
  new Response(new Uint8Array(png), {
    headers: { 'content-type': 'image/png', 'cache-control': 'public, max-age=86400' },
  });
