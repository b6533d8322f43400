import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emitChange } from '../../core/events.ts';
import { wherePublic } from '../../core/content-visibility.ts';
import { loadSiteSettings } from '../../core/site-settings-reader.ts';
import { saveSiteSettings } from '../../settings/queries.ts';
import type { SiteSettings } from '../../shared/schemas/site-settings.ts';
import { seededSiteEngine } from '../../testing/seeded-site.ts';
import type { TestEngine } from '../../testing/test-engine.ts';
import { toJson } from '../../core/rows.ts';
import { insertCmsUser, loginAs } from '../../testing/fixtures-cms-users.ts';
import { tags } from '../../core/change-tags.ts';

/*
 * The SEO files and routes of a tenant site (spec public §2 routes, §9 favicon sizes): icons in
 * the head and the generated PNGs, noindex by content type, the print page, the section feeds
 * and the hosted-form stylesheet.
 */
const tenantKey = 'fleetowner';
const host = `${tenantKey}.localhost`;

let engine: TestEngine;

let editorToken = '';
// `cache-bypass=true` renders live only for a signed-in CMS user of the tenant: the requests below are an editor's.
const get = (url: string) =>
  engine.app.inject({ method: 'GET', url, headers: { host, authorization: `Bearer ${editorToken}` } });
const publicItem = (type: string) =>
  wherePublic(engine.db('content').where({ 'content.tenant_key': tenantKey, 'content.type': type }), Date.now())
    .orderBy('content.published', 'desc')
    .first();
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

/** Changes the tenant's settings as an editor would, and waits for the caches to drop them. */
async function changeSettings(change: (settings: SiteSettings) => void) {
  const settings = await loadSiteSettings(engine.db, tenantKey);
  change(settings);
  await saveSiteSettings(engine.db, { tenantKey, settings, now: Date.now() });
  emitChange({ events: engine.events, now: Date.now }, tenantKey, 'settings', [tags.settings]);
  await engine.events.settled();
}

function pngSize(body: Buffer) {
  expect(body.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return [body.readUInt32BE(16), body.readUInt32BE(20)];
}

beforeAll(async () => {
  engine = await seededSiteEngine({ seed: { tenants: 1, itemsPerTenant: 150 } });
  editorToken = (
    await loginAs(engine.context(), await insertCmsUser(engine.db, { username: 'seo-editor', tenants: [tenantKey] }))
  ).bearerToken;
});
afterAll(async () => {
  await engine?.close();
});

describe('favicons', () => {
  it('links the generated PNGs when the tenant has no favicon (the demo default)', async () => {
    const head = headOf((await get('/?cache-bypass=true')).body);
    expect(head).toContain('<link rel="icon" type="image/png" sizes="32x32" href="/favicon-32x32.png">');
    expect(head).toContain('<link rel="icon" type="image/png" sizes="16x16" href="/favicon-16x16.png">');
  });
  it('links the 180 touch icon and the uploaded favicon at 32 and 16', async () => {
    await changeSettings(
      (settings) =>
        void (settings.general.favicon = { src: '/files/fleetowner/logos/favicon.ico', width: 32, height: 32 }),
    );
    const head = headOf((await get('/?cache-bypass=true')).body);
    expect(head).toContain('<link rel="apple-touch-icon" sizes="180x180" href="/apple-touch-icon.png">');
    expect(head).toContain(
      '<link rel="icon" type="image/x-icon" sizes="32x32" href="/files/fleetowner/logos/favicon.ico">',
    );
    expect(head).toContain(
      '<link rel="icon" type="image/x-icon" sizes="16x16" href="/files/fleetowner/logos/favicon.ico">',
    );
  });

  it('serves generated PNG icons of each size', async () => {
    for (const [url, size] of [
      ['/apple-touch-icon.png', 180],
      ['/favicon-32x32.png', 32],
      ['/favicon-16x16.png', 16],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toBe('image/png');
      expect(pngSize(response.rawPayload), url).toEqual([size, size]);
    }
  });
});

describe('noindex', () => {
  it('marks pages of the content types the settings list, only while the setting is on', async () => {
    const release = await publicItem('PressRelease');
    const article = await publicItem('Article');
    const robots = async (path: string) =>
      headOf((await get(`${path}?cache-bypass=true`)).body).includes('<meta name="robots" content="noindex">');
    expect(await robots(release.canonical_path)).toBe(false);
    await changeSettings((settings) =>
      Object.assign(settings.general, { enableNoIndexByContentType: true, noIndexContentTypes: ['PressRelease'] }),
    );
    expect(await robots(release.canonical_path)).toBe(true);
    expect(await robots(article.canonical_path)).toBe(false);
    expect(await robots('/')).toBe(false);
    await changeSettings((settings) => void (settings.general.enableNoIndexByContentType = false));
    expect(await robots(release.canonical_path)).toBe(false);
  });
});

describe('print page', () => {
  it('prints a public item with its title and body, noindex and canonical to its page', async () => {
    const article = await publicItem('Article');
    await engine
      .db('content')
      .where({ id: article.id })
      .update({ membership_ids: toJson([]), gating: toJson({}), registration_required: false });
    const response = await get(`/print/content/${article.id}?cache-bypass=true`);
    expect(response.statusCode).toBe(200);
    const head = headOf(response.body);
    expect(head).toContain('<meta name="robots" content="noindex">');
    expect(head).toContain(`<link rel="canonical" href="https://www.fleetowner.com${article.canonical_path}">`);
    expect(response.body).toContain(`>${article.name.replace(/&/g, '&amp;')}</h1>`);
    const lastParagraph = [...String(article.body).matchAll(/<p>([^<]{20,})<\/p>/g)].at(-1)![1]!.replace(/&amp;/g, '&');
    expect(response.body.replace(/&amp;/g, '&')).toContain(lastParagraph);
    expect(response.body).not.toContain('This is an excerpt.');
  });

  it('prints gated content only up to its ungated paragraphs', async () => {
    const article = await wherePublic(
      engine.db('content').where({ 'content.tenant_key': tenantKey, 'content.type': 'Article' }),
      Date.now(),
    )
      .where('content.body', 'like', '%</p>%</p>%</p>%</p>%')
      .orderBy('content.id')
      .first();
    await engine
      .db('content')
      .where({ id: article.id })
      .update({ membership_ids: toJson([1]) });
    emitChange({ events: engine.events, now: Date.now }, tenantKey, 'content', [tags.content(article.id)]);
    await engine.events.settled();
    const { ungatedParagraphs } = (await loadSiteSettings(engine.db, tenantKey)).memberships;
    const body = (await get(`/print/content/${article.id}?cache-bypass=true`)).body;
    const printed = body.slice(body.indexOf('class="content-body"'), body.indexOf('This is an excerpt.'));
    expect(body).toContain('This is an excerpt.');
    expect(printed.split('</p>').length - 1).toBe(ungatedParagraphs);
  });

  it('answers 404 for ids that name no public item of the tenant', async () => {
    const draft = await engine.db('content').where({ tenant_key: tenantKey }).whereNot('status', 1).first();
    const scheduled = await engine
      .db('content')
      .where({ tenant_key: tenantKey, status: 1 })
      .where('published', '>', Date.now())
      .first();
    for (const id of ['99999999', '123', 'abc', draft.id, scheduled?.id].filter(Boolean)) {
      const response = await get(`/print/content/${id}`);
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.body, String(id)).toContain('404 - Page Not Found');
      expect(headOf(response.body)).toContain('<meta name="robots" content="noindex">');
    }
  });
});

describe('section feeds', () => {
  it('links a section page to its feed, which lists the section', async () => {
    const head = headOf((await get('/news')).body);
    expect(head).toMatch(
      /<link rel="alternate" type="application\/rss\+xml" title="News \| FleetOwner" href="https:\/\/www\.fleetowner\.com\/__rss\/website-scheduled-content\.xml\?input=news">/,
    );
    const feed = await get('/__rss/website-scheduled-content.xml?input=news');
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toMatch(/^application\/xml/);
    expect(feed.body).toContain('<link>https://www.fleetowner.com/news</link>');
    expect(feed.body).toContain('<item>');
  });

  it('takes the JSON input older links use', async () => {
    const feed = await get(
      `/__rss/website-scheduled-content.xml?input=${encodeURIComponent('{"sectionAlias":"news"}')}`,
    );
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain(
      '<atom:link href="https://www.fleetowner.com/__rss/website-scheduled-content.xml?input=news"',
    );
  });

  it('says what is wrong with an unknown or missing section', async () => {
    const unknown = await get('/__rss/website-scheduled-content.xml?input=no-such-section');
    expect([unknown.statusCode, unknown.body]).toEqual([404, 'No website section has the alias "no-such-section".']);
    const missing = await get('/__rss/website-scheduled-content.xml');
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('The input query parameter must name a website section');
    expect((await get('/news/website-scheduled-content.xml?input=news')).statusCode).toBe(404);
  });
});

describe('error screens', () => {
  it('shows a missing page as "404 - Page Not Found" in the site layout', async () => {
    const response = await get('/no-such-page');
    expect(response.statusCode).toBe(404);
    expect(response.body).toMatch(/<h1[^>]*>404 - Page Not Found<\/h1>/);
    expect(response.body).toContain('class="site-header');
  });

  it('shows errors under /admin in the simpler layout titled Error, without the link home', async () => {
    const response = await get('/admin/no-such-page');
    expect(response.statusCode).toBe(404);
    expect(response.body).toMatch(/<h1[^>]*>Error<\/h1>/);
    expect(response.body).toContain('404 - Page Not Found');
    expect(response.body).not.toContain('Return to Home');
    expect(response.body).not.toContain('class="site-header');
    expect(headOf(response.body)).toContain('<title>Error | FleetOwner</title>');
  });
});

describe('hosted form stylesheet', () => {
  it('serves /css/dragonform.css as CSS in the site colours', async () => {
    const settings = await loadSiteSettings(engine.db, tenantKey);
    const response = await get('/css/dragonform.css');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(response.body).toContain(`--df-primary: ${settings.baseStyles.primaryColor};`);
  });
});
