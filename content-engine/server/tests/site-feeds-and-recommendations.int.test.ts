import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerFeedUrl } from '../../../db/seed/generate/feeds-and-recommendations.ts';
import { cachedFeedFetcher } from '../../external-feeds/cached-feed-fetcher.ts';
import { createHttpFeedFetcher } from '../../external-feeds/http-feed-fetcher.ts';
import { insertCmsUser, loginAs } from '../../testing/fixtures-cms-users.ts';
import { overrideTopSectionPage } from '../../testing/fixtures.ts';
import { seededSiteEngine } from '../../testing/seeded-site.ts';
import type { TestEngine } from '../../testing/test-engine.ts';
import { checkHtml, describeMessages } from '../../testing/validators/nu-html-checker.ts';
import { blockMarkup as block, oneColumnGrid as grid } from '../../testing/site-markup.ts';

/*
 * The external_rss_feed and blueconic_recommendations blocks and the in-body recommendations on
 * the demo (ADR 0064): a demo site reads another demo site's section feed through the engine's
 * real fetcher (served here on a local port; the test's host names are the fetcher's explicit
 * allowlist), hostile feed text is escaped, private addresses are refused and their blocks
 * dropped, and the local recommender answers from page views. Every page must pass the Nu checker.
 */

let engine: TestEngine;
let server: Server;
let port: number;
let editorToken: string;
const fetched = new Map<string, string>();
type Row = Record<string, unknown>;

const hostileRss = `<?xml version="1.0"?><rss version="2.0"><channel><title>Hostile</title><link>https://hostile.example/</link>
<item><title><![CDATA[<script>alert("t")</script>Scripted title]]></title><link>javascript:alert(1)</link>
<description>&lt;img src=x onerror=alert(1)&gt;Described &amp;amp; escaped</description></item>
<item><title>Plain &amp; safe</title><link>https://hostile.example/safe</link><pubDate>Mon, 02 Jun 2025 10:00:00 GMT</pubDate></item>
</channel></rss>`;

async function page(tenantKey: string, path: string): Promise<string> {
  const response = await engine.app.inject({ method: 'GET', url: path, headers: { host: `${tenantKey}.localhost` } });
  expect(response.statusCode, `${tenantKey} ${path}`).toBe(200);
  fetched.set(`${tenantKey} ${path}`, response.body);
  return response.body;
}

const gridText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** The demo's override layout holding both blocks, per tenant. */
const demoLayouts = async (): Promise<{ id: number; tenant_key: string; aliases: unknown; primary_grid: unknown }[]> =>
  (await engine.db('layouts').select('id', 'tenant_key', 'aliases', 'primary_grid')).filter((row) =>
    gridText(row.primary_grid).includes('"blueconic_recommendations"'),
  );

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
let article: { id: number; path: string };
let feedsPage: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/hostile.xml')
      return res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(hostileRss);
    // The demo's partner feeds: the engine's own /__rss/ route of the tenant the Host names.
    if (req.url?.startsWith('/__rss/'))
      return void engine.app
        .inject({ method: 'GET', url: req.url, headers: { host: String(req.headers.host).split(':')[0]! } })
        .then((answer) => res.writeHead(answer.statusCode, { 'content-type': 'application/rss+xml' }).end(answer.body));
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  const feedFetcher = cachedFeedFetcher(
    createHttpFeedFetcher({
      lookup: async (host) => (host === 'feeds.test' || host.endsWith('.localhost') ? ['127.0.0.1'] : []),
      privateHostsAllowed: ['feeds.test', '*.localhost'],
      timeoutMs: 3_000,
    }),
  );
  engine = await seededSiteEngine({ engine: { ports: { feedFetcher } } });

  // The demo's feeds name the dev server's port; here the local server answers them.
  for (const layout of await demoLayouts())
    await engine
      .db('layouts')
      .where({ id: layout.id })
      .update({ primary_grid: gridText(layout.primary_grid).replace(':4321/', `:${port}/`) });

  feedsPage = await overrideTopSectionPage(engine.db, {
    tenantKey: 'plantservices',
    name: 'Feeds under test',
    grid: grid([
      { type: 'external_rss_feed', settings: { title: 'Hostile feed', url: `http://feeds.test:${port}/hostile.xml` } },
      { type: 'external_rss_feed', settings: { title: 'Private feed', url: `http://127.0.0.1:${port}/hostile.xml` } },
      { type: 'external_rss_feed', settings: { title: 'Not a feed URL', url: 'file:///etc/passwd' } },
      { type: 'section_tree' },
    ]),
  });

  // An article of a tenant with the recommendations on, whose second paragraph is the first of 40 words.
  const [row] = await engine
    .db('content')
    .where({ tenant_key: 'fleetowner', type: 'Article', status: 1 })
    .where('published', '<=', Date.now())
    .whereNull('layout_id')
    .orderBy('published', 'desc')
    .limit(1)
    .select('id', 'canonical_path');
  article = { id: Number(row.id), path: String(row.canonical_path) };
  await engine
    .db('content')
    .where({ id: article.id })
    .update({ body: `<p>${words(12)}</p><p>${words(45)}</p><p>The closing paragraph.</p>` });

  editorToken = (
    await loginAs(
      engine.context(),
      await insertCmsUser(engine.db, { username: 'feeds-editor', tenants: ['fleetowner'] }),
    )
  ).bearerToken;
}, 300_000);

afterAll(async () => {
  await engine?.close();
  await new Promise((resolve) => server?.close(resolve));
});

describe('the demo', () => {
  it('places both blocks on a page of every demo site, with another demo site as the feed', async () => {
    const layouts = await demoLayouts();
    expect(layouts.map((l) => l.tenant_key).sort()).toEqual([
      'demotest',
      'fleetowner',
      'healthcareit',
      'plantservices',
    ]);
    for (const layout of layouts) expect(gridText(layout.primary_grid)).toContain('"blueconic_recommendations"');
    expect(partnerFeedUrl('fleetowner').url).toContain('plantservices.localhost');
  });

  it("shows another demo site's feed and recommendations from the seeded page views", async () => {
    const layout = (await demoLayouts()).find((l) => l.tenant_key === 'fleetowner')!;
    const aliases = (typeof layout.aliases === 'string' ? JSON.parse(layout.aliases) : layout.aliases) as string[];
    const demoUrl = /"url":"([^"]+)"/.exec(gridText(layout.primary_grid))![1]!;
    const read = await engine.gql(
      'query($url: String!) { getRSSFeedContentStream(url: $url) { error items { title } } }',
      { url: demoUrl },
      { tenantKey: 'fleetowner', token: editorToken },
    );
    expect(read.data!.getRSSFeedContentStream).toMatchObject({ error: null });
    expect((read.data!.getRSSFeedContentStream as { items: unknown[] }).items).toHaveLength(5);
    const html = await page('fleetowner', aliases[0]!);
    const feed = block(html, 'external_rss_feed');
    expect(feed).toContain('From Plant Services');
    const partnerTitles: string[] = (
      await engine
        .db('content')
        .where({ tenant_key: 'plantservices', status: 1 })
        .where('published', '<=', Date.now())
        .orderBy('published', 'desc')
        .limit(30)
        .select('name')
    ).map((r: Row) => String(r.name));
    expect(feed!.match(/<li>/g)?.length).toBe(5);
    expect(partnerTitles.some((title) => feed!.includes(title.replace(/&/g, '&amp;')))).toBe(true);

    const recommended = block(html, 'blueconic_recommendations');
    expect(recommended).toContain('Recommended For You');
    expect(recommended!.match(/data-track="blueConicRecommendationClick"/g)).toHaveLength(4);
    expect(recommended).toContain('data-recommendations="block"');
    expect(recommended).toContain('data-recommendation-source="local"');
  });
});

describe('external_rss_feed', () => {
  it('escapes feed text, drops unsafe links and leaves out feeds at private addresses or other schemes', async () => {
    const html = await page('plantservices', feedsPage);
    const feed = block(html, 'external_rss_feed')!;
    expect(feed).toContain('Hostile feed');
    expect(feed).toContain('<span>Scripted title</span>');
    expect(feed).not.toContain('<script>alert');
    expect(feed).not.toContain('javascript:');
    expect(feed).not.toContain('<img');
    expect(feed).toContain('<p>Described &amp; escaped</p>');
    expect(feed).toContain(
      '<a href="https://hostile.example/safe" target="_blank" rel="noopener nofollow">Plain &amp; safe</a>',
    );
    expect(feed).toContain('<time datetime="2025-06-02">');
    expect(html).not.toContain('Private feed');
    expect(html).not.toContain('Not a feed URL');
    expect(html.match(/block-external_rss_feed/g)).toHaveLength(1);
  });

  it('answers getRSSFeedContentStream to CMS users of the tenant only, and refuses private addresses', async () => {
    const query =
      'query($url: String!, $limit: Int) { getRSSFeedContentStream(url: $url, limit: $limit) { title items { title link description } error } }';
    const url = `http://feeds.test:${port}/hostile.xml`;
    const anonymous = await engine.gql(query, { url }, { tenantKey: 'fleetowner' });
    expect(anonymous.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    const other = await engine.gql(query, { url }, { tenantKey: 'plantservices', token: editorToken });
    expect(other.errors?.[0]?.extensions.code).toBe('FORBIDDEN');

    const read = await engine.gql(query, { url, limit: 1 }, { tenantKey: 'fleetowner', token: editorToken });
    expect(read.data!.getRSSFeedContentStream).toEqual({
      title: 'Hostile',
      items: [{ title: 'Scripted title', link: '', description: 'Described & escaped' }],
      error: null,
    });
    const refused = await engine.gql(
      query,
      { url: `http://[::ffff:127.0.0.1]:${port}/hostile.xml` },
      { tenantKey: 'fleetowner', token: editorToken },
    );
    expect(refused.data!.getRSSFeedContentStream).toEqual({ title: '', items: [], error: 'private-address' });
    const badScheme = await engine.gql(
      query,
      { url: 'file:///etc/passwd' },
      { tenantKey: 'fleetowner', token: editorToken },
    );
    expect(badScheme.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
  });
});

describe('the local recommender', () => {
  const query =
    'query($input: GetBlueConicRecommendationsInput) { getBlueConicRecommendations(input: $input) { source items { id } } }';

  it('recommends items co-viewed in the same visits first, then the most viewed of the section, public items only', async () => {
    const items: Row[] = await engine
      .db('content')
      .where({ tenant_key: 'demotest', status: 1 })
      .where('published', '<=', Date.now())
      .whereNotNull('primary_section_id')
      .orderBy('id')
      .limit(8)
      .select('id', 'primary_section_id');
    const [a, b, c, d, e] = items.map((i) => Number(i.id)) as [number, number, number, number, number];
    const sectionOf = (id: number) => Number(items.find((i) => Number(i.id) === id)!.primary_section_id);
    await engine.db('tracking_events').where({ tenant_key: 'demotest' }).delete();
    const now = Date.now();
    const view = (session: string, contentId: number, ago: number) => ({
      tenant_key: 'demotest',
      type: 'pageView',
      session_id: session,
      page: JSON.stringify({
        path: `/x/${contentId}`,
        contentId,
        primarySection: { id: sectionOf(contentId), name: 's', alias: 's' },
      }),
      payload: '{}',
      created: now - ago,
    });
    await engine.db('tracking_events').insert([
      // b is seen with a in two visits, c in one; d and e only elsewhere, e the most.
      view('s1', a, 5_000),
      view('s1', b, 4_000),
      view('s2', a, 3_000),
      view('s2', b, 2_000),
      view('s2', c, 1_000),
      view('s3', e, 900),
      view('s4', e, 800),
      view('s5', d, 700),
      // Another tenant's views never count.
      { ...view('s1', d, 600), tenant_key: 'fleetowner' },
    ]);
    const result = await engine.gql(query, { input: { contentId: a, limit: 4 } }, { tenantKey: 'demotest' });
    expect(result.data!.getBlueConicRecommendations).toEqual({
      source: 'local',
      items: [{ id: b }, { id: c }, { id: e }, { id: d }],
    });
    // An unpublished item is not recommended.
    await engine.db('content').where({ id: b }).update({ status: 2 });
    const after = await engine.gql(query, { input: { contentId: a, limit: 2 } }, { tenantKey: 'demotest' });
    expect((after.data!.getBlueConicRecommendations as { items: unknown }).items).toEqual([{ id: c }, { id: e }]);
    await engine.db('content').where({ id: b }).update({ status: 1 });
  });
});

describe('in-body recommendations', () => {
  it('puts 4 recommendations right after the first paragraph of at least 40 words', async () => {
    const html = await page('fleetowner', article.path);
    const body = block(html, 'content_body')!;
    const long = `<p>${words(45)}</p>`;
    const aside = body.indexOf('<aside class="recommendations recommendations-body"');
    expect(aside).toBeGreaterThan(0);
    expect(aside).toBe(body.indexOf(long) + long.length);
    expect(body.indexOf('<p>The closing paragraph.</p>')).toBeGreaterThan(aside);
    const list = body.slice(aside, body.indexOf('</aside>', aside));
    expect(list.match(/data-track="blueConicRecommendationClick"/g)).toHaveLength(4);
    expect(list).not.toContain(`data-track-content-id="${article.id}"`);
    expect(list).toContain('Recommended For You');
  });
});

describe('markup', () => {
  it('passes the Nu HTML Checker on every page fetched here', () => {
    const failures = Object.entries(checkHtml(Object.fromEntries(fetched))).filter(
      ([, messages]) => messages.length > 0,
    );
    expect(Object.fromEntries(failures.map(([name, messages]) => [name, describeMessages(messages)]))).toEqual({});
  });
});
