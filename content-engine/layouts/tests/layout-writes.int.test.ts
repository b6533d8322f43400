import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLayout } from '../../testing/fixtures.ts';
import { cmsToken } from '../../testing/fixtures-cms-tokens.ts';
import { createWriteSuite, type WriteSuite } from '../../testing/fixtures-write-suites.ts';
import type { TestEngine } from '../../testing/test-engine.ts';
import type { TenantFixture } from './two-tenants.ts';
import { tags as changeTags } from '../../core/change-tags.ts';

interface Layout {
  id: number;
  tenantKey: string;
  name: string;
  type: string;
  aliases: string[];
  isGlobal: boolean;
  tenants: string[];
  loadMoreType: { type: string };
  primaryGrid: { rows: { id: string }[] };
  hideHeader: boolean;
}
interface Page {
  layoutId: number | null;
  hideHeader: boolean;
  primaryGrid: {
    rows: { id: string; columns: { blocks: { id: string; data: { items?: { id: number }[] } | null }[] }[] }[];
  };
}

const pageQuery = /* GraphQL */ `
  query ($alias: String!) {
    getWebsiteLayoutPage(input: { alias: $alias, useCache: true }) {
      layoutId
      hideHeader
      primaryGrid
    }
  }
`;
const grid = (rowId: string, population: Record<string, unknown> = { numberOfItems: 2 }) => ({
  rows: [
    {
      id: rowId,
      settings: { layout: '1' },
      columns: [{ id: `${rowId}c`, blocks: [{ id: `${rowId}b`, type: 'content_list', settings: { population } }] }],
    },
  ],
});

let suite: WriteSuite<`${'create' | 'update' | 'delete'}Layout`>;
let engine: TestEngine;
let a: TenantFixture;
let b: TenantFixture;
const tokens = { admin: '', alpha: '', alphaBeta: '', editor: '' };

const send = <T = Layout>(
  name: 'create' | 'update' | 'delete',
  input: Record<string, unknown>,
  { token = tokens.admin, tenantKey }: { token?: string; tenantKey?: string } = {},
) => suite.mutate<T>(`${name}Layout`, input, { token, tenantKey });
const page = async (alias: string, tenantKey = 'alpha') =>
  (await engine.gql<{ getWebsiteLayoutPage: Page }>(pageQuery, { alias }, { tenantKey })).data!.getWebsiteLayoutPage;
const eventsOf = (action: () => Promise<unknown>) => suite.eventsOf(action);

beforeAll(async () => {
  suite = await createWriteSuite('layout', ['createLayout', 'updateLayout', 'deleteLayout']);
  ({ engine, a, b } = suite);
  tokens.admin = await cmsToken(engine, { username: 'admin', role: 'administrator', isGlobal: true });
  tokens.alpha = await cmsToken(engine, {
    username: 'alpha-layouts',
    role: 'viewer',
    extraPermissions: ['manage_site_layouts'],
    tenants: ['alpha'],
  });
  tokens.alphaBeta = await cmsToken(engine, {
    username: 'two-sites',
    role: 'viewer',
    extraPermissions: ['manage_site_layouts'],
    tenants: ['alpha', 'beta'],
  });
  tokens.editor = await cmsToken(engine, { username: 'editor', role: 'editor', tenants: ['alpha'] });
});
afterAll(() => engine.close());

describe('layout mutations', () => {
  let emptyLayout: Layout;

  it('creates a url-override that the page uses at once, even from the page cache', async () => {
    expect((await page('/empty')).layoutId).toBe(a.layouts.section);
    const events = await eventsOf(async () => {
      const { value, errors } = await send(
        'create',
        {
          name: 'Empty page',
          type: 'url-override',
          aliases: ['empty/'],
          hideHeader: true,
          loadMoreType: 'page-click',
          adExclusions: { welcomeAd: true },
          primaryGrid: grid('e1', { section: a.sections.news, numberOfItems: 2 }),
        },
        { token: tokens.alpha },
      );
      expect(errors).toBeUndefined();
      emptyLayout = value!;
    });
    expect(emptyLayout).toMatchObject({
      tenantKey: 'alpha',
      name: 'Empty page',
      type: 'url-override',
      aliases: ['/empty'],
      isGlobal: false,
      tenants: ['alpha'],
      hideHeader: true,
      loadMoreType: { type: 'page-click' },
      adExclusions: { welcomeAd: true },
    });
    expect(events).toEqual([{ tenantKey: 'alpha', kind: 'layout', tags: [changeTags.layout(emptyLayout.id)] }]);
    const shown = await page('/empty');
    expect(shown).toMatchObject({ layoutId: emptyLayout.id, hideHeader: true });
    expect(shown.primaryGrid.rows[0]?.columns[0]?.blocks[0]?.data?.items).toHaveLength(2);
  });

  it('updates only the fields given, and the page grid changes', async () => {
    const events = await eventsOf(async () => {
      const { value } = await send('update', { id: emptyLayout.id, primaryGrid: grid('e2') }, { token: tokens.alpha });
      expect(value).toMatchObject({
        name: 'Empty page',
        aliases: ['/empty'],
        hideHeader: true,
        primaryGrid: { rows: [{ id: 'e2' }] },
      });
    });
    expect(events).toEqual([{ tenantKey: 'alpha', kind: 'layout', tags: [changeTags.layout(emptyLayout.id)] }]);
    expect((await page('/empty')).primaryGrid.rows.map((r) => r.id)).toEqual(['e2']);
  });

  it('validates the merged layout on update', async () => {
    const { code, message } = await send('update', { id: emptyLayout.id, aliases: [] });
    expect(code).toBe('BAD_USER_INPUT');
    expect(message).toBe('Invalid input. aliases: Field is required');
  });

  it('applies the spec rules with the spec message, emitting nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ type: 'section' }, 'name'],
      [{ name: 'No type' }, 'type'],
      [{ name: 'Module', type: 'module' }, 'key'],
      [{ name: 'Url', type: 'url-override' }, 'aliases'],
      [{ name: 'Tree', type: 'url-override', aliases: ['/x'], propagate: true }, 'pageType'],
      [{ name: 'Types', type: 'content-type-override' }, 'contentTypes'],
      [{ name: 'Own', type: 'content-override', contentTypes: [] }, 'contentTypes'],
    ];
    const events = await eventsOf(async () => {
      for (const [input, field] of cases) {
        const { code, message } = await send('create', input);
        expect(code).toBe('BAD_USER_INPUT');
        expect(message).toBe(`Invalid input. ${field}: Field is required`);
      }
    });
    expect(events).toEqual([]);
  });

  it('validates grids with the shared grid schema', async () => {
    const { code, message } = await send('create', {
      name: 'Bad grid',
      type: 'section',
      primaryGrid: { rows: [{ id: 'r', columns: [] }] },
    });
    expect(code).toBe('BAD_USER_INPUT');
    expect(message).toMatch(/^Invalid input\. primaryGrid\.rows\.0\.columns: /);
    expect((await send('create', { name: 'Bad flags', type: 'section', adExclusions: { popup: true } })).code).toBe(
      'BAD_USER_INPUT',
    );
  });

  it("checks each block's settings by its own type's schema, naming the block's field, and saves nothing", async () => {
    const block = (type: string, settings: Record<string, unknown>) => ({
      rows: [{ id: 'r', settings: { layout: '1' }, columns: [{ id: 'c', blocks: [{ id: 'b', type, settings }] }] }],
    });
    const events = await eventsOf(async () => {
      const listed = await send('create', {
        name: 'Bad native ad',
        type: 'section',
        primaryGrid: block('content_list', { population: { numberOfItems: 2 }, nativeAdPosition: 'second' }),
      });
      expect(listed.code).toBe('BAD_USER_INPUT');
      expect(listed.message).toMatch(
        /^Invalid input\. primaryGrid\.rows\.0\.columns\.0\.blocks\.0\.settings\.nativeAdPosition: content_list: /,
      );
      const author = await send('update', {
        id: emptyLayout.id,
        secondaryGrid: block('author_profile', { personId: -3 }),
      });
      expect(author.code).toBe('BAD_USER_INPUT');
      expect(author.message).toMatch(
        /secondaryGrid\.rows\.0\.columns\.0\.blocks\.0\.settings\.personId: author_profile: /,
      );
    });
    expect(events).toEqual([]);
    // A type the catalogue does not list yet is stored (the build warns of it), not refused.
    const unlisted = await send('create', {
      name: 'Future block',
      type: 'section',
      primaryGrid: block('future_block', { anything: true }),
    });
    expect(unlisted.code).toBeUndefined();
  });

  it('refuses grid blocks drawing from another tenant’s sections or content, naming the field', async () => {
    const section = await send('create', {
      name: 'Stray',
      type: 'section',
      secondaryGrid: grid('s', { section: b.sections.news }),
    });
    expect(section.code).toBe('BAD_USER_INPUT');
    expect(section.message).toBe(
      `Invalid input. secondaryGrid.rows.0.columns.0.blocks.0.settings.population.section: Website section ${b.sections.news} is not in this tenant`,
    );
    const content = await send('create', {
      name: 'Stray',
      type: 'section',
      primaryGrid: grid('p', { contentIds: [a.content.newsStory, b.content.newsStory] }),
    });
    expect(content.message).toMatch(
      /primaryGrid\.rows\.0\.columns\.0\.blocks\.0\.settings\.population\.contentIds\.1: Content \d+ is not in this tenant$/,
    );
  });

  it('lets only a global CMS user create a global layout, which every tenant then uses', async () => {
    expect(
      (
        await send(
          'create',
          { name: 'Global', type: 'url-override', aliases: ['/news/industry'], isGlobal: true },
          { token: tokens.alpha },
        )
      ).code,
    ).toBe('FORBIDDEN');
    let global: Layout | undefined;
    const events = await eventsOf(async () => {
      global = (
        await send('create', { name: 'Global', type: 'url-override', aliases: ['/news/industry'], isGlobal: true })
      ).value;
    });
    expect(global).toMatchObject({ isGlobal: true, tenants: [] });
    expect(events).toEqual(
      ['alpha', 'beta'].map((tenantKey) => ({ tenantKey, kind: 'layout', tags: [changeTags.layout(global!.id)] })),
    );
    expect((await page('/news/industry', 'beta')).layoutId).toBe(global!.id);
    expect((await send('update', { id: global!.id, name: 'Mine now' }, { token: tokens.alpha })).code).toBe(
      'FORBIDDEN',
    );
    expect((await send('delete', { id: global!.id }, { token: tokens.alpha })).code).toBe('FORBIDDEN');
  });

  it('lets a site-specific user assign only their own tenants', async () => {
    expect(
      (await send('create', { name: 'Both', type: 'section', tenants: ['alpha', 'beta'] }, { token: tokens.alpha }))
        .code,
    ).toBe('FORBIDDEN');
    expect((await send('create', { name: 'Ghost', type: 'section', tenants: ['alpha', 'gamma'] })).message).toBe(
      'Invalid input. tenants: Unknown tenants: gamma',
    );
    let both: Layout | undefined;
    const events = await eventsOf(async () => {
      both = (
        await send(
          'create',
          { name: 'Both', type: 'url-override', aliases: ['/equipment/trucks'], tenants: ['beta', 'alpha'] },
          { token: tokens.alphaBeta },
        )
      ).value;
    });
    expect(both?.tenants).toEqual(['alpha', 'beta']);
    expect(events.map((e) => e.tenantKey)).toEqual(['alpha', 'beta']);
    expect((await page('/equipment/trucks', 'beta')).layoutId).toBe(both!.id);
    expect((await send('update', { id: both!.id, hideFooter: true }, { token: tokens.alpha })).code).toBe('FORBIDDEN');
    const narrowed = await eventsOf(async () =>
      expect(
        (await send('update', { id: both!.id, tenants: ['alpha'] }, { token: tokens.alphaBeta })).value?.tenants,
      ).toEqual(['alpha']),
    );
    expect(narrowed.map((e) => e.tenantKey)).toEqual(['alpha', 'beta']);
    expect((await page('/equipment/trucks', 'beta')).layoutId).toBe(b.layouts.equipment);
  });

  it('never lets one tenant see or change another tenant’s layout', async () => {
    expect((await send('update', { id: b.layouts.home, name: 'Taken' })).code).toBe('NOT_FOUND');
    expect((await send('delete', { id: b.layouts.home })).code).toBe('NOT_FOUND');
  });

  it('needs a signed-in user with manage_site_layouts on the tenant', async () => {
    const events = await eventsOf(async () => {
      expect((await send('create', { name: 'A', type: 'section' }, { token: '' })).code).toBe('UNAUTHENTICATED');
      expect((await send('create', { name: 'A', type: 'section' }, { token: tokens.editor })).code).toBe('FORBIDDEN');
      expect(
        (await send('create', { name: 'A', type: 'section' }, { token: tokens.alpha, tenantKey: 'beta' })).code,
      ).toBe('FORBIDDEN');
    });
    expect(events).toEqual([]);
  });

  it('deletes a layout: the page falls back to the default at once', async () => {
    const events = await eventsOf(async () =>
      expect((await send<boolean>('delete', { id: emptyLayout.id }, { token: tokens.alpha })).value).toBe(true),
    );
    expect(events).toEqual([{ tenantKey: 'alpha', kind: 'layout', tags: [changeTags.layout(emptyLayout.id)] }]);
    expect((await page('/empty')).layoutId).toBe(a.layouts.section);
    expect((await send('update', { id: emptyLayout.id, name: 'Again' })).code).toBe('NOT_FOUND');
  });

  it('reads a layout of another owner assigned to the tenant', async () => {
    const shared = await insertLayout(engine.db, {
      tenantKey: 'beta',
      name: 'Shared',
      type: 'section',
      tenants: ['alpha', 'beta'],
    });
    expect((await send('update', { id: shared, name: 'Shared 2' })).value).toMatchObject({
      tenantKey: 'beta',
      name: 'Shared 2',
      tenants: ['alpha', 'beta'],
    });
  });
});
