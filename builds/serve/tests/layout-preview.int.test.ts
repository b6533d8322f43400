import type { AddressInfo } from 'node:net';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsToken } from '../../../content-engine/testing/fixtures-cms-tokens.ts';
import { createTestEngine, type TestEngine } from '../../../content-engine/testing/test-engine.ts';
import { buildTenant } from '../../../content-engine/layouts/tests/two-tenants.ts';
import { fileForPath } from '../../store/page-files.ts';
import { previewProblemAttribute } from '../../../content-engine/shared/layout-preview.ts';

/*
 * POST /__layout-preview (ADR 46) over a real socket: the real page renderer renders a path with
 * an unsaved layout for a layout editor of the tenant; everyone else is refused; nothing of the
 * draft reaches the stored pages.
 */
let engine: TestEngine;
let base: string;
const host = 'alpha.localhost';
const origin = `http://${host}`;
const tokens = { manager: '', viewer: '', writer: '', betaManager: '', developer: '' };
const marker = 'Only-in-the-unsaved-layout';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function send(method: string, path: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { method, headers: { host, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString() }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

const draft = (html = `<p>${marker}</p>`) => ({
  name: 'Unsaved',
  type: 'url-override',
  aliases: ['/news'],
  primaryGrid: {
    rows: [
      {
        id: 'r1',
        settings: { layout: '1' },
        columns: [{ id: 'c1', blocks: [{ id: 'b1', type: 'rich_text', settings: { html } }] }],
      },
    ],
  },
});

/** The admin's way: a form posted from a page of the same origin, the session in the bearer cookie. */
const formPost = (token: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  send(
    'POST',
    '/__layout-preview',
    {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: `cmsUserBearerToken=${token}`,
      origin,
      'sec-fetch-site': 'same-origin',
      ...headers,
    },
    new URLSearchParams(fields).toString(),
  );
const preview = (token: string, path = '/news', layout: unknown = draft(), headers: Record<string, string> = {}) =>
  formPost(token, { path, layout: JSON.stringify(layout) }, headers);

beforeAll(async () => {
  engine = await createTestEngine({ site: true });
  await buildTenant(engine.db, 'alpha');
  await buildTenant(engine.db, 'beta');
  tokens.manager = await cmsToken(engine, {
    username: 'manager',
    role: 'viewer',
    extraPermissions: ['manage_site_layouts'],
    tenants: ['alpha'],
  });
  tokens.developer = await cmsToken(engine, {
    username: 'developer',
    role: 'viewer',
    extraPermissions: ['manage_modules', 'manage_site_layouts'],
    tenants: ['alpha'],
  });
  tokens.viewer = await cmsToken(engine, { username: 'viewer', role: 'viewer', tenants: ['alpha'] });
  await engine.db('roles').insert({ name: 'writer', label: 'Writer' });
  await engine.db('role_permissions').insert({ role: 'writer', permission: 'manage_content' });
  tokens.writer = await cmsToken(engine, { username: 'writer', role: 'writer', tenants: ['alpha'] });
  tokens.betaManager = await cmsToken(engine, { username: 'beta', role: 'administrator', tenants: ['beta'] });
  await engine.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(engine.app.server.address() as AddressInfo).port}`;
}, 120_000);
afterAll(() => engine?.close());

describe('previewing an unsaved layout', () => {
  it("renders the site's page with the draft for a layout manager's form, never to be cached, framable by its own origin only", async () => {
    const answer = await preview(tokens.manager);
    expect(answer.status).toBe(200);
    expect(answer.body).toContain(marker);
    expect(answer.body).toContain('<html');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it("says where load-more would continue instead of loading the saved layout's parts into the draft", async () => {
    const withLoadMore = {
      ...draft(),
      loadMoreType: 'custom-scroll',
      secondaryGrid: draft('<p>Secondary</p>').primaryGrid,
    };
    const answer = await preview(tokens.manager, '/news', withLoadMore);
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('continues here on the site once the layout is saved');
    expect(answer.body).not.toContain('<div class="load-more-slot"');
  });

  it('takes a JSON body with the bearer token in the Authorization header, and the site by tenantKey on the main host', async () => {
    const answer = await send(
      'POST',
      '/__layout-preview',
      { 'content-type': 'application/json', authorization: `Bearer ${tokens.viewer}`, host: '127.0.0.1' },
      JSON.stringify({ path: '/news', layout: draft(), tenantKey: 'alpha' }),
    );
    expect([answer.status, answer.body.includes(marker)]).toEqual([200, true]);
  });

  it('refuses an anonymous visitor, a user without layout permissions and an editor of another tenant', async () => {
    const refusals = await Promise.all([
      preview(''),
      preview(tokens.writer),
      preview(tokens.betaManager),
      send(
        'POST',
        '/__layout-preview',
        { 'content-type': 'application/json', authorization: `Bearer ${tokens.betaManager}` },
        JSON.stringify({ path: '/news', layout: draft(), tenantKey: 'alpha' }),
      ),
    ]);
    expect(refusals.map((r) => r.status)).toEqual([401, 403, 401, 401]);
    for (const refusal of refusals) {
      expect(refusal.body).not.toContain(marker);
      expect(refusal.body).toContain(previewProblemAttribute);
    }
  });

  it('ignores the session cookie of a request from another site (CSRF)', async () => {
    const crossSite = await preview(tokens.manager, '/news', draft(), {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    const noOrigin = await send(
      'POST',
      '/__layout-preview',
      { 'content-type': 'application/json', cookie: `cmsUserBearerToken=${tokens.manager}` },
      JSON.stringify({ path: '/news', layout: draft() }),
    );
    expect([crossSite.status, noOrigin.status]).toEqual([401, 401]);
  });

  it('answers a draft with invalid settings with 400, the validation message and the fields at fault', async () => {
    const answer = await preview(tokens.manager, '/news', draft(5 as unknown as string));
    expect(answer.status).toBe(400);
    expect(answer.body).toContain('primaryGrid.rows.0.columns.0.blocks.0.settings.html');
    expect(answer.body).toContain(`${previewProblemAttribute}="BAD_USER_INPUT"`);
    const bad = await formPost(tokens.manager, { path: 'news', layout: '{' });
    expect(bad.status).toBe(400);
  });

  it('keeps the draft out of the stored pages and the page the public gets', async () => {
    const store = engine.store!;
    const stored = await send('GET', '/news', {});
    expect(stored.status).toBe(200);
    expect((await preview(tokens.manager, '/news')).body).toContain(marker);
    expect((await preview(tokens.manager, '/equipment')).body).toContain(marker);
    expect(await store.read('alpha', fileForPath('/equipment', '')!)).toBeNull();
    const again = await send('GET', '/news', {});
    expect([again.body === stored.body, again.headers['x-masthead-cache']]).toEqual([true, 'static']);
    const fresh = await send('GET', '/equipment', {});
    expect([fresh.status, fresh.body.includes(marker)]).toEqual([200, false]);
    const bypass = await send('GET', '/news?cache-bypass=true', { cookie: `cmsUserBearerToken=${tokens.manager}` });
    expect(bypass.body).not.toContain(marker);
  });
});

describe('previewing a page in the new design (design: new, ADR 50)', () => {
  const quarterDraft = {
    ...draft(),
    primaryGrid: {
      rows: [
        {
          id: 'r1',
          settings: { layout: '1_3' },
          columns: [
            { id: 'c1', blocks: [{ id: 'b1', type: 'rich_text', settings: { html: `<p>${marker}</p>` } }] },
            { id: 'c2', blocks: [{ id: 'b2', type: 'rich_text', settings: { html: '<p>Wide</p>' } }] },
          ],
        },
      ],
    },
  };

  it("renders the site's own page in the new design for a developer (manage_modules), saving nothing", async () => {
    const answer = await formPost(tokens.developer, { path: '/', design: 'new' });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('site-header new-design');
    expect(answer.headers['cache-control']).toBe('no-store');
    const published = await send('GET', '/', {});
    expect([published.body.includes('old-design'), published.body.includes('new-design')]).toEqual([true, false]);
  });

  it('maps the rows of an unsaved layout as the new design does', async () => {
    const answer = await formPost(tokens.developer, {
      path: '/news',
      design: 'new',
      layout: JSON.stringify(quarterDraft),
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('row-1_2');
    expect(answer.body).not.toContain('row-1_3');
    const oldDesign = await preview(tokens.developer, '/news', quarterDraft);
    expect(oldDesign.body).toContain('row-1_3');
  });

  it('refuses the new design to a layout editor without manage_modules, an anonymous visitor, a cross-site form and an unknown design', async () => {
    const refusals = await Promise.all([
      formPost(tokens.manager, { path: '/', design: 'new' }),
      formPost('', { path: '/', design: 'new' }),
      formPost(
        tokens.developer,
        { path: '/', design: 'new' },
        { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      ),
      formPost(tokens.developer, { path: '/', design: 'sideways' }),
    ]);
    expect(refusals.map((r) => r.status)).toEqual([403, 401, 401, 400]);
    for (const refusal of refusals) expect(refusal.body).toContain(previewProblemAttribute);
  });
});
