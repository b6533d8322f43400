import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsToken, operationDocument } from '../../testing/fixtures-cms-tokens.ts';
import { createWriteSuite, type WriteSuite } from '../../testing/fixtures-write-suites.ts';
import type { TestEngine } from '../../testing/test-engine.ts';

/* The admin's layout reads: the list (/admin/layouts) and one layout for the editor. */

interface Listed {
  id: number;
  name: string;
  type: string;
  aliases: string[];
  contentTypes: string[];
  isGlobal: boolean;
  tenants: string[];
}
interface Stream {
  edges: { node: Listed }[];
  pageInfo: { hasNextPage: boolean };
  totalCount: number;
}

let suite: WriteSuite<'createLayout'>;
let engine: TestEngine;
let streamQuery: string;
let oneQuery: string;
const tokens = { admin: '', alphaViewer: '', alphaManager: '', editor: '', betaManager: '' };
const made: Record<string, number> = {};

const stream = async (input: Record<string, unknown>, { token = tokens.admin, tenantKey = 'alpha' } = {}) => {
  const result = await engine.gql<{ getLayoutStream: Stream }>(streamQuery, { input }, { token, tenantKey });
  return { ...result, value: result.data?.getLayoutStream, code: result.errors?.[0]?.extensions.code };
};
const one = async (id: number, { token = tokens.admin, tenantKey = 'alpha' } = {}) => {
  const result = await engine.gql<{ getLayout: Listed }>(oneQuery, { input: { id } }, { token, tenantKey });
  return { value: result.data?.getLayout, code: result.errors?.[0]?.extensions.code };
};
/** The names of the layouts this test made (the tenant fixtures bring layouts of their own). */
const names = (s: Stream | undefined) => s!.edges.map((e) => e.node.name).filter((name) => name in made);

beforeAll(async () => {
  suite = await createWriteSuite('layout', ['createLayout']);
  ({ engine } = suite);
  streamQuery = await operationDocument('query/layout/getLayoutStream');
  oneQuery = await operationDocument('query/layout/getLayout');
  tokens.admin = await cmsToken(engine, { username: 'admin', role: 'administrator', isGlobal: true });
  tokens.alphaViewer = await cmsToken(engine, {
    username: 'alpha-viewer',
    role: 'viewer',
    extraPermissions: ['view_site_layouts'],
    tenants: ['alpha'],
  });
  tokens.alphaManager = await cmsToken(engine, {
    username: 'alpha-manager',
    role: 'viewer',
    extraPermissions: ['manage_site_layouts'],
    tenants: ['alpha'],
  });
  tokens.betaManager = await cmsToken(engine, {
    username: 'beta-manager',
    role: 'viewer',
    extraPermissions: ['manage_site_layouts'],
    tenants: ['beta'],
  });
  // A role with no layouts permission (the built-in editor and viewer may view layouts).
  await engine.db('roles').insert({ name: 'writer', label: 'Writer' });
  await engine.db('role_permissions').insert({ role: 'writer', permission: 'manage_content' });
  tokens.editor = await cmsToken(engine, { username: 'writer', role: 'writer', tenants: ['alpha'] });
  const create = async (input: Record<string, unknown>, tenantKey = 'alpha') => {
    const { value, message } = await suite.mutate<{ id: number }>('createLayout', input, {
      tenantKey,
      token: tokens.admin,
    });
    if (!value) throw new Error(`createLayout failed: ${message}`);
    made[input.name as string] = value.id;
  };
  await create({ name: 'Alpha home', type: 'url-override', aliases: ['/'] });
  await create({ name: 'Alpha articles', type: 'content-type-override', contentTypes: ['Article'] });
  await create({ name: 'Shared news hub', type: 'url-override', aliases: ['/news'], tenants: ['alpha', 'beta'] });
  await create({ name: 'Everywhere sections', type: 'section', isGlobal: true });
  await create({ name: 'Beta secret', type: 'url-override', aliases: ['/beta-only'] }, 'beta');
});
afterAll(() => engine.close());

describe('the layouts list', () => {
  it("lists the site's own, assigned and global layouts by name, never another site's", async () => {
    const { value } = await stream({});
    expect(names(value)).toEqual(
      expect.arrayContaining(['Alpha articles', 'Alpha home', 'Everywhere sections', 'Shared news hub']),
    );
    expect(names(value)).not.toContain('Beta secret');
    expect(value!.totalCount).toBe(value!.edges.length);
    expect(value!.edges.map((e) => e.node.name)).toEqual(
      [...value!.edges.map((e) => e.node.name)].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );
    const beta = await stream({}, { tenantKey: 'beta' });
    expect(names(beta.value)).toContain('Beta secret');
    expect(names(beta.value)).not.toContain('Alpha home');
  });

  it('filters by search, type, scope, content type and alias, and pages', async () => {
    expect(names((await stream({ search: 'HUB' })).value)).toEqual(['Shared news hub']);
    expect(names((await stream({ types: ['url-override'] })).value)).toEqual(['Alpha home', 'Shared news hub']);
    expect(names((await stream({ scope: 'global' })).value)).toEqual(['Everywhere sections']);
    expect(names((await stream({ contentType: 'Article' })).value)).toEqual(['Alpha articles']);
    expect(names((await stream({ alias: 'news/' })).value)).toEqual(['Shared news hub']);
    const all = (await stream({})).value!;
    const first = (await stream({ pagination: { limit: 2 } })).value!;
    const second = (await stream({ pagination: { limit: 2, skip: 2 } })).value!;
    expect(first.pageInfo.hasNextPage).toBe(true);
    expect([...first.edges, ...second.edges].map((e) => e.node.id)).toEqual(
      all.edges.slice(0, 4).map((e) => e.node.id),
    );
    expect(first.totalCount).toBe(all.totalCount);
    const bad = await stream({ types: ['nonsense'] });
    expect(bad.code).toBe('BAD_USER_INPUT');
  });

  it('shows a site-specific user only their own sites among a layout’s assignments', async () => {
    const hub = (await stream({ search: 'hub' }, { token: tokens.alphaViewer })).value!.edges[0]!.node;
    expect(hub.tenants).toEqual(['alpha']);
    const asAdmin = (await stream({ search: 'hub' })).value!.edges[0]!.node;
    expect(asAdmin.tenants).toEqual(['alpha', 'beta']);
  });

  it('needs view_site_layouts or manage_site_layouts on the site', async () => {
    expect((await stream({}, { token: tokens.alphaViewer })).code).toBeUndefined();
    expect((await stream({}, { token: tokens.alphaManager })).code).toBeUndefined();
    expect((await stream({}, { token: tokens.editor })).code).toBe('FORBIDDEN');
    expect((await stream({}, { token: '' })).code).toBe('UNAUTHENTICATED');
    expect((await stream({}, { token: tokens.betaManager })).code).toBe('FORBIDDEN');
  });
});

describe('one layout', () => {
  it('reads every field the editor needs', async () => {
    const { value } = await one(made['Alpha home']!);
    expect(value).toMatchObject({ name: 'Alpha home', type: 'url-override', aliases: ['/'], tenants: ['alpha'] });
  });

  it("answers NOT_FOUND for another site's layout, as for one that does not exist", async () => {
    expect((await one(made['Beta secret']!)).code).toBe('NOT_FOUND');
    expect((await one(999_999)).code).toBe('NOT_FOUND');
    expect((await one(made['Beta secret']!, { tenantKey: 'beta' })).value?.name).toBe('Beta secret');
    expect((await one(made['Alpha home']!, { token: tokens.betaManager, tenantKey: 'beta' })).code).toBe('NOT_FOUND');
  });

  it('needs a layouts permission on the site', async () => {
    expect((await one(made['Alpha home']!, { token: tokens.editor })).code).toBe('FORBIDDEN');
    expect((await one(made['Alpha home']!, { token: tokens.betaManager })).code).toBe('FORBIDDEN');
  });
});

describe('test a URL', () => {
  interface ForPath {
    path: string;
    page: string;
    contentType: string | null;
    layoutName: string | null;
    rule: string | null;
    alias: string | null;
    explanation: string;
  }
  let forPathQuery: string;
  const forPath = async (path: string, { token = tokens.admin } = {}) => {
    forPathQuery ??= await operationDocument('query/layout/getLayoutForPath');
    const result = await engine.gql<{ getLayoutForPath: ForPath }>(
      forPathQuery,
      { input: { path } },
      { token, tenantKey: 'alpha' },
    );
    return { value: result.data?.getLayoutForPath, code: result.errors?.[0]?.extensions.code };
  };

  it('names the layout each kind of page renders with, and the rule that chose it', async () => {
    const cases: [string, Partial<ForPath>][] = [
      ['/', { page: 'section', layoutName: 'Home', rule: 'url-override', alias: '/' }],
      ['/news', { page: 'section', layoutName: 'Shared news hub', rule: 'url-override', alias: '/news' }],
      [
        '/equipment/trucks',
        { page: 'section', layoutName: 'Equipment tree', rule: 'url-override-propagated', alias: '/equipment' },
      ],
      ['/news/override-story', { page: 'content', layoutName: 'Article override', rule: 'content-override' }],
      [
        '/news/video-story',
        { page: 'content', contentType: 'Video', layoutName: 'Video', rule: 'content-type-override' },
      ],
      ['/news/news-story', { page: 'content', layoutName: 'Alpha articles', rule: 'content-type-override' }],
      ['/news/industry', { page: 'section', layoutName: 'Section default', rule: 'default' }],
    ];
    for (const [path, expected] of cases) {
      const { value } = await forPath(path);
      expect(value, path).toMatchObject({ path, ...expected });
      expect(value!.explanation, path).toContain(`"${expected.layoutName}"`);
    }
  });

  it('takes a full URL, and explains a redirect and a missing page', async () => {
    expect((await forPath('https://www.alpha.example/news/?utm=x#top')).value).toMatchObject({
      path: '/news',
      layoutName: 'Shared news hub',
    });
    expect((await forPath('/old-news')).value).toMatchObject({
      page: 'redirect',
      layoutName: null,
      explanation: '/old-news redirects (301) to /news; the page there has its own layout.',
    });
    expect((await forPath('/no/such/page')).value).toMatchObject({
      page: 'not-found',
      rule: null,
      explanation: 'No page is at /no/such/page.',
    });
  });

  it('needs a layouts permission on the site', async () => {
    expect((await forPath('/', { token: tokens.editor })).code).toBe('FORBIDDEN');
    expect((await forPath('/', { token: tokens.betaManager })).code).toBe('FORBIDDEN');
    expect((await forPath('/', { token: tokens.alphaViewer })).value?.layoutName).toBe('Home');
  });
});

describe("a layout's usage (its delete confirmation)", () => {
  interface Usage {
    pages: string[];
    contentItems: { name: string; path: string }[];
    contentItemCount: number;
  }
  const usage = async (id: number, { token = tokens.admin, tenantKey = 'alpha' } = {}) => {
    const result = await engine.gql<{ getLayoutUsage: Usage }>(
      await operationDocument('query/layout/getLayoutUsage'),
      { input: { id } },
      { token, tenantKey },
    );
    return { value: result.data?.getLayoutUsage, code: result.errors?.[0]?.extensions.code };
  };
  const fixtureLayout = async (name: string) =>
    Number((await engine.db('layouts').where({ tenant_key: 'alpha', name }).first('id')).id);

  it('says which pages of the site render with each kind of layout', async () => {
    expect((await usage(made['Shared news hub']!)).value!.pages).toEqual([
      'The page at /news.',
      'It is also assigned to 1 other site.',
    ]);
    expect((await usage(await fixtureLayout('Equipment tree'))).value!.pages).toEqual([
      'The page at /equipment and the section pages below it.',
    ]);
    const override = (await usage(await fixtureLayout('Article override'))).value!;
    expect(override).toMatchObject({
      pages: ['1 content item that chose it.'],
      contentItemCount: 1,
      contentItems: [{ name: 'alpha Override Story', path: '/news/override-story' }],
    });
    expect((await usage(made['Alpha articles']!)).value!.pages[0]).toMatch(
      /^Every Article item without a layout of its own \(\d+ published items?\)\.$/,
    );
    expect((await usage(await fixtureLayout('Section default'))).value!.pages[0]).toMatch(
      /^Every section page without a url-override \(\d+ sections?\)\.$/,
    );
    expect((await usage(made['Everywhere sections']!)).value!.pages).toEqual([
      'No page: "Section default" is the section default.',
      'It is global: every other site that uses it loses it too.',
    ]);
  });

  it("is NOT_FOUND for another site's layout and needs a layouts permission", async () => {
    expect((await usage(made['Beta secret']!)).code).toBe('NOT_FOUND');
    expect((await usage(made['Alpha home']!, { token: tokens.editor })).code).toBe('FORBIDDEN');
    expect((await usage(made['Shared news hub']!, { token: tokens.alphaViewer })).value!.pages).toEqual([
      'The page at /news.',
    ]);
  });
});
