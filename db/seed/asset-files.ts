import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { filesDir } from '../../content-engine/assets/files-dir.ts';

/** Demo images already drawn, by what they show: a second seed (a restart, a test) copies them. */
export const demoImageCacheDir = () => process.env.DEMO_IMAGE_CACHE || 'var/cache/demo-images';

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
 * The encoders for the formats seeded images declare. Demo images are raster files, as editors'
 * uploads are: a browser decodes JPEG and PNG off the page's main thread, where every SVG image is
 * a document of its own to parse, lay out and paint (10–18 ms each on the demo's phone pages).
 */
const encoders: Record<string, (image: sharp.Sharp) => sharp.Sharp> = {
  'image/jpeg': (image) => image.jpeg({ quality: 80 }),
  'image/png': (image) => image.png({ palette: true, quality: 90, compressionLevel: 9 }),
  'image/webp': (image) => image.webp({ quality: 80 }),
  'image/svg+xml': (image) => image,
};

/** The file of a seeded image in its declared format, drawn once and then read from the cache. */
export async function demoImageFile(asset: AssetRow, cacheDir = demoImageCacheDir()): Promise<Buffer> {
  const svg = demoImageSvg(asset);
  if (asset.mime_type === 'image/svg+xml') return Buffer.from(svg);
  const encode = encoders[asset.mime_type];
  if (!encode) throw new Error(`Demo images cannot be drawn as ${asset.mime_type}`);
  const cached = join(cacheDir, `${createHash('sha1').update(`${asset.mime_type}\n${svg}`).digest('hex')}`);
  const hit = await readFile(cached).catch(() => null);
  if (hit) return hit;
  const file = await encode(sharp(Buffer.from(svg))).toBuffer();
  await mkdir(cacheDir, { recursive: true });
  // Seeds run side by side (test files in parallel): write whole files only.
  const temporary = `${cached}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temporary, file);
  await rename(temporary, cached);
  return file;
}

/** Whether a seeded asset gets a generated file (favicons keep their rows only, as documents do). */
const drawn = (asset: AssetRow) => asset.type === 'Image' && asset.mime_type in encoders;

/**
 * Writes a file for every seeded image, a few at a time (the encoder runs on libuv's threads).
 * Documents keep their rows only; uploads replace them in the media library.
 */
export async function writeDemoImages(assets: readonly AssetRow[], dir = filesDir()): Promise<number> {
  const images = assets.filter(drawn);
  const parallel = 4;
  for (let start = 0; start < images.length; start += parallel) {
    await Promise.all(
      images.slice(start, start + parallel).map(async (asset) => {
        const path = join(dir, asset.src.replace(/^\/files\//, ''));
        await mkdir(dirname(path), { recursive: true });
        await writeFile(path, await demoImageFile(asset));
      }),
    );
  }
  return images.length;
}
