import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedDemo } from '../db/seed/seed-demo.ts';
import { insertCmsUser, type CmsUserFixture } from '../content-engine/testing/fixtures-cms-users.ts';
import { createTestEngine, type TestEngine } from '../content-engine/testing/test-engine.ts';
import { serveToBrowser } from './browser.ts';
import { submitAdminLogin } from './admin-sign-in.ts';

/* The media library in Chromium: an editor uploads an image, sees its thumbnail, and the resized copy is served. */
let engine: TestEngine;
let browser: Browser;
let base: string;
let editor: CmsUserFixture;
let filesDir: string;
const errors: string[] = [];

beforeAll(async () => {
  filesDir = mkdtempSync(join(tmpdir(), 'masthead-e2e-media-'));
  vi.stubEnv('FILES_DIR', filesDir);
  engine = await createTestEngine({ admin: true, filesDir });
  await seedDemo(engine.db, { tenants: 1, itemsPerTenant: 5, filesDir });
  editor = await insertCmsUser(engine.db, { username: 'e2e-media-editor', role: 'editor', tenants: ['fleetowner'] });
  ({ base, browser } = await serveToBrowser(engine));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await engine?.close();
  rmSync(filesDir, { recursive: true, force: true });
  vi.unstubAllEnvs();
});

describe('the media library', () => {
  it('uploads an image, shows its thumbnail and serves the resized copy', async () => {
    const image = join(filesDir, 'Harbour Crane.png');
    writeFileSync(
      image,
      await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2a6' } })
        .png()
        .toBuffer(),
    );
    const context = await browser.newContext();
    const page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    await submitAdminLogin(page, editor, `${base}/admin/digital-media-library`);
    await page.getByRole('heading', { name: 'Digital Media Library' }).waitFor();

    await page.getByLabel('Choose images or files, or drop them here').setInputFiles(image);
    await page.getByRole('list', { name: 'Uploads' }).getByText('Uploaded').waitFor();
    const thumbnail = page.getByRole('img', { name: 'Harbour Crane.png' });
    await thumbnail.waitFor();
    const src = await thumbnail.getAttribute('src');
    expect(src).toMatch(/^\/files\/fleetowner\/.+-harbour-crane-320w\.webp$/);
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
    // Fetched from the page: *.localhost resolves in Chromium but not in Node.
    const served = await page.evaluate(async (url) => {
      const response = await fetch(url);
      return { status: response.status, type: response.headers.get('content-type') };
    }, src!);
    expect(served).toEqual({ status: 200, type: 'image/webp' });

    await page.getByLabel('Search').fill('crane');
    await expect.poll(() => page.getByRole('status').textContent()).toBe('1 asset');
    expect(errors).toEqual([]);
    await context.close();
  });
});
