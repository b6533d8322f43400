import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cmsToken, operationDocument } from '../../testing/fixtures-cms-tokens.ts';
import { insertTenant } from '../../testing/fixtures.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';

interface AssetResult {
  id: number;
  type: string;
  fileName: string;
  src: string;
  mimeType: string;
  width: number | null;
  height: number | null;
  alt: string;
  sizes: { width: number; height: number; src: string }[];
}
interface GqlAnswer<T> {
  status: number;
  data?: T;
  errors?: { message: string; extensions: { code: string } }[];
}

let engine: TestEngine;
let filesDir: string;
const tokens = { editor: '', viewer: '', betaEditor: '' };

/** POSTs uploadAsset as a GraphQL multipart request. */
async function upload(
  file: { name: string; type: string; data: Buffer },
  { token = tokens.editor, tenantKey = 'alpha', alt }: { token?: string; tenantKey?: string; alt?: string } = {},
): Promise<GqlAnswer<{ uploadAsset: AssetResult }>> {
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({
      query: await operationDocument('mutation/asset/uploadAsset'),
      variables: { input: { file: null, alt } },
    }),
  );
  form.append('map', JSON.stringify({ 0: ['variables.input.file'] }));
  form.append('0', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  const response = await engine.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'tenant-key': tenantKey, authorization: `Bearer ${token}` },
    payload: form,
  });
  return { status: response.statusCode, ...response.json() };
}

const photo = () =>
  sharp({ create: { width: 1600, height: 900, channels: 3, background: '#c33' } })
    .jpeg()
    .toBuffer();

beforeAll(async () => {
  filesDir = mkdtempSync(join(tmpdir(), 'masthead-assets-'));
  vi.stubEnv('FILES_DIR', filesDir);
  engine = await createTestEngine({ filesDir });
  await insertTenant(engine.db, { key: 'alpha' });
  await insertTenant(engine.db, { key: 'beta' });
  tokens.editor = await cmsToken(engine, { username: 'editor', role: 'editor', tenants: ['alpha'] });
  tokens.viewer = await cmsToken(engine, { username: 'viewer', role: 'viewer', tenants: ['alpha'] });
  tokens.betaEditor = await cmsToken(engine, { username: 'beta-editor', role: 'editor', tenants: ['beta'] });
});
afterAll(async () => {
  await engine.close();
  rmSync(filesDir, { recursive: true, force: true });
  vi.unstubAllEnvs();
});

describe('uploadAsset', () => {
  it('stores an image with its WebP sizes, records its size and serves every file under /files/', async () => {
    const { data, errors } = await upload(
      { name: 'Red Truck (final).JPG', type: 'image/jpeg', data: await photo() },
      { alt: 'A red truck' },
    );
    expect(errors).toBeUndefined();
    const asset = data!.uploadAsset;
    expect(asset).toMatchObject({
      type: 'Image',
      fileName: 'Red Truck (final).JPG',
      mimeType: 'image/jpeg',
      width: 1600,
      height: 900,
      alt: 'A red truck',
    });
    expect(asset.src).toMatch(/^\/files\/alpha\/\d{4}\/\d{2}\/[0-9a-f]{8}-red-truck-final\.jpg$/);
    expect(asset.sizes.map((s) => [s.width, s.height])).toEqual([
      [320, 180],
      [640, 360],
      [1280, 720],
    ]);
    for (const { src, width } of asset.sizes) {
      expect(existsSync(join(filesDir, src.replace('/files/', '')))).toBe(true);
      const served = await engine.app.inject({ method: 'GET', url: src });
      expect(served.statusCode).toBe(200);
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width });
    }
    expect((await engine.app.inject({ method: 'GET', url: asset.src })).statusCode).toBe(200);
  });

  it('never enlarges a small image', async () => {
    const small = await sharp({ create: { width: 200, height: 100, channels: 4, background: '#0a0' } })
      .png()
      .toBuffer();
    const { data } = await upload({ name: 'dot.png', type: 'image/png', data: small });
    expect(data!.uploadAsset.sizes).toEqual([{ width: 200, height: 100, src: expect.stringMatching(/-200w\.webp$/) }]);
  });

  it('stores a PDF as is with its mime type', async () => {
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
    const { data, errors } = await upload({ name: 'Rate card 2026.pdf', type: 'application/pdf', data: pdf });
    expect(errors).toBeUndefined();
    expect(data!.uploadAsset).toMatchObject({ type: 'File', mimeType: 'application/pdf', width: null, sizes: [] });
    const served = await engine.app.inject({ method: 'GET', url: data!.uploadAsset.src });
    expect(served.rawPayload.equals(pdf)).toBe(true);
  });

  it('refuses a type it does not accept, and an image it cannot read', async () => {
    const exe = await upload({ name: 'setup.exe', type: 'application/octet-stream', data: Buffer.from('MZ') });
    expect(exe.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    expect(exe.errors?.[0]?.message).toMatch(/^Invalid input\. file: Files of this type cannot be uploaded/);
    const fake = await upload({ name: 'fake.jpg', type: 'image/jpeg', data: Buffer.from('not an image') });
    expect(fake.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
  });

  it('refuses a file over 25 MB with PAYLOAD_TOO_LARGE', async () => {
    const { status, errors } = await upload({
      name: 'huge.pdf',
      type: 'application/pdf',
      data: Buffer.alloc(25 * 1024 * 1024 + 1),
    });
    expect(status).toBe(413);
    expect(errors?.[0]).toMatchObject({
      message: 'The file is larger than 25 MB.',
      extensions: { code: 'PAYLOAD_TOO_LARGE' },
    });
  });

  it('refuses an editor of another tenant and a user without manage_assets', async () => {
    const data = await photo();
    expect(
      (await upload({ name: 'a.jpg', type: 'image/jpeg', data }, { token: tokens.betaEditor })).errors?.[0]?.extensions
        .code,
    ).toBe('FORBIDDEN');
    expect(
      (await upload({ name: 'a.jpg', type: 'image/jpeg', data }, { token: tokens.viewer })).errors?.[0]?.extensions
        .code,
    ).toBe('FORBIDDEN');
  });

  it('refuses an Upload sent in a JSON request', async () => {
    const { errors } = await engine.gql(
      await operationDocument('mutation/asset/uploadAsset'),
      { input: { file: { fileName: 'x.pdf' } } },
      { tenantKey: 'alpha', token: tokens.editor },
    );
    expect(errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
  });
});

describe('getAssetStream, updateAsset and deleteAsset', () => {
  const stream = async (input: Record<string, unknown>, token = tokens.editor) =>
    engine.gql<{ getAssetStream: { totalCount: number; edges: { node: AssetResult }[] } }>(
      await operationDocument('query/asset/getAssetStream'),
      { input },
      { tenantKey: 'alpha', token },
    );

  it('lists the tenant’s assets newest first, by type and text', async () => {
    const all = (await stream({})).data!.getAssetStream;
    expect(all.totalCount).toBe(3);
    expect(all.edges[0]!.node.fileName).toBe('Rate card 2026.pdf');
    expect((await stream({ type: 'Image' })).data!.getAssetStream.totalCount).toBe(2);
    expect((await stream({ search: 'TRUCK' })).data!.getAssetStream.edges.map((e) => e.node.fileName)).toEqual([
      'Red Truck (final).JPG',
    ]);
    expect((await stream({}, tokens.viewer)).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });

  it('edits the describing fields and deletes an asset with its files', async () => {
    const [truck] = (await stream({ search: 'truck' })).data!.getAssetStream.edges.map((e) => e.node);
    const update = await operationDocument('mutation/asset/updateAsset');
    const updated = await engine.gql<{ updateAsset: AssetResult & { caption: string; credit: string } }>(
      update,
      { input: { id: truck!.id, caption: 'On the road', credit: 'Jo Lens' } },
      { tenantKey: 'alpha', token: tokens.editor },
    );
    expect(updated.data?.updateAsset).toMatchObject({ alt: 'A red truck', caption: 'On the road', credit: 'Jo Lens' });
    const remove = await operationDocument('mutation/asset/deleteAsset');
    expect(
      (await engine.gql(remove, { input: { id: truck!.id } }, { tenantKey: 'beta', token: tokens.betaEditor }))
        .errors?.[0]?.extensions.code,
    ).toBe('NOT_FOUND');
    expect(
      (await engine.gql(remove, { input: { id: truck!.id } }, { tenantKey: 'alpha', token: tokens.editor })).data,
    ).toEqual({ deleteAsset: true });
    for (const src of [truck!.src, ...truck!.sizes.map((s) => s.src)])
      expect(existsSync(join(filesDir, src.replace('/files/', '')))).toBe(false);
  });
});
