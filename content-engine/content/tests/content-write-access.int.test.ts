import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPerson, insertTaxonomy } from '../../testing/fixtures-catalogue.ts';
import { insertCmsUser, loginAs } from '../../testing/fixtures-cms-users.ts';
import { insertAsset } from '../../testing/fixtures.ts';
import { createWriteScenario, type WriteScenario } from './content-writes-setup.ts';

let s: WriteScenario;
let viewerToken: string;
let globalToken: string;

/** One valid input per mutation, on an alpha item. */
const calls = () =>
  [
    ['createContent', { type: 'Article', name: 'Access' }],
    ['updateContent', { id: s.a.content.newsStory, name: 'Changed' }],
    ['publishContent', { id: s.a.content.draft }],
    ['unpublishContent', { id: s.a.content.newsStory }],
    ['scheduleContent', { id: s.a.content.newsStory, published: 1_000 }],
    ['deleteContent', { id: s.a.content.newsStory }],
    ['setContentSchedules', { contentId: s.a.content.newsStory, schedules: [] }],
  ] as const;

const codeOf = async (
  name: string,
  input: Record<string, unknown>,
  options: { tenantKey?: string; token?: string | null } = {},
) => (await s.run(`mutation/content/${name}`, { input }, options)).errors?.[0]?.extensions.code;

beforeAll(async () => {
  s = await createWriteScenario();
  const viewer = await insertCmsUser(s.engine.db, { username: 'vera', role: 'viewer', tenants: ['alpha'] });
  const admin = await insertCmsUser(s.engine.db, { username: 'gus', role: 'administrator', isGlobal: true });
  viewerToken = (await loginAs(s.engine.context(), viewer)).bearerToken;
  globalToken = (await loginAs(s.engine.context(), admin)).bearerToken;
});
afterAll(() => s.engine.close());

describe('who may write content', () => {
  it('nobody anonymous: UNAUTHENTICATED, and nothing changes', async () => {
    for (const [name, input] of calls()) expect(await codeOf(name, input, { token: null })).toBe('UNAUTHENTICATED');
    expect((await s.engine.db('content').where({ id: s.a.content.newsStory }).first()).name).toBe('alpha News Story');
  });

  it('not a user without manage_content: FORBIDDEN', async () => {
    for (const [name, input] of calls()) expect(await codeOf(name, input, { token: viewerToken })).toBe('FORBIDDEN');
  });

  it('not an editor limited to alpha on beta: FORBIDDEN', async () => {
    for (const [name, input] of calls()) expect(await codeOf(name, input, { tenantKey: 'beta' })).toBe('FORBIDDEN');
    expect(s.engine.emitted.filter((event) => event.kind === 'content')).toEqual([]);
  });

  it('a global administrator on either tenant', async () => {
    const created = await s.run(
      'mutation/content/createContent',
      { input: { type: 'Blog', name: 'Beta Blog', primarySectionId: s.b.sections.news } },
      { tenantKey: 'beta', token: globalToken },
    );
    expect(created.data?.createContent).toMatchObject({ canonicalPath: '/news/beta-blog', createdBy: 'gus' });
  });
});

describe('tenant isolation of content writes', () => {
  it("an editor on alpha cannot link beta's sections, persons, assets, taxonomy, companies or layouts", async () => {
    const db = s.engine.db;
    const betaPerson = await insertPerson(db, { tenantKey: 'beta', firstName: 'Bea', lastName: 'Other' });
    const betaAsset = await insertAsset(db, { tenantKey: 'beta' });
    const betaTag = await insertTaxonomy(db, { tenantKey: 'beta', name: 'Beta tag' });
    const foreign: Record<string, unknown> = {
      primarySectionId: s.b.sections.news,
      schedules: [{ sectionId: s.b.sections.news }],
      authorIds: [betaPerson],
      primaryImageId: betaAsset,
      imageIds: [betaAsset],
      taxonomyIds: [betaTag],
      relatedIds: [s.b.content.newsStory],
      companyId: s.b.content.newsStory,
      layoutId: s.b.layouts.override,
    };
    const count = async () => Number((await db('content').where({ tenant_key: 'alpha' }).count({ n: '*' }).first())?.n);
    const before = await count();
    for (const [field, value] of Object.entries(foreign)) {
      const created = await s.run('mutation/content/createContent', {
        input: { type: 'Article', name: `Linking ${field}`, [field]: value },
      });
      expect(created.errors?.[0]?.extensions.code, field).toBe('BAD_USER_INPUT');
      expect(created.errors?.[0]?.message, field).toContain(field);
      const updated = await s.run('mutation/content/updateContent', {
        input: { id: s.a.content.featured1, [field]: value },
      });
      expect(updated.errors?.[0]?.extensions.code, field).toBe('BAD_USER_INPUT');
    }
    const scheduled = await s.run('mutation/content/setContentSchedules', {
      input: { contentId: s.a.content.featured1, schedules: [{ sectionId: s.b.sections.news }] },
    });
    expect(scheduled.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    expect(await count()).toBe(before);
  });

  it("beta's items are NOT_FOUND from alpha, and stay as they were", async () => {
    const betaId = s.b.content.newsStory;
    const inputs = [
      ['updateContent', { id: betaId, name: 'Hijacked' }],
      ['publishContent', { id: s.b.content.draft }],
      ['unpublishContent', { id: betaId }],
      ['scheduleContent', { id: betaId, published: 1_000 }],
      ['deleteContent', { id: betaId }],
      ['setContentSchedules', { contentId: betaId, schedules: [] }],
    ] as const;
    for (const [name, input] of inputs) expect(await codeOf(name, input), name).toBe('NOT_FOUND');
    const row = await s.engine.db('content').where({ id: betaId }).first();
    expect({ name: row.name, status: Number(row.status) }).toEqual({ name: 'beta News Story', status: 1 });
    expect(await s.engine.db('website_schedules').where({ content_id: betaId })).toHaveLength(1);
  });
});
