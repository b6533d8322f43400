import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeEvent } from '../../core/events.ts';
import { insertContent } from '../../testing/fixtures.ts';
import { createWriteScenario, teaser, type EditedContent, type WriteScenario } from './content-writes-setup.ts';
import { idsIn, tags } from '../../core/change-tags.ts';

let s: WriteScenario;
let companyId: number;

const settle = () => s.engine.events.settled();

/** Runs a mutation document and returns its result and the change events it caused. */
const withEvents = async (name: string, input: Record<string, unknown>) => {
  const from = s.engine.emitted.length;
  const result = await s.run(`mutation/content/${name}`, { input });
  await settle();
  return { result, events: s.engine.emitted.slice(from) };
};
const eventOf = async (
  name: string,
  input: Record<string, unknown>,
): Promise<{ item: EditedContent; event: ChangeEvent }> => {
  const { result, events } = await withEvents(name, input);
  expect(result.errors).toBeUndefined();
  expect(events).toHaveLength(1);
  return { item: result.data![name]!, event: events[0]! };
};

beforeAll(async () => {
  s = await createWriteScenario();
  companyId = await insertContent(s.engine.db, { tenantKey: 'alpha', type: 'Company', name: 'Acme Trucks' });
});
afterAll(() => s.engine.close());

describe('the change events of content writes', () => {
  let item: EditedContent;

  it('a create tags the item, its type, its sections with their ancestors and its company', async () => {
    const created = await eventOf('createContent', {
      type: 'Article',
      name: 'Tagged Story',
      teaser: teaser('Tagged'),
      primarySectionId: s.a.sections.deep,
      companyId,
    });
    item = created.item;
    const { deep, industry, news } = s.a.sections;
    expect(created.event).toMatchObject({ tenantKey: 'alpha', kind: 'content' });
    expect(created.event.tags).toEqual([
      tags.company(companyId),
      tags.content(item.id),
      ...[news, industry, deep].map((id) => tags.section(id)).sort(),
      tags.type('Article'),
    ]);
  });

  it('a move of a published item tags the sections before and after and the path that stopped existing', async () => {
    await eventOf('publishContent', { id: item.id });
    const { event } = await eventOf('updateContent', {
      id: item.id,
      primarySectionId: s.a.sections.trucks,
      type: 'News',
      schedules: [{ sectionId: s.a.sections.trucks }],
    });
    const { deep, industry, news, trucks, equipment } = s.a.sections;
    expect(event.tags).toEqual([
      tags.company(companyId),
      tags.content(item.id),
      tags.path('/news/industry/deep/tagged-story'),
      'redirects',
      ...[news, industry, deep, equipment, trucks].map((id) => tags.section(id)).sort(),
      tags.type('Article'),
      tags.type('News'),
    ]);
  });

  it('an unpublish tags the path the page had', async () => {
    const { event } = await eventOf('unpublishContent', { id: item.id });
    const { equipment, trucks } = s.a.sections;
    expect(event.tags).toEqual([
      tags.company(companyId),
      tags.content(item.id),
      tags.path('/equipment/trucks/tagged-story'),
      tags.section(equipment),
      tags.section(trucks),
      tags.type('News'),
    ]);
  });

  it('a delete of a published item tags its path too', async () => {
    await eventOf('publishContent', { id: item.id });
    const { events } = await withEvents('deleteContent', { id: item.id });
    expect(events).toHaveLength(1);
    expect(events[0]!.tags).toContain(tags.path('/equipment/trucks/tagged-story'));
  });

  it('a schedule change tags the sections the item left and joined', async () => {
    const { item: other } = await eventOf('createContent', {
      type: 'Video',
      name: 'Schedule Tags',
      primarySectionId: s.a.sections.empty,
    });
    const { event } = await eventOf('setContentSchedules', {
      contentId: other.id,
      schedules: [{ sectionId: s.a.sections.industry, option: 'Pinned' }],
    });
    const { empty, industry, news } = s.a.sections;
    expect(event.tags).toEqual([
      tags.content(other.id),
      ...[empty, industry, news].map((id) => tags.section(id)).sort(),
      tags.type('Video'),
    ]);
  });

  it('is emitted only once the transaction committed: listeners already read the new state', async () => {
    const seen: string[] = [];
    const stop = s.engine.events.subscribe(async (event) => {
      const [id] = idsIn(event.tags, 'content');
      seen.push((await s.engine.db('content').where({ id }).first()).name);
    });
    await eventOf('updateContent', { id: item.id, name: 'Committed Name' });
    await settle();
    stop();
    expect(seen).toEqual(['Committed Name']);
  });
});

describe('no change event', () => {
  it('when validation fails', async () => {
    const { result, events } = await withEvents('createContent', { type: 'Article', name: '' });
    expect(result.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    expect(events).toEqual([]);
  });

  it('when a reference check inside the transaction fails, and nothing is written', async () => {
    const before = await s.engine.db('content').count({ n: '*' }).first();
    const { result, events } = await withEvents('createContent', {
      type: 'Article',
      name: 'Orphan',
      authorIds: [999_999],
    });
    expect(result.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toContain('authorIds');
    expect(events).toEqual([]);
    expect(await s.engine.db('content').count({ n: '*' }).first()).toEqual(before);
  });

  it('when the transaction fails part-way, and the earlier statements are rolled back', async () => {
    const target = s.a.content.newsStory;
    await s.engine.db.schema.renameTable('content_relations', 'content_relations_away');
    try {
      const { result, events } = await withEvents('updateContent', {
        id: target,
        name: 'Never Saved',
        relatedIds: [s.a.content.deepStory],
      });
      expect(result.errors?.[0]?.extensions.code).toBe('INTERNAL_SERVER_ERROR');
      expect(events).toEqual([]);
    } finally {
      await s.engine.db.schema.renameTable('content_relations_away', 'content_relations');
    }
    expect((await s.engine.db('content').where({ id: target }).first()).name).toBe('alpha News Story');
  });

  it('when the item belongs to another tenant (NOT_FOUND)', async () => {
    const { result, events } = await withEvents('publishContent', { id: s.b.content.draft });
    expect(result.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect(events).toEqual([]);
  });
});
