import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { demoImageFile, writeDemoImages } from './asset-files.ts';

const dir = mkdtempSync(join(tmpdir(), 'masthead-demo-images-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const asset = (src: string, mime_type: string, type = 'Image') => ({
  type,
  src,
  mime_type,
  width: 320,
  height: 200,
  alt: 'Fleet telematics',
  caption: '',
});

describe('demo image files', () => {
  it('draws each seeded image in its declared format and size, and skips favicons and documents', async () => {
    const files = join(dir, 'files');
    const written = await writeDemoImages(
      [
        asset('/files/t/images/1.jpg', 'image/jpeg'),
        asset('/files/t/logos/logo.png', 'image/png'),
        asset('/files/t/logos/favicon.ico', 'image/x-icon'),
        asset('/files/t/docs/a.pdf', 'application/pdf', 'File'),
      ],
      files,
    );
    expect(written).toBe(2);
    expect(await sharp(readFileSync(join(files, 't/images/1.jpg'))).metadata()).toMatchObject({
      format: 'jpeg',
      width: 320,
      height: 200,
    });
    expect(await sharp(readFileSync(join(files, 't/logos/logo.png'))).metadata()).toMatchObject({
      format: 'png',
      width: 320,
      height: 200,
    });
    expect(readdirSync(join(files, 't/logos'))).toEqual(['logo.png']);
  });

  it('reads an image it has drawn before from the cache, and draws a different one anew', async () => {
    const cache = join(dir, 'cache');
    const first = await demoImageFile(asset('/files/t/images/2.jpg', 'image/jpeg'), cache);
    expect(readdirSync(cache)).toHaveLength(1);
    expect((await demoImageFile(asset('/files/t/images/2.jpg', 'image/jpeg'), cache)).equals(first)).toBe(true);
    await demoImageFile(asset('/files/t/images/3.jpg', 'image/jpeg'), cache);
    expect(readdirSync(cache)).toHaveLength(2);
  });

  it('refuses a format it cannot draw', async () => {
    await expect(demoImageFile(asset('/files/t/images/4.gif', 'image/gif'), join(dir, 'cache'))).rejects.toThrow(
      'Demo images cannot be drawn as image/gif',
    );
  });
});
