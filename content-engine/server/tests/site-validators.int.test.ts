import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wherePublic } from '../../core/content-visibility.ts';
import { loadSectionTree } from '../../sections/section-tree.ts';
import { seededSiteEngine } from '../../testing/seeded-site.ts';
import type { TestEngine } from '../../testing/test-engine.ts';
import { jsonLdBlocks, structuredDataProblems } from '../../testing/validators/json-ld-checks.ts';
import { checkHtml, describeMessages } from '../../testing/validators/nu-html-checker.ts';
import { rssProblems } from '../../testing/validators/rss-checks.ts';
import { xmllint } from '../../testing/validators/xmllint.ts';

/*
 * What every demo tenant publishes passes the validators the web holds it to: sitemaps against the
 * sitemaps.org and Google News schemas (xmllint, offline), section feeds as RSS 2.0, pages through
 * the Nu HTML Checker, and the JSON-LD of content pages against what its schema.org type needs.
 */
const tenants = ['fleetowner', 'plantservices', 'healthcareit', 'demotest'];

let engine: TestEngine;

const get = (tenantKey: string, url: string) =>
  engine.app.inject({ method: 'GET', url, headers: { host: `${tenantKey}.localhost` } });
const locations = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!.replace(/&amp;/g, '&')));
const publicItems = (tenantKey: string) =>
  wherePublic(engine.db('content').where('content.tenant_key', tenantKey), Date.now()).orderBy([
    { column: 'content.published', order: 'desc' },
    { column: 'content.id', order: 'desc' },
  ]);

beforeAll(async () => {
  engine = await seededSiteEngine();
});
afterAll(async () => {
  await engine?.close();
});

describe('site validators', () => {
  it('serves a sitemap index, sitemaps and a Google News sitemap that validate against their schemas', async () => {
    const failures: Record<string, string[]> = {};
    const check = async (tenantKey: string, url: string, schema: Parameters<typeof xmllint>[1]) => {
      const response = await get(tenantKey, url);
      expect(response.statusCode, `${tenantKey} ${url}`).toBe(200);
      expect(response.headers['content-type'], `${tenantKey} ${url}`).toMatch(/^application\/xml/);
      const result = xmllint(response.body, schema);
      if (!result.valid) failures[`${tenantKey} ${url}`] = result.errors;
      return response.body;
    };
    for (const tenantKey of tenants) {
      const files = locations(await check(tenantKey, '/sitemap.xml', 'sitemapIndex'));
      expect(
        files.map((file) => file.pathname),
        tenantKey,
      ).toContain('/sitemap/sections.xml');
      expect(files.length, tenantKey).toBeGreaterThan(5);
      for (const file of files) await check(tenantKey, file.pathname, 'urlSet');
      const news = await check(tenantKey, '/sitemap-google-news.xml', 'googleNews');
      expect(locations(news).length, `${tenantKey} news items`).toBeGreaterThan(0);
    }
    expect(failures).toEqual({});
  });

  it('catches a sitemap the schema rejects', () => {
    const xml =
      '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://x.com/a</loc><lastmod>yesterday</lastmod></url></urlset>';
    const result = xmllint(xml, 'urlSet');
    expect(result.valid).toBe(false);
    expect(result.errors.join('\n')).toContain('lastmod');
  });

  it('serves every section feed as well-formed RSS 2.0 with dated, identified items', async () => {
    const failures: Record<string, string[]> = {};
    let items = 0;
    for (const tenantKey of tenants) {
      const sections = (await loadSectionTree(engine.db, tenantKey)).all();
      expect(sections.length, tenantKey).toBeGreaterThan(3);
      for (const section of sections) {
        const url = `/__rss/website-scheduled-content.xml?input=${encodeURIComponent(section.alias)}`;
        const response = await get(tenantKey, url);
        expect(response.statusCode, `${tenantKey} ${url}`).toBe(200);
        const wellFormed = xmllint(response.body);
        const problems = wellFormed.valid ? rssProblems(response.body) : wellFormed.errors;
        if (problems.length) failures[`${tenantKey} ${url}`] = problems;
        items += response.body.split('<item>').length - 1;
      }
    }
    expect(failures).toEqual({});
    expect(items).toBeGreaterThan(100);
  });

  it('finds no HTML errors on the home, a section, an article, its print page and the error pages of each tenant', async () => {
    const documents: Record<string, string> = {};
    for (const tenantKey of tenants) {
      const section = (await loadSectionTree(engine.db, tenantKey)).roots().find((s) => s.canonicalPath !== '/');
      const article = await publicItems(tenantKey).where('content.type', 'Article').first();
      expect(section, tenantKey).toBeDefined();
      expect(article, tenantKey).toBeDefined();
      const pages: [string, number][] = [
        ['/', 200],
        [section!.canonicalPath, 200],
        [article.canonical_path, 200],
        [`/print/content/${article.id}`, 200],
        ['/no-such-page', 404],
        ['/admin/no-such-page', 404],
      ];
      for (const [url, status] of pages) {
        const response = await get(tenantKey, url);
        expect(response.statusCode, `${tenantKey} ${url}`).toBe(status);
        documents[`${tenantKey} ${url}`] = response.body;
      }
    }
    const broken = 'a deliberately broken page';
    documents[broken] = '<!doctype html><html lang="en"><head><title>x</title></head><body><p><div>x</p></body></html>';
    const { [broken]: brokenErrors, ...report } = checkHtml(documents);
    expect(brokenErrors!.length, 'the checker flags a broken page').toBeGreaterThan(0);
    const errors = Object.fromEntries(
      Object.entries(report)
        .filter(([, messages]) => messages.length)
        .map(([name, messages]) => [name, describeMessages(messages)]),
    );
    expect(errors).toEqual({});
    expect(Object.keys(report)).toHaveLength(tenants.length * 6);
  });

  it('gives article, event, webinar and video pages the JSON-LD their schema.org type requires', async () => {
    const failures: Record<string, string[]> = {};
    const checkedTypes = new Set<string>();
    const expected: [string, string, (q: ReturnType<typeof publicItems>) => unknown][] = [
      ['Article', 'NewsArticle', (q) => q],
      ['News', 'NewsArticle', (q) => q],
      ['Whitepaper', 'Article', (q) => q],
      ['Event', 'Event', (q) => q.whereNotNull('content.start_date')],
      ['Webinar', 'Event', (q) => q.whereNotNull('content.start_date')],
      [
        'Video',
        'VideoObject',
        (q) =>
          q.where((w) =>
            w.where('content.embed_code', 'like', '%youtu%').orWhere('content.embed_code', 'like', '%vimeo%'),
          ),
      ],
    ];
    for (const tenantKey of tenants) {
      for (const [type, schemaType, narrow] of expected) {
        const query = publicItems(tenantKey).where('content.type', type);
        narrow(query);
        const items = await query.limit(2);
        for (const item of items) {
          const response = await get(tenantKey, item.canonical_path);
          expect(response.statusCode, `${tenantKey} ${item.canonical_path}`).toBe(200);
          const blocks = jsonLdBlocks(response.body);
          const label = `${tenantKey} ${type} ${item.canonical_path}`;
          if (blocks.length !== 1) failures[label] = [`${blocks.length} JSON-LD blocks`];
          else if (blocks[0]!['@type'] !== schemaType)
            failures[label] = [`@type ${String(blocks[0]!['@type'])}, expected ${schemaType}`];
          else {
            const problems = structuredDataProblems(blocks[0]!);
            if (problems.length) failures[label] = problems;
            checkedTypes.add(`${type}:${schemaType}`);
          }
        }
      }
    }
    expect(failures).toEqual({});
    expect([...checkedTypes].sort()).toEqual(expected.map(([type, schemaType]) => `${type}:${schemaType}`).sort());
  });
});
