import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEngine, type TestEngine } from '../../content-engine/testing/test-engine.ts';
import { insertTenant } from '../../content-engine/testing/fixtures.ts';
import { createPageManifest, type ManifestEntry, type PageManifest } from './page-manifest.ts';
import { tags as changeTags } from '../../content-engine/core/change-tags.ts';

/* The manifest's tag lookup: which built pages a change makes stale, each once, per tenant. */
let engine: TestEngine;
let manifest: PageManifest;

const entry = (path: string, tags: string[]): ManifestEntry => ({
  path,
  file: `${path === '/' ? '' : path}/index.html`,
  status: 200,
  contentType: 'text/html; charset=utf-8',
  etag: `"${path}"`,
  bytes: 1,
  builtAt: 1,
  tags,
});

beforeAll(async () => {
  engine = await createTestEngine();
  await insertTenant(engine.db, { key: 'one' });
  await insertTenant(engine.db, { key: 'two' });
  manifest = createPageManifest(engine.db);
  await manifest.record('one', [
    entry('/', [changeTags.content(1), changeTags.content(2), changeTags.section(10), changeTags.settings]),
    entry('/news', [changeTags.content(1), changeTags.section(10), changeTags.sections]),
    entry('/news/a', [changeTags.content(1), changeTags.section(10)]),
    entry('/sitemap.xml', [changeTags.anyType, changeTags.sections]),
    entry('/about', [changeTags.settings]),
  ]);
  await manifest.record('two', [entry('/', [changeTags.content(1), changeTags.section(10)])]);
});
afterAll(async () => {
  await engine?.close();
});

describe('pathsForTags', () => {
  it('names every page whose tags meet the change, each once, wildcards included', async () => {
    expect(
      (
        await manifest.pathsForTags('one', [changeTags.content(1), changeTags.section(10), changeTags.type('Article')])
      ).sort(),
    ).toEqual(['/', '/news', '/news/a', '/sitemap.xml']);
    expect(await manifest.pathsForTags('one', [changeTags.settings])).toEqual(expect.arrayContaining(['/', '/about']));
    expect(await manifest.pathsForTags('one', [changeTags.content(3)])).toEqual([]);
  });

  it('keeps to the paths asked for, and to the tenant', async () => {
    expect(
      await manifest.pathsForTags('one', [changeTags.content(1), changeTags.section(10)], { within: ['/'] }),
    ).toEqual(['/']);
    expect(await manifest.pathsForTags('one', [changeTags.content(1)], { within: [] })).toEqual([]);
    expect(
      await manifest.pathsForTags('two', [changeTags.content(1), changeTags.section(10), changeTags.settings]),
    ).toEqual(['/']);
  });
});
