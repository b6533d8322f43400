import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../db/seed/seed-demo.ts';
import { createTestEngine, type TestEngine } from '../../../content-engine/testing/test-engine.ts';
import { insertCmsUser, loginAs } from '../../../content-engine/testing/fixtures-cms-users.ts';

/*
 * Serving prebuilt pages over a real socket: a miss renders and stores, the next request is
 * answered from memory before Fastify (static-fast-path.ts) with the same bytes and headers;
 * ETag/304, br/gzip negotiation, HEAD, and editors' live renders for preview-mode / cache-bypass.
 */
let engine: TestEngine;
let filesDir: string;
let base: string;
const host = 'fleetowner.localhost';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A raw HTTP request (fetch may not set Host); bodies are returned as sent, not decoded. */
function request(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { method, headers: { host, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}
const get = request;

beforeAll(async () => {
  filesDir = mkdtempSync(join(tmpdir(), 'masthead-serve-'));
  engine = await createTestEngine({ site: true, filesDir });
  await seedDemo(engine.db, { filesDir });
  await engine.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(engine.app.server.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  await engine?.close();
  rmSync(filesDir, { recursive: true, force: true });
});

describe('serving prebuilt pages', () => {
  it("keeps idle connections open as long as Fastify's own server would (72 s, longer than a load balancer's 60 s)", () => {
    expect(engine.app.server.keepAliveTimeout).toBe(72_000);
  });

  it('stores a miss and serves the same page from memory afterwards', async () => {
    const first = await get('/news');
    expect(first.status).toBe(200);
    const second = await get('/news');
    expect(second.status).toBe(200);
    expect(second.body.equals(first.body)).toBe(true);
    for (const name of ['etag', 'cache-control', 'content-type', 'vary', 'x-masthead-cache', 'content-length'])
      expect(second.headers[name], name).toBe(first.headers[name]);
    expect(second.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(second.headers['x-masthead-cache']).toBe('static');
  });

  it('answers If-None-Match with 304 and negotiates br and gzip', async () => {
    const plain = await get('/news');
    expect((await get('/news', { 'if-none-match': String(plain.headers.etag) })).status).toBe(304);
    const br = await get('/news', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    const gz = await get('/news', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
  });

  it('answers HEAD without a body', async () => {
    const head = await get('/news', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });

  it("renders live for a signed-in editor's preview-mode and cache-bypass, and keeps utm links on the stored page", async () => {
    await get('/news');
    const editor = await insertCmsUser(engine.db, { username: 'bypass-editor', tenants: ['fleetowner'] });
    const cookie = `cmsUserBearerToken=${(await loginAs(engine.context(), editor)).bearerToken}`;
    expect((await get('/news?cache-bypass=true', { cookie })).headers['x-masthead-cache']).toBe('bypass');
    expect((await get('/news?preview-mode=true', { cookie })).headers['x-masthead-cache']).toBe('bypass');
    expect((await get('/news?cache-bypass=true')).headers['x-masthead-cache']).toBe('static');
    expect((await get('/news?utm_source=newsletter')).headers['x-masthead-cache']).toBe('static');
  });

  it("shows a draft to an editor's preview (the admin's token cookie) and to nobody else", async () => {
    const section = await engine
      .db('website_sections')
      .where({ tenant_key: 'fleetowner', status: 1 })
      .whereNot({ alias: 'home' })
      .orderBy('id')
      .first('id', 'alias');
    const editor = await insertCmsUser(engine.db, { username: 'preview-editor', tenants: ['fleetowner'] });
    const outsider = await insertCmsUser(engine.db, { username: 'preview-outsider', tenants: ['plantservices'] });
    const token = (user: typeof editor) => loginAs(engine.context(), user).then((t) => t.bearerToken);
    const created = await engine.gql<{ createContent: { canonicalPath: string } }>(
      'mutation($input: CreateContentInput!) { createContent(input: $input) { canonicalPath } }',
      { input: { type: 'Article', name: 'Draft Only Editors Preview', primarySectionId: section.id } },
      { tenantKey: 'fleetowner', token: await token(editor) },
    );
    const path = created.data!.createContent.canonicalPath;
    const preview = await get(`${path}?preview-mode=true`, { cookie: `cmsUserBearerToken=${await token(editor)}` });
    expect([
      preview.status,
      preview.headers['x-masthead-cache'],
      preview.body.toString().includes('Draft Only Editors Preview'),
    ]).toEqual([200, 'bypass', true]);
    expect((await get(`${path}?preview-mode=true`)).status).toBe(404);
    expect(
      (await get(`${path}?preview-mode=true`, { cookie: `cmsUserBearerToken=${await token(outsider)}` })).status,
    ).toBe(404);
    expect((await get(path, { cookie: `cmsUserBearerToken=${await token(editor)}` })).status).toBe(404);
  });

  it('keeps tenants apart: the same path on another host is another page', async () => {
    const fleet = (await get('/')).body.toString();
    const plant = (await get('/', { host: 'plantservices.localhost' })).body.toString();
    expect(fleet).toContain('<title>Home | FleetOwner');
    expect(plant).toContain('Plant Services');
    expect(plant).not.toContain('FleetOwner');
  });

  it('leaves engine routes to the engine', async () => {
    expect(String((await get('/health')).headers['content-type'])).toContain('application/json');
  });
});

describe("serving the site's scripts and stylesheets", () => {
  it('links the stylesheets from pages and sends them precompressed, cached for a year', async () => {
    const page = (await get('/')).body.toString();
    const stylesheets = [...page.matchAll(/<link rel="stylesheet" href="(\/_astro\/[^"]+\.css)"/g)].map(
      (match) => match[1]!,
    );
    expect(stylesheets.length).toBeGreaterThan(0);
    for (const path of stylesheets) {
      const plain = await get(path);
      expect(plain.status).toBe(200);
      expect(String(plain.headers['content-type'])).toContain('text/css');
      expect(String(plain.headers['cache-control'])).toContain('immutable');
      const br = await get(path, { 'accept-encoding': 'br, gzip' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
      const gz = await get(path, { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
    }
  });

  it("sends an island's script precompressed", async () => {
    const page = (await get('/')).body.toString();
    const script = page.match(/(\/_astro\/[^"]+\.js)"/)![1]!;
    const plain = await get(script);
    const br = await get(script, { 'accept-encoding': 'br' });
    expect(String(br.headers['content-type'])).toContain('javascript');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
  });
});
