import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWriteScenario, type WriteScenario } from './content-writes-setup.ts';

let s: WriteScenario;
const query =
  'query page($alias: String!) { getWebsiteLayoutPage(input: { alias: $alias, useCache: true }) { id name usedContentIds primaryGrid } }';

/** An anonymous site request, as the public site sends it. */
const fetchPage = async (alias: string, headers: Record<string, string> = {}) => {
  const response = await s.engine.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', 'tenant-key': 'alpha', ...headers },
    payload: { query, variables: { alias } },
  });
  return {
    status: response.statusCode,
    etag: response.headers.etag as string | undefined,
    body: response.statusCode === 304 ? null : response.json(),
  };
};
const mutate = async (name: string, input: Record<string, unknown>) => {
  const result = await s.run(`mutation/content/${name}`, { input });
  expect(result.errors).toBeUndefined();
  return result.data![name]!;
};

beforeAll(async () => {
  s = await createWriteScenario();
});
afterAll(() => s.engine.close());

describe('cached pages after a content write', () => {
  it('a section page fetched with useCache lists an item right after it is published', async () => {
    const first = await fetchPage('/news');
    expect(first.etag).toBeDefined();
    expect((await fetchPage('/news', { 'if-none-match': first.etag! })).status).toBe(304);
    const item = await mutate('createContent', {
      type: 'Article',
      name: 'Breaking Cached',
      primarySectionId: s.a.sections.news,
      status: 'PUBLISHED',
    });
    const after = await fetchPage('/news', { 'if-none-match': first.etag! });
    expect(after.status).toBe(200);
    expect(after.etag).not.toBe(first.etag);
    expect(after.body.data.getWebsiteLayoutPage.usedContentIds).toContain(item.id);
  });

  it('a content page fetched with useCache shows the new title right after an update', async () => {
    expect((await fetchPage('/news/news-story')).body.data.getWebsiteLayoutPage.name).toBe('alpha News Story');
    await mutate('updateContent', { id: s.a.content.newsStory, name: 'Renamed While Cached' });
    expect((await fetchPage('/news/news-story')).body.data.getWebsiteLayoutPage.name).toBe('Renamed While Cached');
  });

  it('a cached content page answers NOT_FOUND right after the item is unpublished', async () => {
    expect((await fetchPage('/news/industry/deep/deep-story')).body.data.getWebsiteLayoutPage.id).toBe(
      s.a.content.deepStory,
    );
    await mutate('unpublishContent', { id: s.a.content.deepStory });
    const gone = await fetchPage('/news/industry/deep/deep-story');
    expect(gone.body.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect((await fetchPage('/news')).body.data.getWebsiteLayoutPage.usedContentIds).not.toContain(
      s.a.content.deepStory,
    );
  });
});
