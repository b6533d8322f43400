import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { faviconLinks, monogramOf, monogramPng } from './favicons.ts';

/** Reads a PNG written by encodePng back into its size and RGB pixels. */
function decode(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const idatLength = png.readUInt32BE(33);
  const raw = inflateSync(png.subarray(41, 41 + idatLength));
  const pixel = (x: number, y: number) => [
    ...raw.subarray(y * (width * 3 + 1) + 1 + x * 3, y * (width * 3 + 1) + 4 + x * 3),
  ];
  return { width, height, pixel };
}

describe('favicons', () => {
  it('links the 180 touch icon and generated 32 and 16 PNGs when no favicon is uploaded', () => {
    expect(faviconLinks({ src: '', width: null, height: null })).toEqual([
      { rel: 'apple-touch-icon', sizes: '180x180', href: '/apple-touch-icon.png' },
      { rel: 'icon', type: 'image/png', sizes: '32x32', href: '/favicon-32x32.png' },
      { rel: 'icon', type: 'image/png', sizes: '16x16', href: '/favicon-16x16.png' },
    ]);
  });

  it('uses the uploaded .ico for the 32 and 16 sizes', () => {
    const links = faviconLinks({ src: '/files/x/favicon.ico', width: 32, height: 32 });
    expect(links.map((l) => l.href)).toEqual(['/apple-touch-icon.png', '/files/x/favicon.ico', '/files/x/favicon.ico']);
    expect(links[1]).toMatchObject({ type: 'image/x-icon', sizes: '32x32' });
  });

  it('takes the first letter or digit of the site name as the monogram', () => {
    expect(monogramOf('FleetOwner')).toBe('F');
    expect(monogramOf('élan 24')).toBe('E');
    expect(monogramOf('24/7 Trucking')).toBe('2');
    expect(monogramOf('—')).toBeNull();
  });

  it.each([180, 32, 16])('draws a %i px square of the primary colour with a white letter', (size) => {
    const { width, height, pixel } = decode(monogramPng({ siteName: 'Hello', color: '#003b71', size }));
    expect([width, height]).toEqual([size, size]);
    expect(pixel(0, 0)).toEqual([0x00, 0x3b, 0x71]);
    // The H's crossbar runs through the middle of the icon.
    expect(pixel(Math.floor(size / 2), Math.floor(size / 2))).toEqual([0xff, 0xff, 0xff]);
  });

  it('draws dark ink on light colours', () => {
    const { pixel } = decode(monogramPng({ siteName: 'Hello', color: '#ffee88', size: 32 }));
    expect(pixel(16, 16)).toEqual([0x22, 0x22, 0x22]);
  });
});
