import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** Where uploaded and generated files live; the server serves them at /files/. */
export const filesDir = () => process.env.FILES_DIR || 'var/files';

interface AssetRow {
  type: string;
  src: string;
  mime_type: string;
  width: number | null;
  height: number | null;
  alt: string;
  caption: string;
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A deterministic illustration for a seeded image: a gradient from its name's hash, and its subject. */
export function demoImageSvg(asset: AssetRow): string {
  const width = asset.width ?? 1200;
  const height = asset.height ?? 800;
  const hash = createHash('sha1').update(asset.src).digest();
  const hue = (hash[0]! * 360) / 256;
  const label = escapeXml((asset.alt || asset.caption || '').slice(0, 60));
  // As large as fits: at most half the height, and the label's width within 90% of the image.
  const fontSize = Math.max(8, Math.round(Math.min(height * 0.5, (width * 0.9) / Math.max(1, label.length * 0.6))));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${label}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue.toFixed(0)},55%,38%)"/><stop offset="1" stop-color="hsl(${((hue + 40) % 360).toFixed(0)},60%,22%)"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<text x="50%" y="50%" fill="#fff" font-family="system-ui,sans-serif" font-size="${fontSize}" font-weight="700" text-anchor="middle" dominant-baseline="middle">${label}</text>
</svg>
`;
}

/**
 * Writes a file for every seeded image (SVG, so the demo works offline without an image
 * encoder). Documents keep their rows only; uploads replace them in the media library.
 */
export async function writeDemoImages(assets: readonly AssetRow[], dir = filesDir()): Promise<number> {
  let written = 0;
  for (const asset of assets) {
    if (asset.type !== 'Image' || asset.mime_type !== 'image/svg+xml') continue;
    const path = join(dir, asset.src.replace(/^\/files\//, ''));
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, demoImageSvg(asset));
    written++;
  }
  return written;
}
