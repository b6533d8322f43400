import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationDocument } from '../content-engine/testing/fixtures-cms-tokens.ts';
import type { TestEngine } from '../content-engine/testing/test-engine.ts';
import { plainText } from '../content-engine/search/search-document.ts';
import type { SearchResult } from '../content-engine/search/search-result.ts';
import { maxSearchTextLength } from '../content-engine/search/search-input.ts';
import { startDemoSession, type DemoSession } from './demo-session.ts';

/*
 * Search in a real browser on the demo (indexed by the seed): a word of an article's body finds
 * it, results page with the filters kept in the address, and a type facet narrows them.
 */
const tenantKey = 'fleetowner';
let session: DemoSession;
let engine: TestEngine;
let base: string;
let article: { name: string; path: string; word: string };
let common: { word: string; result: SearchResult } | undefined;
/** The common word, once beforeAll found it. */
const commonWord = () => common!;

const search = async (text: string): Promise<SearchResult> => {
  const response = await engine.gql<{ searchContent: SearchResult }>(
    await operationDocument('query/search/searchContent'),
    { input: { text } },
    { tenantKey },
  );
  return response.data!.searchContent;
};
const filtersIn = (url: string) => JSON.parse(new URL(url).searchParams.get('filters') ?? '{}');

beforeAll(async () => {
  session = await startDemoSession({ site: true, tenantKey });
  ({ engine, base } = session);
  const now = Date.now();
  const items = await engine
    .db('content')
    .where({ tenant_key: tenantKey, type: 'Article', status: 1 })
    .where('published', '<', now)
    .whereNull('expires')
    .orderBy('id')
    .limit(10);
  // Words of an article's body (not of its name or teaser) that together few items share, and a common word.
  for (const item of items) {
    const shown = `${item.name} ${item.teaser}`.toLowerCase();
    const words = [
      ...new Set(
        plainText(item.body)
          .toLowerCase()
          .match(/\p{L}{6,}/gu) ?? [],
      ),
    ]
      .filter((w) => !shown.includes(w))
      .slice(0, 30);
    const counted = await Promise.all(words.map(async (word) => ({ word, result: await search(word) })));
    common ??= counted.find(({ result }) => result.totalCount > 20 && result.facets.types.length > 1);
    const rare = counted
      .filter(({ result }) => result.hits.length > 0)
      .sort((a, b) => a.result.totalCount - b.result.totalCount);
    for (let n = 1; n <= rare.length && !article; n++) {
      const text = rare
        .slice(0, n)
        .map(({ word }) => word)
        .join(' ');
      // A gated article's body is searchable only as far as anonymous readers may read it: its words may never narrow to it.
      if (text.length > maxSearchTextLength) break;
      const result = await search(text);
      if (result.totalCount <= 10 && result.hits.some((hit) => hit.id === item.id))
        article = { name: item.name, path: item.canonical_path, word: text };
    }
    if (article && common) break;
  }
  expect(article).toBeTruthy();
  expect(common).toBeTruthy();
}, 300_000);

afterAll(() => session?.close());

async function open(path: string): Promise<Page> {
  const { page } = await session.newPage();
  await page.goto(`${base}${path}`);
  return page;
}

const hitLinks = (page: Page) =>
  page.locator('.search-hit h2 a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));

describe('search page', () => {
  it('finds a demo article by a word of its body and keeps the filters in the address', async () => {
    // The header's search icon leads to the search page.
    const page = await open('/');
    await page.getByRole('link', { name: 'Search', exact: true }).click();
    await page.waitForURL(`${base}/search`);
    await page.getByPlaceholder('Search here...', { exact: true }).fill(article.word);
    await page.getByRole('link', { name: article.name, exact: true }).waitFor();
    expect(await page.getByRole('link', { name: article.name, exact: true }).getAttribute('href')).toBe(article.path);
    expect(filtersIn(page.url())).toEqual({ text: article.word, page: 1 });

    // The address is shareable: opened afresh it shows the same results.
    const shared = await open(new URL(page.url()).pathname + new URL(page.url()).search);
    await shared.getByRole('link', { name: article.name, exact: true }).waitFor();
    expect(await shared.getByPlaceholder('Search here...', { exact: true }).inputValue()).toBe(article.word);
    await page.context().close();
    await shared.context().close();
  });

  it('pages through results', async () => {
    const pages = Math.ceil(commonWord().result.totalCount / 10);
    const page = await open(`/search?filters=${encodeURIComponent(JSON.stringify({ text: commonWord().word }))}`);
    await page.getByText(`Page 1 of ${pages}`).waitFor();
    const first = await hitLinks(page);
    expect(first).toHaveLength(10);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(`Page 2 of ${pages}`).waitFor();
    const second = await hitLinks(page);
    expect(second.filter((href) => first.includes(href))).toEqual([]);
    expect(filtersIn(page.url())).toEqual({ text: commonWord().word, page: 2 });
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByText(`Page 1 of ${pages}`).waitFor();
    expect(await hitLinks(page)).toEqual(first);
    await page.context().close();
  });

  it('narrows results with a type facet', async () => {
    const facet = commonWord().result.facets.types.at(-1)!;
    const page = await open(`/search?filters=${encodeURIComponent(JSON.stringify({ text: commonWord().word }))}`);
    await page
      .getByText(`${commonWord().result.totalCount.toLocaleString('en-US')} results for "${commonWord().word}"`)
      .waitFor();
    await page
      .getByRole('navigation', { name: 'Type' })
      .getByRole('button', { name: `${facet.type} (${facet.count})` })
      .click();
    await page.getByText(`${facet.count.toLocaleString('en-US')} results for "${commonWord().word}"`).waitFor();
    expect(new Set(await page.locator('.search-hit-meta span').allTextContents())).toEqual(new Set([facet.type]));
    expect(filtersIn(page.url())).toEqual({ text: commonWord().word, type: facet.type, page: 1 });
    await page.context().close();
  });
});

describe('the site_search block', () => {
  it('opens /search with the filters JSON of the trimmed text, whose results the search page shows', async () => {
    // The demo's section landing page has the box under its section tree.
    const landing = await engine
      .db('layouts')
      .where({ tenant_key: tenantKey, type: 'url-override' })
      .where('name', 'like', '% Landing')
      .first('aliases');
    const [path] = (typeof landing.aliases === 'string' ? JSON.parse(landing.aliases) : landing.aliases) as string[];
    const page = await open(path!);
    const box = page.locator('.block-site_search');
    await box.getByRole('searchbox', { name: 'Search' }).fill(`  ${article.word} `);
    await box.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/\/search\?filters=/);
    expect(new URL(page.url()).pathname).toBe('/search');
    expect(filtersIn(page.url())).toEqual({ text: article.word, page: 1 });
    await page.getByRole('link', { name: article.name, exact: true }).waitFor();
    await page.context().close();
  });
});
