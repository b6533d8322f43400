import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streamContentIds } from '../content-engine/content/queries.ts';
import { insertLayout } from '../content-engine/testing/fixtures.ts';
import type { TestEngine } from '../content-engine/testing/test-engine.ts';
import { startDemoSession, type DemoSession } from './demo-session.ts';
import { signInEditor } from './editor-cookie.ts';

/*
 * Load-more in a real browser on the demo: secondary grids on click and on scroll render at most 8
 * parts and stop, stop early at an under-filled grid, next content pages follow an article until
 * there is none, and click modes scroll back to the top. Each part shown sends one page view with
 * its own page details, its scroll page and the item it was loaded below (spec public §3, §4).
 */
const tenantKey = 'fleetowner';
const nextPageQuery = /* GraphQL */ `
  query next($input: NextSecondaryPageInput!) {
    getNextSecondaryPage(input: $input) {
      id
      path
    }
  }
`;

let session: DemoSession;
let engine: TestEngine;
let base: string;
const paths = { click: '', scroll: '', short: '' };
let shortParts = 0;
const sectionPaths = new Set<string>();

const block = (id: string, settings: Record<string, unknown>) => ({ id, type: 'content_list', settings });
const grid = (id: string, population: Record<string, unknown>) => ({
  rows: [{ id, settings: { layout: '1' }, columns: [{ id: `${id}c`, blocks: [block(`${id}b`, { population })] }] }],
});

/** A url-override layout for one section page: one item on the page, then `perPart` items a part. */
async function sectionLoadMore(sectionId: number, path: string, loadMoreType: string, perPart: number) {
  await insertLayout(engine.db, {
    tenantKey,
    name: `Load more ${loadMoreType} ${path}`,
    type: 'url-override',
    aliases: [path],
    pageType: 'section',
    loadMoreType,
    primaryGrid: grid('p', { section: sectionId, bubble: false, contentTypes: ['Article'], numberOfItems: 1 }),
    secondaryGrid: grid('s', { section: sectionId, bubble: false, contentTypes: ['Article'], numberOfItems: perPart }),
  });
}

beforeAll(async () => {
  session = await startDemoSession({ site: true, tenantKey });
  ({ engine, base } = session);
  const now = Date.now();
  // Sections by how many public articles are scheduled to them directly.
  const sections = await engine
    .db('website_sections')
    .where({ tenant_key: tenantKey })
    .select('id', 'alias')
    .orderBy('id');
  const counted = await Promise.all(
    sections.map(async (s: { id: number; alias: string }) => ({
      id: Number(s.id),
      path: `/${s.alias}`,
      count: (
        await streamContentIds(engine.db, tenantKey, {
          now,
          includeTypes: ['Article'],
          sectionIds: [Number(s.id)],
          sortField: 'published',
          sortOrder: 'desc',
          limit: 100,
          skip: 0,
        })
      ).length,
    })),
  );
  for (const s of counted) sectionPaths.add(s.path);
  // Sections the demo already gives a url-override layout keep theirs (the older layout wins).
  const overridden = new Set(
    (await engine.db('layouts').where({ type: 'url-override' }).pluck('aliases')).flatMap(
      (aliases: string) => JSON.parse(aliases) as string[],
    ),
  );
  const free = counted.filter((s) => s.path !== '/home' && !overridden.has(s.path));
  const big = free.filter((s) => s.count >= 1 + 8);
  const small = free.find((s) => s.count >= 3 && s.count <= 7)!;
  expect(big.length).toBeGreaterThanOrEqual(2);
  expect(small).toBeTruthy();
  [paths.click, paths.scroll, paths.short] = [big[0]!.path, big[1]!.path, small.path];
  await sectionLoadMore(big[0]!.id, paths.click, 'custom-click', 1);
  await sectionLoadMore(big[1]!.id, paths.scroll, 'custom-scroll', 1);
  await sectionLoadMore(small.id, paths.short, 'custom-click', 1);
  // 1 item on the page, 1 a part; the part after the last item comes back empty (under-filled) and ends paging.
  shortParts = small.count;
}, 300_000);

afterAll(() => session?.close());

async function open(path: string, { editor = false } = {}): Promise<Page> {
  const { context, page } = await session.newPage();
  if (editor) await signInEditor(engine, context, { base, tenantKey });
  await page.goto(`${base}${path}`);
  // The island hydrates when it comes near the viewport.
  await page.locator('.load-more-slot').scrollIntoViewIfNeeded();
  await page.locator('astro-island:not([ssr]) .load-more').waitFor();
  return page;
}

const parts = (page: Page) => page.locator('.load-more-parts [data-load-more]');
const loadMoreButton = (page: Page) => page.getByRole('button', { name: /^(Load More Content|Loading Content)$/ });

/** Whether a Load More Content button is there once any fetch under way has ended (a fetch that finds nothing removes the button). */
async function canLoadMore(page: Page): Promise<boolean> {
  await expect.poll(() => page.getByRole('button', { name: 'Loading Content' }).count(), { timeout: 20_000 }).toBe(0);
  return (await loadMoreButton(page).count()) > 0;
}

/** Clicks Load More Content until it is gone; the number of clicks. */
async function clickUntilDone(page: Page): Promise<number> {
  let clicks = 0;
  for (; clicks < 12 && (await canLoadMore(page)); clicks++) {
    await page.getByRole('button', { name: 'Load More Content' }).click({ timeout: 20_000 });
    await expect.poll(() => parts(page).count(), { timeout: 20_000 }).toBe(clicks + 1);
  }
  return clicks;
}

/** The page details of the page views the tab has sent, in order (its session id is the tab's). */
async function pageViewsOf(page: Page): Promise<Record<string, unknown>[]> {
  const sessionId = await page.evaluate(() => sessionStorage.getItem('masthead.sessionId'));
  if (!sessionId) return [];
  const rows: string[] = await engine
    .db('tracking_events')
    .where({ tenant_key: tenantKey, type: 'pageView', session_id: sessionId })
    .orderBy('id')
    .pluck('page');
  return rows.map((row) => JSON.parse(row) as Record<string, unknown>);
}

/** Scrolls to the bottom until the load-more marker is gone. */
async function scrollUntilDone(page: Page) {
  // Paced scrolls, up to a minute: on a busy machine each part takes longer to arrive.
  for (let n = 0; n < 240 && (await page.locator('.load-more-marker').count()) > 0; n++) {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(250);
  }
}

describe('load-more of secondary grids', () => {
  it('renders a grid per click, 8 at most, then stops; Back To Top scrolls up smoothly', async () => {
    const page = await open(paths.click);
    expect(await parts(page).count()).toBe(0);
    expect(await clickUntilDone(page)).toBe(8);
    expect(await parts(page).count()).toBe(8);
    // The page's view, then one per grid shown with its scroll page, the page's own details and address.
    await expect.poll(async () => (await pageViewsOf(page)).length, { timeout: 30_000 }).toBe(9);
    const views = await pageViewsOf(page);
    expect(views[0]).toMatchObject({ path: paths.click, pageType: 'section', pageUrl: `${base}${paths.click}` });
    expect(views[0]!.scrollPage).toBeUndefined();
    expect(views.slice(1).map((view) => view.scrollPage)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const view of views.slice(1))
      expect(view).toMatchObject({
        path: paths.click,
        pageType: 'section',
        sectionId: views[0]!.sectionId,
        layoutId: views[0]!.layoutId,
        pageTitle: views[0]!.pageTitle,
      });
    // Every part shows items, none shown twice.
    const links = await page
      .locator('.load-more-parts a[href]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links.length).toBeGreaterThanOrEqual(8);
    const main = await page
      .locator('.site-main > .grid-row a[href]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    // Items only (cards also link their section).
    expect(links.filter((href) => main.includes(href) && !sectionPaths.has(href!))).toEqual([]);
    expect(await page.getByRole('button', { name: 'Back To Top' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Back To Top' }).click();
    await page.waitForFunction(() => window.scrollY === 0);
  });

  it('renders grids as the visitor scrolls near the marker, 8 at most, without a Back To Top button', async () => {
    const page = await open(paths.scroll);
    await scrollUntilDone(page);
    // The marker goes with the last fetch; its part may still be on its way into the page.
    await expect.poll(() => parts(page).count(), { timeout: 10_000 }).toBe(8);
    await page.waitForTimeout(500);
    expect(await parts(page).count()).toBe(8);
    expect(await page.getByRole('button', { name: 'Back To Top' }).count()).toBe(0);
  });

  it('stops at the first under-filled grid', async () => {
    const page = await open(paths.short);
    const clicks = await clickUntilDone(page);
    expect(clicks).toBe(shortParts);
    expect(clicks).toBeLessThan(8);
    expect(await loadMoreButton(page).count()).toBe(0);
  });
});

describe('load-more of next pages', () => {
  /** The next pages the engine answers for an article, in order (8 at most). */
  async function expectedNextPaths(article: { id: number; type: string; primary_section_id: number }) {
    const shown = [Number(article.id)];
    const found: string[] = [];
    while (found.length < 8) {
      const input = {
        limit: 1,
        includeContentTypes: [article.type],
        excludeContentIds: shown,
        sectionId: Number(article.primary_section_id),
        sortField: 'published',
        sortOrder: 'desc',
      };
      const next = (
        await engine.gql<{ getNextSecondaryPage: { id: number; path: string } | null }>(
          nextPageQuery,
          { input },
          { tenantKey },
        )
      ).data?.getNextSecondaryPage;
      if (!next) break;
      shown.push(next.id);
      found.push(next.path);
    }
    return found;
  }

  it("follows an article with the section's next articles of its type as the visitor scrolls (the demo's page-scroll content layout)", async () => {
    const now = Date.now();
    const articles = await engine
      .db('content')
      .where({ tenant_key: tenantKey, type: 'Article', status: 1, membership_ids: '[]', gating: '{}' })
      .where('published', '<', now)
      .whereNull('layout_id')
      .orderBy('published', 'desc')
      .limit(20);
    let chosen: { path: string; expected: string[] } | undefined;
    for (const article of articles) {
      const expected = await expectedNextPaths(article);
      if (
        expected.length === 8 &&
        (await engine.app.inject({ url: article.canonical_path, headers: { host: `${tenantKey}.localhost` } }))
          .statusCode === 200
      ) {
        chosen = { path: article.canonical_path, expected };
        break;
      }
    }
    expect(chosen).toBeTruthy();
    const page = await open(chosen!.path);
    await scrollUntilDone(page);
    const shown = await page
      .locator('.load-more-parts [data-load-more]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-path')));
    expect(shown).toEqual(chosen!.expected);
    // Each next page sends its own page view: its path, address and item, scrolled from the article.
    await expect.poll(async () => (await pageViewsOf(page)).length, { timeout: 30_000 }).toBe(9);
    const views = await pageViewsOf(page);
    const articleId = views[0]!.contentId;
    expect(views[0]).toMatchObject({ path: chosen!.path, pageType: 'content', type: 'Article' });
    expect(views.slice(1).map((view) => [view.path, view.pageUrl, view.scrollPage, view.scrollFromContentId])).toEqual(
      chosen!.expected.map((path, i) => [path, `${base}${path}`, i + 1, articleId]),
    );
    expect(new Set(views.map((view) => view.contentId)).size).toBe(9);
  });

  it('stops when no next page comes back (page-click), with Back To Top', async () => {
    const now = Date.now();
    // An item whose type has few others in its section.
    const candidates = await engine
      .db('content')
      .where({ tenant_key: tenantKey, status: 1 })
      .where('published', '<', now)
      .whereNotNull('primary_section_id')
      .whereNot('type', 'Article')
      .orderBy('id')
      .limit(200);
    let chosen: { path: string; expected: string[] } | undefined;
    for (const item of candidates) {
      const expected = await expectedNextPaths(item);
      if (
        expected.length >= 1 &&
        expected.length < 8 &&
        (await engine.app.inject({ url: item.canonical_path, headers: { host: `${tenantKey}.localhost` } }))
          .statusCode === 200
      ) {
        chosen = { path: item.canonical_path, expected };
        break;
      }
    }
    expect(chosen).toBeTruthy();
    await insertLayout(engine.db, {
      tenantKey,
      name: 'Load more page-click',
      type: 'url-override',
      aliases: [chosen!.path],
      pageType: 'content',
      loadMoreType: 'page-click',
      primaryGrid: {
        rows: [
          {
            id: 'r',
            settings: { layout: '1' },
            columns: [{ id: 'c', blocks: [{ id: 't', type: 'content_title', settings: {} }] }],
          },
        ],
      },
    });
    // Layouts are memoised for 5 s per tenant.
    await new Promise((resolve) => setTimeout(resolve, 5_500));
    const page = await open(`${chosen!.path}?cache-bypass=true`, { editor: true });
    expect(await clickUntilDone(page)).toBe(chosen!.expected.length);
    const shown = await parts(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-path')));
    expect(shown).toEqual(chosen!.expected);
    await page.getByRole('button', { name: 'Back To Top' }).click();
    await page.waitForFunction(() => window.scrollY === 0);
  });
});
