import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../db/seed/seed-demo.ts';
import { emitChange } from '../../core/events.ts';
import { loadSiteSettings } from '../../core/site-settings-reader.ts';
import { saveSiteSettings } from '../../settings/queries.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';
import { insertCmsUser, loginAs } from '../../testing/fixtures-cms-users.ts';
import { scriptHash } from '../../http/security-headers.ts';
import { tags } from '../../core/change-tags.ts';
import { newsletterArchivePolicy } from '../../../builds/serve/newsletter-archive.ts';

/*
 * Security headers on every kind of response (ADR 0031): a prebuilt page from the fast path, a
 * page from the store through Fastify, a live render, a 404, the admin, an island's script, an
 * uploaded file; the CSP allows exactly the pages' inline scripts and the tenant's configured
 * script hosts. And the live-render flags (`cache-bypass`, `preview-mode`) render live only for a
 * signed-in CMS user of the tenant: anyone else is served the stored page.
 */
let engine: TestEngine;
let filesDir: string;
let base: string;
const tenantKey = 'fleetowner';
const host = `${tenantKey}.localhost`;
let editorToken: string;
let outsiderToken: string;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A raw HTTP request over the socket, so the static fast path answers what it holds. */
function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { headers: { host, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString() }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** A page twice: the second answer comes from the store (memory, before Fastify). */
async function stored(path: string, headers: Record<string, string> = {}) {
  await get(path);
  return get(path, headers);
}

const csp = (answer: Answer) => String(answer.headers['content-security-policy'] ?? '');
const scriptSrc = (answer: Answer) =>
  csp(answer)
    .split('; ')
    .find((directive) => directive.startsWith('script-src ')) ?? '';

function expectBaseHeaders(answer: Answer, what: string) {
  expect(answer.headers['x-content-type-options'], what).toBe('nosniff');
  expect(answer.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(answer.headers['x-frame-options'], what).toBe('SAMEORIGIN');
}

function expectSitePolicy(answer: Answer, what: string) {
  expectBaseHeaders(answer, what);
  const policy = csp(answer);
  for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'self'", "form-action 'self'"])
    expect(policy, what).toContain(directive);
  expect(scriptSrc(answer), what).toMatch(/^script-src 'self' /);
  expect(policy, what).not.toContain('unsafe-inline');
  expect(policy, what).not.toContain('unsafe-eval');
}

/** Each inline executable script of a page (no src, no data type), as its text. */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\bsrc=/i.test(attributes!) && !/type="application\/(ld\+)?json"/i.test(attributes!))
    .map(([, , text]) => text!);

async function changeSettings(change: (settings: Awaited<ReturnType<typeof loadSiteSettings>>) => void) {
  const settings = await loadSiteSettings(engine.db, tenantKey);
  change(settings);
  await saveSiteSettings(engine.db, { tenantKey, settings, now: Date.now() });
  emitChange({ events: engine.events, now: Date.now }, tenantKey, 'settings', [tags.settings]);
}

/** Waits (generously) until a condition holds: a settings change reaches the headers' cache through the event bus. */
async function eventually(check: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 20_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

beforeAll(async () => {
  filesDir = mkdtempSync(join(tmpdir(), 'masthead-headers-'));
  engine = await createTestEngine({ site: true, admin: true, filesDir });
  await seedDemo(engine.db, { filesDir, tenants: 2, itemsPerTenant: 30 });
  await engine.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(engine.app.server.address() as AddressInfo).port}`;
  const editor = await insertCmsUser(engine.db, { username: 'headers-editor', tenants: [tenantKey] });
  const outsider = await insertCmsUser(engine.db, { username: 'headers-outsider', tenants: ['plantservices'] });
  editorToken = (await loginAs(engine.context(), editor)).bearerToken;
  outsiderToken = (await loginAs(engine.context(), outsider)).bearerToken;
  mkdirSync(join(filesDir, 'uploads'), { recursive: true });
  writeFileSync(join(filesDir, 'uploads', 'page.html'), '<script>parent.stolen = document.cookie</script>');
  writeFileSync(
    join(filesDir, 'uploads', 'image.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
  );
  writeFileSync(join(filesDir, 'uploads', 'gadget.js'), 'window.pwned = true');
  writeFileSync(join(filesDir, 'uploads', 'photo.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
}, 120_000);

afterAll(async () => {
  await engine?.close();
  rmSync(filesDir, { recursive: true, force: true });
});

describe('security headers', () => {
  it('sends the CSP and the base headers with a prebuilt page from memory, a live render and a 404', async () => {
    const fromMemory = await stored('/news');
    expect(fromMemory.headers['x-masthead-cache']).toBe('static');
    expectSitePolicy(fromMemory, 'prebuilt page');
    const live = await get('/news?cache-bypass=true', { authorization: `Bearer ${editorToken}` });
    expect(live.headers['x-masthead-cache']).toBe('bypass');
    expectSitePolicy(live, 'live render');
    const missing = await get('/no-such-page-here');
    expect(missing.status).toBe(404);
    expectSitePolicy(missing, '404');
    expect(csp(missing)).toBe(csp(fromMemory));
  });

  it("gives the newsletter archive's pages a policy of their own that runs no script, from memory and through Fastify", async () => {
    const campaign = await engine
      .db('newsletter_campaigns')
      .where({ tenant_key: tenantKey, status: 'Sent' })
      .orderBy('id')
      .first('id', 'template_id');
    expect(campaign).toBeDefined();
    for (const path of [`/newsletter/${campaign.id}`, `/latest-newsletter/${campaign.template_id}`]) {
      const first = await get(path);
      expect([path, first.status, csp(first)]).toEqual([path, 200, newsletterArchivePolicy]);
      const fromMemory = await get(path);
      expect(fromMemory.headers['x-masthead-cache']).toBe('static');
      expect(csp(fromMemory)).toBe(newsletterArchivePolicy);
      expect(fromMemory.headers['x-content-type-options']).toBe('nosniff');
    }
    // The site's other pages keep the site's policy, and so does a 404 under the archive's paths.
    expectSitePolicy(await stored('/news'), 'prebuilt page beside the archive');
    const missing = await get('/newsletter/999999999');
    expect(missing.status).toBe(404);
    expectSitePolicy(missing, 'archive 404');
  });

  it('allows by hash every inline script the demo pages hold, and no other', async () => {
    const article = await engine
      .db('content')
      .where({ tenant_key: tenantKey, status: 1, type: 'Article' })
      .orderBy('id')
      .first('id', 'canonical_path');
    for (const path of [
      '/',
      '/news',
      article.canonical_path,
      `/print/content/${article.id}`,
      '/search',
      '/account/login',
      '/no-such-page-here',
    ]) {
      const page = await get(path);
      const scripts = inlineScripts(page.body);
      expect(scripts.length, path).toBeGreaterThan(0);
      for (const script of scripts)
        expect(scriptSrc(page), `${path}: ${script.slice(0, 60)}`).toContain(scriptHash(script));
    }
    expect(scriptSrc(await get('/'))).not.toContain(scriptHash('alert(1)'));
  });

  it("adds the hosts of the tenant's configured third parties, and only those", async () => {
    const turnAllOff = (settings: Awaited<ReturnType<typeof loadSiteSettings>>) => {
      settings.googleTagManager.containerID = '';
      for (const script of Object.values(settings.thirdPartyScripts)) script.enabled = false;
      settings.oneTrust.scriptId = '';
      settings.googleAdManager.networkCode = '';
    };
    await changeSettings(turnAllOff);
    await eventually(async () => !scriptSrc(await stored('/')).includes('https://'), 'no script hosts');
    await changeSettings((settings) => {
      settings.googleTagManager.containerID = 'GTM-ABC123';
      settings.thirdPartyScripts.hotjar = { enabled: true, siteId: '123' };
      settings.oneTrust.scriptId = 'ot-123';
      settings.googleAdManager.networkCode = '1234';
    });
    await eventually(
      async () => scriptSrc(await get('/')).includes('https://www.googletagmanager.com'),
      'the new script hosts',
    );
    const page = await get('/');
    for (const origin of [
      'https://static.hotjar.com',
      'https://cdn.cookielaw.org',
      'https://securepubads.g.doubleclick.net',
    ])
      expect(scriptSrc(page)).toContain(origin);
    expect(scriptSrc(page)).not.toContain('https://connect.facebook.net');
    expect(scriptSrc(await get('/', { host: 'plantservices.localhost' }))).not.toContain('https://cdn.cookielaw.org');
    await changeSettings(turnAllOff);
    await eventually(async () => !scriptSrc(await get('/')).includes('https://'), 'the script hosts to go');
  });

  it('keeps the admin to its own scripts and unframable by other sites', async () => {
    const admin = await get('/admin');
    expect(admin.status).toBe(200);
    expectBaseHeaders(admin, 'admin');
    expect(csp(admin)).toBe(
      "script-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'self'; form-action 'self'",
    );
    expect(inlineScripts(admin.body)).toEqual([]);
  });

  it("sends the base headers with the islands' scripts, the engine's routes and an unknown host", async () => {
    const page = await get('/');
    const script = page.body.match(/(\/_astro\/[^"]+\.js)"/)![1]!;
    expectBaseHeaders(await get(script), 'asset');
    expectBaseHeaders(await get('/health'), 'health');
    expectBaseHeaders(await get('/graphql/versions.json'), 'documents');
    expectBaseHeaders(await get('/', { host: 'nobody.example' }), 'unknown host');
  });

  it('serves uploads so that none can run on the site: HTML downloads sandboxed, SVG sandboxed, scripts as text', async () => {
    const html = await get('/files/uploads/page.html');
    expectBaseHeaders(html, 'html upload');
    expect(csp(html)).toMatch(/^sandbox; default-src 'none'/);
    expect(html.headers['content-disposition']).toBe('attachment');
    const svg = await get('/files/uploads/image.svg');
    expect(csp(svg)).toMatch(/^sandbox; default-src 'none'/);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    const script = await get('/files/uploads/gadget.js');
    expect(script.headers['content-type']).toBe('text/plain; charset=utf-8');
    expectBaseHeaders(script, 'script upload');
    const image = await get('/files/uploads/photo.png');
    expect([
      image.headers['content-type'],
      image.headers['content-security-policy'],
      image.headers['x-content-type-options'],
    ]).toEqual(['image/png', undefined, 'nosniff']);
  });
});

describe('live renders only for signed-in CMS users', () => {
  it('serves anonymous cache-bypass and preview-mode requests from the store', async () => {
    const page = await stored('/news');
    for (const flag of ['cache-bypass=true', 'preview-mode=true', 'cache-bypass=true&preview-mode=true']) {
      const answer = await get(`/news?${flag}`);
      expect([answer.status, answer.headers['x-masthead-cache'], answer.headers.etag], flag).toEqual([
        200,
        'static',
        page.headers.etag,
      ]);
    }
  });

  it('serves the stored page to a bad token, an expired cookie or a user of another tenant', async () => {
    await stored('/news');
    const credentials: Record<string, string>[] = [
      { authorization: 'Bearer not-a-token' },
      { cookie: 'cmsUserBearerToken=not-a-token' },
      { authorization: `Bearer ${outsiderToken}` },
      { cookie: `cmsUserBearerToken=${outsiderToken}` },
    ];
    for (const headers of credentials) {
      expect((await get('/news?cache-bypass=true', headers)).headers['x-masthead-cache'], JSON.stringify(headers)).toBe(
        'static',
      );
    }
  });

  it("renders live for an editor of the tenant, by the Authorization header or the admin's cookie", async () => {
    await stored('/news');
    expect(
      (await get('/news?cache-bypass=true', { authorization: `Bearer ${editorToken}` })).headers['x-masthead-cache'],
    ).toBe('bypass');
    expect(
      (await get('/news?cache-bypass=true', { cookie: `cmsUserBearerToken=${editorToken}` })).headers[
        'x-masthead-cache'
      ],
    ).toBe('bypass');
    expect(
      (await get('/news?preview-mode=true', { cookie: `cmsUserBearerToken=${editorToken}` })).headers[
        'x-masthead-cache'
      ],
    ).toBe('bypass');
  });

  it('does not let the flags make new stored files of a feed', async () => {
    const feed = '/__rss/website-scheduled-content.xml?input=news';
    const first = await stored(feed);
    expect(first.status).toBe(200);
    const rows = async () => (await engine.db('built_pages').where({ tenant_key: tenantKey }).count({ n: '*' }))[0]!.n;
    const before = Number(await rows());
    const flagged = await get(`${feed}&cache-bypass=true`);
    expect([flagged.headers['x-masthead-cache'], flagged.headers.etag]).toEqual(['static', first.headers.etag]);
    expect(Number(await rows())).toBe(before);
  });
});
