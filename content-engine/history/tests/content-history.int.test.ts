import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHistoryScenario, type HistoryScenario } from './history-scenario.ts';

let s: HistoryScenario;
const teaser = 'A teaser long enough to meet the fifty character rule of the editor.';

const mutate = async (name: string, input: Record<string, unknown>) => {
  const result = await s.run<Record<string, { id: number }>>(`mutation/content/${name}`, { input });
  expect(result.errors).toBeUndefined();
  return result.data![name]!;
};
const entriesOf = async (id: number) =>
  (await s.history({ entityType: 'content', entityId: String(id) })).data!.getHistory.edges.map((e) => e.node);

beforeAll(async () => {
  s = await createHistoryScenario();
});
afterAll(() => s.engine.close());

describe('content writes in the history', () => {
  let id: number;

  beforeAll(async () => {
    ({ id } = await mutate('createContent', {
      type: 'Article',
      name: 'Fleet Plan',
      teaser,
      primarySectionId: s.a.sections.news,
    }));
  });

  it('records a create with who, when and the stored fields, never empty ones', async () => {
    const [created] = await entriesOf(id);
    const alice = (await s.engine.db('cms_users').where({ username: 'alice' }).first('id')) as { id: number };
    expect(created).toMatchObject({
      at: s.clock.now,
      username: 'alice',
      cmsUserId: alice.id,
      tenantKey: 'alpha',
      entityType: 'content',
      entityId: String(id),
      action: 'create',
    });
    const fields = Object.fromEntries(created!.changes.map((c) => [c.field, c.after]));
    expect(fields).toMatchObject({
      name: 'Fleet Plan',
      type: 'Article',
      status: 'DRAFT',
      teaser,
      canonicalPath: '/news/fleet-plan',
      primarySectionId: s.a.sections.news,
    });
    expect(fields.schedules).toEqual([expect.objectContaining({ sectionId: s.a.sections.news, option: 'Standard' })]);
    expect(created!.changes.every((c) => c.before === null)).toBe(true);
    expect(Object.keys(fields)).not.toContain('labels');
  });

  it('records an update with exactly the fields that changed, before and after', async () => {
    s.clock.now += 60_000;
    await mutate('updateContent', { id, name: 'Fleet Plan 2027', seoTitle: 'Fleets', teaser });
    const [updated] = await entriesOf(id);
    expect(updated).toMatchObject({ at: s.clock.now, username: 'alice', action: 'update' });
    expect(updated!.changes).toEqual([
      { field: 'name', before: 'Fleet Plan', after: 'Fleet Plan 2027' },
      { field: 'seoTitle', before: null, after: 'Fleets' },
    ]);
  });

  it('records publish, schedule, unpublish and delete with the status and dates they changed', async () => {
    const published = s.clock.now + 1_000;
    await mutate('publishContent', { id, published });
    await mutate('scheduleContent', { id, published, expires: published + 86_400_000 });
    await mutate('unpublishContent', { id });
    await mutate('deleteContent', { id });
    const entries = await entriesOf(id);
    expect(entries.map((e) => e.action)).toEqual(['delete', 'unpublish', 'schedule', 'publish', 'update', 'create']);
    const [deleted, unpublished, scheduled, publishedEntry] = entries;
    expect(publishedEntry!.changes).toEqual(
      expect.arrayContaining([
        { field: 'status', before: 'DRAFT', after: 'PUBLISHED' },
        { field: 'published', before: null, after: published },
      ]),
    );
    expect(scheduled!.changes).toEqual([{ field: 'expires', before: null, after: published + 86_400_000 }]);
    expect(unpublished!.changes).toEqual([{ field: 'status', before: 'PUBLISHED', after: 'DRAFT' }]);
    expect(deleted!.changes).toEqual([{ field: 'status', before: 'DRAFT', after: 'DELETED' }]);
  });

  it('records new schedules as the list before and after', async () => {
    const item = await mutate('createContent', {
      type: 'Article',
      name: 'Scheduled',
      teaser,
      primarySectionId: s.a.sections.news,
    });
    await mutate('setContentSchedules', {
      contentId: item.id,
      schedules: [{ sectionId: s.a.sections.equipment, option: 'Featured' }],
    });
    const [entry] = await entriesOf(item.id);
    expect(entry!.action).toBe('set_schedules');
    expect(entry!.changes).toEqual([
      {
        field: 'schedules',
        before: [expect.objectContaining({ sectionId: s.a.sections.news })],
        after: [expect.objectContaining({ sectionId: s.a.sections.equipment, option: 'Featured' })],
      },
    ]);
  });

  it('records nothing when the write is refused', async () => {
    const before = (await s.history()).data!.getHistory.totalCount;
    const refused = await s.run(
      'mutation/content/updateContent',
      { input: { id: s.a.content.newsStory, name: 'Hacked' } },
      { token: s.tokens.bob, tenantKey: 'beta' },
    );
    expect(refused.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    const invalid = await s.run('mutation/content/updateContent', {
      input: { id: s.a.content.newsStory, teaser: 'short' },
    });
    expect(invalid.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    expect((await s.history()).data!.getHistory.totalCount).toBe(before);
  });
});
