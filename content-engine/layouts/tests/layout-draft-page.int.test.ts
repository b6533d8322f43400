import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveCmsSession } from '../../cms-users/operations/resolve-session.ts';
import type { EngineContext } from '../../core/context.ts';
import type { EngineError } from '../../core/errors.ts';
import type { Tenant } from '../../core/tenant.ts';
import { cmsToken } from '../../testing/fixtures-cms-tokens.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';
import { findTenantByKey } from '../../tenants/queries.ts';
import { getWebsiteLayoutPage } from '../operations/get-website-layout-page.ts';
import { buildTenant, type TenantFixture } from './two-tenants.ts';

/*
 * Preview before save (ADR 46): getWebsiteLayoutPage renders a page with an unsaved layout in
 * place of its own, for layout editors of the tenant only, checked as createLayout checks it,
 * and the draft never reaches the page cache.
 */
let engine: TestEngine;
let a: TenantFixture;
let b: TenantFixture;
let alpha: Tenant;
const users: Record<'manager' | 'viewer' | 'writer' | 'betaManager', EngineContext['cmsUser']> = {
  manager: null,
  viewer: null,
  writer: null,
  betaManager: null,
};

const draft = (html = '<p>Draft only</p>', extra: Record<string, unknown> = {}) => ({
  name: 'Unsaved news page',
  type: 'url-override',
  aliases: ['/news'],
  primaryGrid: {
    rows: [
      {
        id: 'r1',
        settings: { layout: '1' },
        columns: [{ id: 'c1', blocks: [{ id: 'b1', type: 'rich_text', settings: { html } }] }],
      },
    ],
  },
  ...extra,
});

const ctxFor = (cmsUser: EngineContext['cmsUser']) => engine.context({ tenant: alpha, cmsUser });
const pageWith = (cmsUser: EngineContext['cmsUser'], input: Record<string, unknown>) =>
  getWebsiteLayoutPage({ ctx: ctxFor(cmsUser), input });
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => ({ code: 'none', fields: [] as unknown }),
    (error: EngineError) => ({ code: error.code, fields: error.details?.fields }),
  );
const blockIds = (page: Awaited<ReturnType<typeof getWebsiteLayoutPage>>) =>
  page.primaryGrid.rows.flatMap((r) => r.columns.flatMap((c) => c.blocks.map((bl) => bl.id)));

beforeAll(async () => {
  engine = await createTestEngine();
  a = await buildTenant(engine.db, 'alpha');
  b = await buildTenant(engine.db, 'beta');
  alpha = (await findTenantByKey(engine.db, 'alpha'))!;
  const session = async (user: Parameters<typeof cmsToken>[1]) =>
    resolveCmsSession({
      db: engine.db,
      memos: engine.engine.memos,
      token: await cmsToken(engine, user),
      now: Date.now(),
    });
  users.manager = await session({
    username: 'manager',
    role: 'viewer',
    extraPermissions: ['manage_site_layouts'],
    tenants: ['alpha'],
  });
  users.viewer = await session({ username: 'layout-viewer', role: 'viewer', tenants: ['alpha'] });
  await engine.db('roles').insert({ name: 'writer', label: 'Writer' });
  await engine.db('role_permissions').insert({ role: 'writer', permission: 'manage_content' });
  users.writer = await session({ username: 'writer', role: 'writer', tenants: ['alpha'] });
  users.betaManager = await session({ username: 'beta-manager', role: 'administrator', tenants: ['beta'] });
});
afterAll(() => engine.close());

describe('a page rendered with an unsaved layout', () => {
  it('replaces the layout the page would use, for a layout manager and a layout viewer', async () => {
    const saved = await pageWith(null, { alias: '/news' });
    expect(saved.layoutId).toBe(a.layouts.section);
    for (const user of [users.manager, users.viewer]) {
      const page = await pageWith(user, { alias: '/news', layoutDraft: draft() });
      expect([page.id, page.layoutId, page.layoutName, blockIds(page)]).toEqual([
        a.sections.news,
        null,
        'Unsaved news page',
        ['b1'],
      ]);
      expect(page.primaryGrid.rows[0]!.columns[0]!.blocks[0]!.settings).toMatchObject({ html: '<p>Draft only</p>' });
    }
  });

  it("renders with the draft's page shell props, the defaults when it leaves them out", async () => {
    const page = await pageWith(users.manager, {
      alias: '/news',
      layoutDraft: draft('<p>x</p>', { fullWidth: true, fullHeight: false }),
    });
    expect([page.fullWidth, page.fullHeight]).toEqual([true, false]);
    const plain = await pageWith(users.manager, { alias: '/news', layoutDraft: draft() });
    expect([plain.fullWidth, plain.fullHeight]).toEqual([false, true]);
  });

  it('renders a content page with a new layout as if it were chosen for it', async () => {
    const page = await pageWith(users.manager, {
      alias: '/news/news-story',
      layoutDraft: draft('<p>x</p>', { type: 'content', aliases: [] }),
    });
    expect([page.pageType, page.id, blockIds(page)]).toEqual(['content', a.content.newsStory, ['b1']]);
  });

  it('refuses an anonymous reader, a user without layout permissions and an editor of another tenant', async () => {
    expect(await refusal(pageWith(null, { alias: '/news', layoutDraft: draft() }))).toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    for (const user of [users.writer, users.betaManager])
      expect(await refusal(pageWith(user, { alias: '/news', layoutDraft: draft() }))).toMatchObject({
        code: 'FORBIDDEN',
      });
  });

  it('tells nobody but a layout editor what is wrong with a draft', async () => {
    const invalid = draft(5 as unknown as string);
    expect((await refusal(pageWith(null, { alias: '/news', layoutDraft: invalid }))).code).toBe('UNAUTHENTICATED');
    expect(await refusal(pageWith(users.manager, { alias: '/news', layoutDraft: invalid }))).toEqual({
      code: 'BAD_USER_INPUT',
      fields: ['primaryGrid.rows.0.columns.0.blocks.0.settings.html'],
    });
    expect(
      await refusal(pageWith(users.manager, { alias: '/news', layoutDraft: draft('<p>x</p>', { aliases: [] }) })),
    ).toEqual({ code: 'BAD_USER_INPUT', fields: ['aliases'] });
  });

  it("refuses a draft that names another tenant's section, as createLayout does", async () => {
    const foreign = draft('<p>x</p>');
    foreign.primaryGrid.rows[0]!.columns[0]!.blocks.push({
      id: 'b2',
      type: 'content_list',
      settings: { population: { section: b.sections.news } } as unknown as { html: string },
    });
    expect((await refusal(pageWith(users.manager, { alias: '/news', layoutDraft: foreign }))).code).toBe(
      'BAD_USER_INPUT',
    );
  });

  it('neither reads nor fills the page cache', async () => {
    const cached = { alias: '/news', useCache: true, cacheKey: 'draft-test' };
    const before = await pageWith(null, cached);
    const withDraft = await pageWith(users.manager, { ...cached, layoutDraft: draft() });
    const after = await pageWith(null, cached);
    expect([before.layoutId, withDraft.layoutName, after.layoutId, blockIds(after)]).toEqual([
      a.layouts.section,
      'Unsaved news page',
      a.layouts.section,
      blockIds(before),
    ]);
  });
});
