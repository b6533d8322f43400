import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as migration from '../../../db/migrations/0008-content-search.ts';
import { ensureSearchIndexCurrent } from '../index-version.ts';
import { createSearchScenario, type SearchScenario } from './search-scenario.ts';

/* searchContent: relevance, filters, facets, paging, tenant isolation, visibility, the hard gate, edits, bad input. */
let s: SearchScenario;
const hitIds = async (input: Record<string, unknown>, tenantKey?: string) =>
  (await s.search(input, tenantKey)).result?.hits.map((h) => h.id);

beforeAll(async () => {
  s = await createSearchScenario();
});
afterAll(() => s.engine.close());

describe('searchContent', () => {
  it('ranks a name match before a teaser match before a body match', async () => {
    expect(await hitIds({ text: 'diesel' })).toEqual([s.ids.byName, s.ids.byTeaser, s.ids.byBody]);
  });

  it('matches every word, each as a prefix, and ignores punctuation and operators', async () => {
    expect(await hitIds({ text: 'dies FILTERS' })).toEqual([s.ids.byBody]);
    expect(await hitIds({ text: '"diesel" | -turbocharger*' })).toEqual([]);
    expect(await hitIds({ text: '  *** ' })).toEqual([]);
  });

  it('finds nothing of another tenant, and nothing unpublished, scheduled or expired', async () => {
    const { result } = await s.search({ text: 'diesel', limit: 50 });
    expect(result?.hits.map((h) => h.name)).toEqual([
      'Diesel engines for long haul',
      'Powertrain webinar',
      'Fleet maintenance checklist',
    ]);
    expect(result?.totalCount).toBe(3);
    expect((await s.search({ text: 'diesel' }, 'beta')).result?.hits.map((h) => h.name)).toEqual([
      'Diesel news from beta',
    ]);
  });

  it('answers NOT_FOUND on a site without the search module', async () => {
    expect((await s.search({ text: 'diesel' }, 'gamma')).code).toBe('NOT_FOUND');
  });

  it('filters by type and by section, with facets that ignore their own filter', async () => {
    const all = (await s.search({ text: 'diesel' })).result!;
    expect(all.facets.types).toEqual([
      { type: 'Article', count: 2 },
      { type: 'Webinar', count: 1 },
    ]);
    expect(all.facets.sections).toEqual([
      { id: s.sections.engines, name: 'Engines', count: 2 },
      { id: s.sections.fleet, name: 'Fleet', count: 1 },
    ]);

    const webinars = (await s.search({ text: 'diesel', type: 'Webinar' })).result!;
    expect(webinars.hits.map((h) => h.id)).toEqual([s.ids.byTeaser]);
    expect(webinars.totalCount).toBe(1);
    expect(webinars.facets.types).toEqual(all.facets.types);
    expect(webinars.facets.sections).toEqual([{ id: s.sections.engines, name: 'Engines', count: 1 }]);

    expect(await hitIds({ text: 'diesel', websiteSchedule: s.sections.fleet })).toEqual([s.ids.byBody]);
    expect(await hitIds({ text: 'diesel', websiteSchedule: s.sections.engines })).toEqual([
      s.ids.byName,
      s.ids.byTeaser,
    ]);
  });

  it('pages through results without repeats, newest first among equals', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => s.search({ text: 'hydrogen', page, limit: 5 })));
    expect(pages.map((p) => p.result?.hits.length)).toEqual([5, 5, 2]);
    expect(pages.flatMap((p) => p.result!.hits.map((h) => h.id))).toEqual(s.hydrogenIds);
    expect(pages[0]!.result?.pageInfo).toEqual({
      page: 1,
      limit: 5,
      totalPages: 3,
      hasNextPage: true,
      hasPreviousPage: false,
    });
    expect(pages[2]!.result?.pageInfo).toEqual({
      page: 3,
      limit: 5,
      totalPages: 3,
      hasNextPage: false,
      hasPreviousPage: true,
    });
    expect((await s.search({ text: 'hydrogen', page: 4, limit: 5 })).result).toMatchObject({
      hits: [],
      totalCount: 12,
    });
    expect((await s.search({ text: 'hydrogen' })).result?.pageInfo).toMatchObject({ limit: 10, totalPages: 2 });
  });

  it('finds a membership-gated item by what an anonymous reader may read of it, never by its gated part', async () => {
    expect(await hitIds({ text: 'superchargers' })).toEqual([s.ids.gated]);
    expect(await hitIds({ text: 'turbocharger' })).toEqual([]);
    expect(await hitIds({ text: 'sauce' })).toEqual([]);
  });

  it('returns the teaser as plain text and the primary image, never the body', async () => {
    const { result } = await s.search({ text: 'briefing' });
    expect(result?.hits).toEqual([
      expect.objectContaining({
        id: s.ids.gated,
        type: 'Article',
        name: 'Members briefing',
        teaser: expect.stringMatching(/^For members/),
      }),
    ]);
    expect(JSON.stringify(result)).not.toContain('secret sauce');
    const pump = (await s.search({ text: 'pump' })).result?.hits[0];
    expect(pump).toMatchObject({
      id: s.ids.withImage,
      primaryImage: { src: '/files/pump.jpg', alt: '' },
      canonicalPath: expect.stringMatching(/^\/fuel-pump-gallery\//),
    });
    expect((await s.search({ text: 'diesel' })).result?.hits[0]?.primaryImage).toBeNull();
  });

  it('finds an edited item by its new words and no longer by its old ones', async () => {
    await s.updateContent({
      id: s.ids.byBody,
      name: 'Hovercraft maintenance checklist',
      body: '<p>Check the skirt.</p>',
    });
    expect(await hitIds({ text: 'hovercraft' })).toEqual([s.ids.byBody]);
    expect(await hitIds({ text: 'skirt' })).toEqual([s.ids.byBody]);
    expect(await hitIds({ text: 'diesel' })).toEqual([s.ids.byName, s.ids.byTeaser]);
  });

  it('refuses bad input with BAD_USER_INPUT naming the field', async () => {
    const tooLong = await s.search({ text: 'a'.repeat(201) });
    expect(tooLong).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Invalid input. text: Search text must be at most 200 characters',
    });
    expect(await s.search({ text: 'diesel', page: 0 })).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Invalid input. page: Page must be 1 or more',
    });
    expect(await s.search({ text: 'diesel', type: 'Spaceship' })).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Invalid input. type: Unknown content type "Spaceship"',
    });
    expect(await s.search({ text: 'diesel', limit: 51 })).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Invalid input. limit: Limit must be at most 50',
    });
  });
});

describe('an index written by an older version', () => {
  it('is rewritten when the engine starts, and only once', async () => {
    await migration.down(s.engine.db);
    await migration.up(s.engine.db);
    expect(await s.engine.db('content_search').first()).toBeUndefined();
    await s.engine.db('search_index_state').delete();
    expect(await ensureSearchIndexCurrent(s.engine.db)).toBeGreaterThan(0);
    expect(await ensureSearchIndexCurrent(s.engine.db)).toBeNull();
    expect(await hitIds({ text: 'diesel' })).toEqual([s.ids.byName, s.ids.byTeaser]);
    expect(await hitIds({ text: 'hovercraft' })).toEqual([s.ids.byBody]);
    expect(await hitIds({ text: 'superchargers turbocharger' })).toEqual([]);
    expect(await hitIds({ text: 'supercharger' })).toEqual([s.ids.gated]);
  });
});
