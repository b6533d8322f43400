import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Backend, parseS3Location } from './s3-backend.ts';
import { pageBackendFromEnv } from './page-store-from-env.ts';
import { createStaticStore } from './static-store.ts';

/*
 * The S3 page backend (ADR 0090) against s3rver, an S3-compatible server in Node: the static store
 * above it writes, reads, keeps and removes pages as it does on disk, and a second store on the
 * same bucket (another process) sees a page the first wrote.
 */
const work = mkdtempSync(join(tmpdir(), 'masthead-s3-'));
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: join(work, 'bucket'),
  configureBuckets: [{ name: 'pages' }],
});
let client: S3Client;

beforeAll(async () => {
  const { port } = await server.run();
  client = new S3Client({
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
});
afterAll(async () => {
  client?.destroy();
  await server.close();
  rmSync(work, { recursive: true, force: true });
});

const storeOn = (prefix: string, recheckMs?: number) =>
  createStaticStore({
    root: join(work, 'local'),
    recheckMs,
    backend: createS3Backend({ bucket: 'pages', prefix, client }),
  });
const page = (text: string) => Buffer.from(`<!doctype html><html><body>${text}</body></html>`);
const object = async (key: string) => {
  const got = await client.send(new GetObjectCommand({ Bucket: 'pages', Key: key }));
  return {
    bytes: Buffer.from(await got.Body!.transformToByteArray()),
    type: got.ContentType,
    encoding: got.ContentEncoding,
  };
};

describe('the S3 page backend', () => {
  it('stores a page with its variants as objects a CDN can serve, and reads it back', async () => {
    const store = storeOn('sites/');
    expect(store.location).toBe('s3://pages/sites/');
    const body = page('Fleet news');
    const written = await store.numbered((seq) => store.write('fleetowner', 'news/index.html', body, { seq }));
    expect(written).toMatchObject({ bytes: body.length, kept: false });
    const stored = await object('sites/fleetowner/news/index.html');
    expect(stored).toMatchObject({ bytes: body, type: 'text/html; charset=utf-8' });
    const gz = await object('sites/fleetowner/news/index.html.gz');
    expect(gz.encoding).toBe('gzip');
    expect(gunzipSync(gz.bytes).equals(body)).toBe(true);
    expect((await object('sites/fleetowner/news/index.html.br')).encoding).toBe('br');
    const read = await storeOn('sites/').read('fleetowner', 'news/index.html');
    expect(read?.body.equals(body)).toBe(true);
    expect(read?.etag).toBe(written!.etag);
  });

  it('keeps a page that came out the same, and removes a page with its variants', async () => {
    const store = storeOn('keep/');
    const body = page('Unchanged');
    await store.numbered((seq) => store.write('fleetowner', 'index.html', body, { seq }));
    const again = await store.numbered((seq) =>
      store.write('fleetowner', 'index.html', Buffer.from(body), { seq, unchanged: true }),
    );
    expect(again?.kept).toBe(true);
    expect(await store.numbered((seq) => store.remove('fleetowner', 'index.html', { seq }))).toBe(true);
    expect(await storeOn('keep/').read('fleetowner', 'index.html')).toBeNull();
    await expect(object('keep/fleetowner/index.html.br')).rejects.toMatchObject({ name: 'NoSuchKey' });
  });

  it("serves another process's newer page once the one it holds is checked again", async () => {
    const writer = storeOn('shared/');
    const reader = storeOn('shared/', 0);
    await writer.numbered((seq) => writer.write('fleetowner', 'index.html', page('First'), { seq }));
    expect((await reader.read('fleetowner', 'index.html'))?.body.toString()).toContain('First');
    await writer.numbered((seq) => writer.write('fleetowner', 'index.html', page('Second'), { seq }));
    expect((await reader.read('fleetowner', 'index.html'))?.body.toString()).toContain('Second');
  });

  it('compresses again when the variants beside a page are not its own (a write caught half-way)', async () => {
    const store = storeOn('torn/');
    await store.numbered((seq) => store.write('fleetowner', 'index.html', page('Old'), { seq }));
    const body = page('New');
    await client.send(new PutObjectCommand({ Bucket: 'pages', Key: 'torn/fleetowner/index.html', Body: body }));
    const read = await storeOn('torn/').read('fleetowner', 'index.html');
    expect(gunzipSync(read!.gzip).equals(body)).toBe(true);
  });

  it('is chosen by PAGE_STORE, which says what is wrong with a location it cannot use', async () => {
    expect(await pageBackendFromEnv({})).toBeUndefined();
    expect(await pageBackendFromEnv({ PAGE_STORE: 'dir' })).toBeUndefined();
    const chosen = await pageBackendFromEnv({ PAGE_STORE: 's3://pages/sites', S3_ENDPOINT: 'http://127.0.0.1:1' });
    expect(chosen?.location).toBe('s3://pages/sites/');
    expect(parseS3Location('s3://my.bucket-1')).toEqual({ bucket: 'my.bucket-1', prefix: '' });
    expect(() => parseS3Location('https://example.com/x')).toThrow(
      'PAGE_STORE must be dir or s3://<bucket>[/<prefix>] (a bucket name of 3 to 63 lowercase letters, digits, dots and hyphens), not "https://example.com/x"',
    );
  });
});
