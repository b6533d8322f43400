import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TenantFixture } from '../../layouts/tests/two-tenants.ts';
import { cmsToken } from '../../testing/fixtures-cms-tokens.ts';
import { takeValueBeforeInsert } from '../../testing/fixtures-unique-race.ts';
import { createWriteSuite, type WriteSuite } from '../../testing/fixtures-write-suites.ts';
import type { TestEngine } from '../../testing/test-engine.ts';
import { tags as changeTags } from '../../core/change-tags.ts';

interface Section {
  id: number;
  name: string;
  fullName: string;
  alias: string;
  systemAlias: string;
  canonicalPath: string;
  parent: { id: number } | null;
  children: { id: number }[];
}
interface Page {
  id: number | null;
  pageType: string | null;
  redirect: { to: string; code: number } | null;
}

const pageQuery = /* GraphQL */ `
  query ($alias: String!) {
    getWebsiteLayoutPage(input: { alias: $alias, useCache: true }) {
      id
      pageType
      redirect {
        to
        code
      }
    }
  }
`;
const redirectQuery = /* GraphQL */ `
  query ($from: String!) {
    getWebsiteRedirect(input: { from: $from }) {
      to
      code
    }
  }
`;

let suite: WriteSuite<`${'create' | 'update' | 'delete'}WebsiteSection`>;
let engine: TestEngine;
let a: TenantFixture;
let b: TenantFixture;
const tokens = { admin: '', alphaSections: '', editor: '' };

const send = <T>(
  name: 'create' | 'update' | 'delete',
  input: Record<string, unknown>,
  { token = tokens.admin, tenantKey }: { token?: string; tenantKey?: string } = {},
) => suite.mutate<T>(`${name}WebsiteSection`, input, { token, tenantKey });
const page = async (alias: string, tenantKey = 'alpha') => {
  const { data, errors } = await engine.gql<{ getWebsiteLayoutPage: Page }>(pageQuery, { alias }, { tenantKey });
  return data?.getWebsiteLayoutPage ?? errors?.[0]?.extensions.code;
};
const eventsOf = (action: () => Promise<unknown>) => suite.eventsOf(action);
const sortTags = (tags: string[]) => [...new Set(tags)].sort();

beforeAll(async () => {
  suite = await createWriteSuite('websiteSection', [
    'createWebsiteSection',
    'updateWebsiteSection',
    'deleteWebsiteSection',
  ]);
  ({ engine, a, b } = suite);
  tokens.admin = await cmsToken(engine, { username: 'admin', role: 'administrator', isGlobal: true });
  tokens.alphaSections = await cmsToken(engine, {
    username: 'alpha-sections',
    role: 'viewer',
    extraPermissions: ['manage_site_sections'],
    tenants: ['alpha'],
  });
  tokens.editor = await cmsToken(engine, { username: 'editor', role: 'editor', tenants: ['alpha'] });
});
afterAll(() => engine.close());

describe('createWebsiteSection', () => {
  it('creates a section under its parent, with alias and full name from the ancestry, and shows its page at once', async () => {
    expect(await page('/equipment/big-rigs')).toBe('NOT_FOUND');
    let created: Section | undefined;
    const events = await eventsOf(async () => {
      const result = await send<Section>(
        'create',
        { name: 'Big Rigs', parentId: a.sections.equipment, description: 'Heavy', gamAlias: 'rigs', sequence: 3 },
        { token: tokens.alphaSections },
      );
      expect(result.errors).toBeUndefined();
      created = result.value;
    });
    expect(created).toMatchObject({
      name: 'Big Rigs',
      alias: 'equipment/big-rigs',
      systemAlias: 'equipment/big-rigs',
      fullName: 'Equipment > Big Rigs',
      canonicalPath: '/equipment/big-rigs',
      parent: { id: a.sections.equipment },
    });
    expect(events).toEqual([
      {
        tenantKey: 'alpha',
        kind: 'section',
        tags: sortTags([
          changeTags.section(a.sections.equipment),
          changeTags.section(created!.id),
          changeTags.sections,
        ]),
      },
    ]);
    expect(await page('/equipment/big-rigs')).toMatchObject({ pageType: 'section', id: created!.id });
  });

  it('takes a manual alias typed with slashes and capitals', async () => {
    const { value } = await send<Section>('create', { name: 'Specials', manualAlias: '/Deals/Specials/' });
    expect(value).toMatchObject({
      alias: 'deals/specials',
      systemAlias: 'specials',
      canonicalPath: '/deals/specials',
      parent: null,
    });
  });

  it('requires a name, with the spec message, and emits nothing', async () => {
    const events = await eventsOf(async () => {
      for (const input of [{}, { name: '   ' }, { name: null }]) {
        const { errors } = await send('create', input);
        expect(errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
        expect(errors?.[0]?.message).toBe('Invalid input. name: Field is required');
      }
    });
    expect(events).toEqual([]);
  });

  it('refuses an alias another section of the tenant holds', async () => {
    const { errors } = await send('create', { name: 'News' });
    expect(errors?.[0]?.extensions.code).toBe('CONFLICT');
    expect(errors?.[0]?.message).toBe(`The alias "news" is already used by the section "News" (${a.sections.news}).`);
  });

  it('answers CONFLICT, not an unexpected error, when another edit takes the alias after the check', async () => {
    const row = {
      tenant_key: 'alpha',
      name: 'Raced',
      full_name: 'Raced',
      system_alias: 'raced',
      alias: 'raced',
      created: 0,
      updated: 0,
    };
    const release = await takeValueBeforeInsert(engine.db, {
      table: 'website_sections',
      column: 'alias',
      value: 'raced',
      row,
    });
    try {
      const { status, errors } = await send('create', { name: 'Raced' });
      expect({ status, code: errors?.[0]?.extensions.code }).toEqual({ status: 409, code: 'CONFLICT' });
      expect(errors?.[0]?.message).toContain('"raced"');
    } finally {
      await release();
    }
    expect(await page('/raced')).toBe('NOT_FOUND');
  });

  it('allows an alias another tenant uses', async () => {
    const { value } = await send<Section>('create', { name: 'Only Beta' }, { tenantKey: 'beta' });
    expect(value?.alias).toBe('only-beta');
    expect((await send<Section>('create', { name: 'Only Beta' })).value?.alias).toBe('only-beta');
  });

  it('refuses a parent of another tenant as bad input naming parentId', async () => {
    const { errors } = await send('create', { name: 'Stray', parentId: b.sections.news });
    expect(errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    expect(errors?.[0]?.message).toMatch(/^Invalid input\. parentId: /);
  });

  it('needs a signed-in user with manage_site_sections on the tenant', async () => {
    const events = await eventsOf(async () => {
      expect((await send('create', { name: 'Anon' }, { token: '' })).errors?.[0]?.extensions.code).toBe(
        'UNAUTHENTICATED',
      );
      expect((await send('create', { name: 'Editor' }, { token: tokens.editor })).errors?.[0]?.extensions.code).toBe(
        'FORBIDDEN',
      );
      expect(
        (await send('create', { name: 'Elsewhere' }, { token: tokens.alphaSections, tenantKey: 'beta' })).errors?.[0]
          ?.extensions.code,
      ).toBe('FORBIDDEN');
    });
    expect(events).toEqual([]);
  });
});

describe('updateWebsiteSection', () => {
  it('updates plain fields without moving anything', async () => {
    const events = await eventsOf(async () => {
      const { value } = await send<Section & { description: string; gamAlias: string; sequence: number }>('update', {
        id: a.sections.empty,
        description: 'Nothing yet',
        gamAlias: 'empty_gam',
        sequence: 9,
      });
      expect(value).toMatchObject({ alias: 'empty', description: 'Nothing yet', gamAlias: 'empty_gam', sequence: 9 });
    });
    expect(events).toEqual([
      { tenantKey: 'alpha', kind: 'section', tags: [changeTags.section(a.sections.empty), changeTags.sections] },
    ]);
  });

  it('renames a section: subsections and content follow, and every old path answers 301', async () => {
    expect(await page('/news')).toMatchObject({ pageType: 'section', id: a.sections.news });
    expect(await page('/news/news-story')).toMatchObject({ pageType: 'content', id: a.content.newsStory });
    const contentUnderNews = [
      a.content.featured1,
      a.content.featured2,
      a.content.newsStory,
      a.content.deepStory,
      a.content.video,
      a.content.draft,
      a.content.future,
      a.content.expired,
      a.content.override,
    ];
    const oldContentPaths: string[] = await engine
      .db('content')
      .whereIn('id', contentUnderNews)
      .pluck('canonical_path');

    let updated: Section | undefined;
    const events = await eventsOf(async () => {
      updated = (await send<Section>('update', { id: a.sections.news, name: 'Headlines' })).value;
    });
    expect(updated).toMatchObject({
      name: 'Headlines',
      alias: 'headlines',
      fullName: 'Headlines',
      canonicalPath: '/headlines',
    });
    expect(events).toEqual([
      {
        tenantKey: 'alpha',
        kind: 'section',
        tags: sortTags([
          ...[a.sections.news, a.sections.industry, a.sections.deep].map((id) => changeTags.section(id)),
          'sections',
          'redirects',
          ...['/news', '/news/industry', '/news/industry/deep', ...oldContentPaths].map((p) => changeTags.path(p)),
          ...contentUnderNews.map((id) => changeTags.content(id)),
        ]),
      },
    ]);

    expect(await page('/news')).toMatchObject({ pageType: null, redirect: { to: '/headlines', code: 301 } });
    expect(await page('/news/industry/deep')).toMatchObject({
      redirect: { to: '/headlines/industry/deep', code: 301 },
    });
    expect(await page('/news/news-story')).toMatchObject({ redirect: { to: '/headlines/news-story', code: 301 } });
    expect(await page('/headlines/news-story')).toMatchObject({ pageType: 'content', id: a.content.newsStory });
    expect(await page('/headlines/industry/deep')).toMatchObject({ pageType: 'section', id: a.sections.deep });
    const old = await engine.gql<{ getWebsiteRedirect: { to: string } }>(
      redirectQuery,
      { from: '/old-news' },
      { tenantKey: 'alpha' },
    );
    expect(old.data?.getWebsiteRedirect.to).toBe('/headlines');
    expect(await page('/news', 'beta')).toMatchObject({ pageType: 'section', id: b.sections.news });
  });

  it('renamed back, drops the redirects from the live paths instead of looping', async () => {
    const { value } = await send<Section>('update', { id: a.sections.news, name: 'News' });
    expect(value?.alias).toBe('news');
    expect(await page('/news')).toMatchObject({ pageType: 'section', id: a.sections.news });
    expect(await page('/news/news-story')).toMatchObject({ pageType: 'content', id: a.content.newsStory });
    expect(await page('/headlines/news-story')).toMatchObject({ redirect: { to: '/news/news-story', code: 301 } });
    const live = await engine.gql<{ getWebsiteRedirect: unknown }>(
      redirectQuery,
      { from: '/news' },
      { tenantKey: 'alpha' },
    );
    expect(live.data?.getWebsiteRedirect).toBeNull();
  });

  it('moves a section and its subsections under a new parent', async () => {
    const { value } = await send<Section>('update', { id: a.sections.industry, parentId: a.sections.equipment });
    expect(value).toMatchObject({
      alias: 'equipment/industry',
      fullName: 'Equipment > Industry',
      parent: { id: a.sections.equipment },
    });
    expect(await page('/equipment/industry/deep')).toMatchObject({ pageType: 'section', id: a.sections.deep });
    expect(await page('/news/industry/deep/deep-story')).toMatchObject({
      redirect: { to: '/equipment/industry/deep/deep-story', code: 301 },
    });
    await send('update', { id: a.sections.industry, parentId: a.sections.news });
  });

  it('keeps an overridden subsection where it is when its parent moves', async () => {
    await send('update', { id: a.sections.deep, aliasOverride: 'deep-dive' });
    const { value } = await send<Section>('update', { id: a.sections.industry, name: 'Trade' });
    expect(value?.alias).toBe('news/trade');
    expect(await page('/deep-dive')).toMatchObject({ pageType: 'section', id: a.sections.deep });
    expect(await page('/deep-dive/deep-story')).toMatchObject({ pageType: 'content', id: a.content.deepStory });
  });

  it('refuses to move a section under its own subsection', async () => {
    const { errors } = await send('update', { id: a.sections.news, parentId: a.sections.industry });
    expect(errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    expect(errors?.[0]?.message).toMatch(/parentId/);
  });

  it('refuses a new alias that another section holds, changing nothing', async () => {
    const events = await eventsOf(async () => {
      const { errors } = await send('update', { id: a.sections.empty, manualAlias: 'equipment' });
      expect(errors?.[0]?.extensions.code).toBe('CONFLICT');
    });
    expect(events).toEqual([]);
    expect(await page('/empty')).toMatchObject({ pageType: 'section', id: a.sections.empty });
  });

  it('treats a section of another tenant as not found', async () => {
    expect((await send('update', { id: b.sections.empty, name: 'Mine' })).errors?.[0]?.extensions.code).toBe(
      'NOT_FOUND',
    );
  });
});

describe('deleteWebsiteSection', () => {
  it('refuses while the section has subsections or primary content', async () => {
    expect((await send('delete', { id: a.sections.equipment })).errors?.[0]?.extensions.code).toBe('CONFLICT');
    expect((await send('delete', { id: a.sections.trucks })).errors?.[0]?.extensions.code).toBe('CONFLICT');
    expect((await send('delete', { id: a.sections.home })).errors?.[0]?.extensions.code).toBe('CONFLICT');
  });

  it('deletes an empty section, retiring its path', async () => {
    expect(await page('/empty')).toMatchObject({ pageType: 'section' });
    const events = await eventsOf(async () =>
      expect((await send<boolean>('delete', { id: a.sections.empty })).value).toBe(true),
    );
    expect(events).toEqual([
      {
        tenantKey: 'alpha',
        kind: 'section',
        tags: [changeTags.path('/empty'), changeTags.section(a.sections.empty), changeTags.sections],
      },
    ]);
    expect(await page('/empty')).toBe('NOT_FOUND');
    expect(await page('/empty', 'beta')).toMatchObject({ pageType: 'section', id: b.sections.empty });
  });

  it('treats a section of another tenant as not found and needs the permission', async () => {
    expect((await send('delete', { id: b.sections.empty })).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect((await send('delete', { id: a.sections.home }, { token: tokens.editor })).errors?.[0]?.extensions.code).toBe(
      'FORBIDDEN',
    );
  });
});
