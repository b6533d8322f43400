import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPerson } from '../../testing/fixtures-catalogue.ts';
import { takeValueBeforeInsert } from '../../testing/fixtures-unique-race.ts';
import { createWriteScenario, teaser, type EditedContent, type WriteScenario } from './content-writes-setup.ts';

interface Page {
  id: number;
  pageType: string | null;
  usedContentIds: number[];
  primaryGrid: {
    rows: { columns: { blocks: { id: string; data: { items?: { id: number; name: string }[] } | null }[] }[] }[];
  };
  redirect: { to: string; code: number } | null;
}

let s: WriteScenario;
let authorId: number;

const create = async (input: Record<string, unknown>) => {
  const result = await s.run('mutation/content/createContent', {
    input: { type: 'Article', teaser: teaser('A teaser'), primarySectionId: s.a.sections.news, ...input },
  });
  expect(result.errors).toBeUndefined();
  return result.data!.createContent!;
};
const mutate = async (name: string, input: Record<string, unknown>) => {
  const result = await s.run(`mutation/content/${name}`, { input });
  expect(result.errors).toBeUndefined();
  return result.data![name]!;
};
const publicContent = (id: number) => s.run<{ getContent: EditedContent }>('query/getContent', { id }, { token: null });
const page = async (alias: string) =>
  (await s.run<{ getWebsiteLayoutPage: Page }>('query/getWebsiteLayoutPage', { alias }, { token: null })).data
    ?.getWebsiteLayoutPage;
const listed = (p: Page | undefined) =>
  (p?.primaryGrid.rows ?? []).flatMap((r) => r.columns.flatMap((c) => c.blocks.flatMap((b) => b.data?.items ?? [])));
const listedIds = async (alias: string) => listed(await page(alias)).map((item) => item.id);

beforeAll(async () => {
  s = await createWriteScenario();
  authorId = await insertPerson(s.engine.db, { tenantKey: 'alpha', firstName: 'Ada', lastName: 'Writer' });
});
afterAll(() => s.engine.close());

describe('createContent', () => {
  it('creates a draft under its primary section with its alias, author, schedule and a sanitised body', async () => {
    const item = await create({
      name: 'Fleet Electrification Plan',
      body: '<p onclick="x()">Hello</p><script>alert(1)</script>',
      authorIds: [authorId],
    });
    expect(item).toMatchObject({
      type: 'Article',
      status: 2,
      name: 'Fleet Electrification Plan',
      alias: 'fleet-electrification-plan',
      canonicalPath: '/news/fleet-electrification-plan',
      body: '<p>Hello</p>',
      createdBy: 'eddie',
      sectionId: s.a.sections.news,
      published: null,
      authors: { edges: [{ node: { id: authorId, name: 'Ada Writer' } }] },
    });
    expect(item.websiteSchedules).toEqual([
      expect.objectContaining({ section: expect.objectContaining({ id: s.a.sections.news }), option: 'Standard' }),
    ]);
    expect(String(item.id)).toMatch(/^\d{8}$/);
    expect((await publicContent(item.id)).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
  });

  it('stores the structured fields as given', async () => {
    const fields = {
      labels: ['Sponsored'],
      metadata: { description: 'About fleets' },
      gating: { surveyType: 'omeda' },
      registrationRequired: true,
      venue: { name: 'Hall A', city: 'Chicago' },
      linkUrl: 'https://example.com/x',
      excludeAds: { welcomeAd: true },
      startDate: 1_000,
      endDate: 2_000,
    };
    const item = await create({ name: 'Structured', type: 'Event', ...fields });
    const { registrationRequired, ...shown } = fields;
    expect(item).toMatchObject({ ...shown, userRegistration: { isRequired: registrationRequired } });
    const bad = await s.run('mutation/content/createContent', {
      input: { type: 'Event', name: 'Bad ads', excludeAds: { popupAd: true } },
    });
    expect(bad.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
  });

  it('suffixes an alias another item or a section already has', async () => {
    expect((await create({ name: 'Fleet Electrification Plan' })).alias).toBe('fleet-electrification-plan-2');
    expect(await create({ name: 'Industry' })).toMatchObject({
      alias: 'industry-2',
      canonicalPath: '/news/industry-2',
    });
    expect(await create({ name: 'Top level', alias: 'About Us!', primarySectionId: s.a.sections.home })).toMatchObject({
      alias: 'about-us',
      canonicalPath: '/about-us',
    });
  });

  it('gives concurrent items of the same name distinct aliases', async () => {
    const items = await Promise.all(Array.from({ length: 4 }, () => create({ name: 'Same Moment' })));
    expect(items.map((item) => item.alias).sort()).toEqual([
      'same-moment',
      'same-moment-2',
      'same-moment-3',
      'same-moment-4',
    ]);
  });

  it('answers CONFLICT naming the path when other edits keep taking it after the check', async () => {
    const row = {
      tenant_key: 'alpha',
      type: 'Article',
      name: 'Raced',
      alias: 'raced-story',
      canonical_path: '/news/raced-story',
      created: 0,
      updated: 0,
    };
    const release = await takeValueBeforeInsert(s.engine.db, {
      table: 'content',
      column: 'canonical_path',
      value: '/news/raced-story',
      row,
    });
    try {
      const { status, errors } = await s.run('mutation/content/createContent', {
        input: { type: 'Article', name: 'Raced Story', primarySectionId: s.a.sections.news },
      });
      expect({ status, code: errors?.[0]?.extensions.code }).toEqual({ status: 409, code: 'CONFLICT' });
      expect(errors?.[0]?.message).toContain('"/news/raced-story"');
    } finally {
      await release();
    }
    expect(await page('/news/raced-story')).toBeUndefined();
  });

  it('rejects bad input with BAD_USER_INPUT and the spec texts', async () => {
    const bad = async (input: Record<string, unknown>) =>
      (await s.run('mutation/content/createContent', { input: { type: 'Article', name: 'Ok', ...input } })).errors?.[0];
    expect((await bad({ name: '   ' }))?.message).toContain('Field is required');
    expect((await bad({ teaser: 'Too short' }))?.message).toContain('Teaser must be 50 to 600 characters.');
    expect((await bad({ teaser: 'x'.repeat(601) }))?.extensions.code).toBe('BAD_USER_INPUT');
    expect((await bad({ type: 'Blogpost' }))?.extensions.code).toBe('BAD_USER_INPUT');
    expect((await bad({ alias: '!!!' }))?.extensions.code).toBe('BAD_USER_INPUT');
    expect((await bad({ startDate: 2_000, endDate: 1_000 }))?.extensions.code).toBe('BAD_USER_INPUT');
    expect((await bad({ status: 'DELETED' }))?.extensions.code).toBe('BAD_USER_INPUT');
    const many = Array.from({ length: 51 }, () => ({ sectionId: s.a.sections.news }));
    expect((await bad({ schedules: many }))?.extensions.code).toBe('BAD_USER_INPUT');
    expect(
      (await bad({ schedules: [{ sectionId: s.a.sections.news }, { sectionId: s.a.sections.news }] }))?.extensions.code,
    ).toBe('BAD_USER_INPUT');
    expect((await bad({ primarySectionId: 999_999 }))?.message).toContain('primarySectionId');
  });
});

describe('the publishing lifecycle', () => {
  let item: EditedContent;

  beforeAll(async () => {
    item = await create({ name: 'Lifecycle Story' });
  });

  it('publishing makes the item public, listed on its section page and on the home page', async () => {
    const published = await mutate('publishContent', { id: item.id });
    expect(published).toMatchObject({ status: 1, published: expect.any(Number) });
    expect((await publicContent(item.id)).data?.getContent).toMatchObject({ id: item.id, name: 'Lifecycle Story' });
    expect(await listedIds('/news')).toContain(item.id);
    expect((await page('/'))?.usedContentIds).toContain(item.id);
    expect(await page('/news/lifecycle-story')).toMatchObject({ pageType: 'content', id: item.id });
  });

  it('an updated title shows in the listings', async () => {
    const updated = await mutate('updateContent', { id: item.id, name: 'Lifecycle Story, Revised' });
    expect(updated).toMatchObject({
      name: 'Lifecycle Story, Revised',
      alias: 'lifecycle-story',
      canonicalPath: '/news/lifecycle-story',
    });
    expect(listed(await page('/news')).find((entry) => entry.id === item.id)?.name).toBe('Lifecycle Story, Revised');
  });

  it('an alias change moves the item; its old path redirects with a 301', async () => {
    const moved = await mutate('updateContent', { id: item.id, alias: 'Lifecycle Renamed' });
    expect(moved).toMatchObject({ alias: 'lifecycle-renamed', canonicalPath: '/news/lifecycle-renamed' });
    expect((await page('/news/lifecycle-story'))?.redirect).toEqual({ to: '/news/lifecycle-renamed', code: 301 });
    expect(await page('/news/lifecycle-renamed')).toMatchObject({ pageType: 'content', id: item.id });
  });

  it('a new primary section moves the item too, and earlier redirects lead straight to the new path', async () => {
    const moved = await mutate('updateContent', { id: item.id, primarySectionId: s.a.sections.trucks });
    expect(moved.canonicalPath).toBe('/equipment/trucks/lifecycle-renamed');
    expect((await page('/news/lifecycle-renamed'))?.redirect).toEqual({
      to: '/equipment/trucks/lifecycle-renamed',
      code: 301,
    });
    expect((await page('/news/lifecycle-story'))?.redirect).toEqual({
      to: '/equipment/trucks/lifecycle-renamed',
      code: 301,
    });
  });

  it('moving back to an earlier path leaves no redirect loop', async () => {
    const back = await mutate('updateContent', { id: item.id, primarySectionId: s.a.sections.news });
    expect(back.canonicalPath).toBe('/news/lifecycle-renamed');
    expect(await page('/news/lifecycle-renamed')).toMatchObject({ pageType: 'content', id: item.id });
    const redirects = await s.engine.db('redirects').where({ tenant_key: 'alpha', from: '/news/lifecycle-renamed' });
    expect(redirects).toEqual([]);
  });

  it('unpublishing answers NOT_FOUND and takes the item out of the lists', async () => {
    expect(await mutate('unpublishContent', { id: item.id })).toMatchObject({ status: 2 });
    expect((await publicContent(item.id)).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect(await listedIds('/news')).not.toContain(item.id);
    expect((await page('/'))?.usedContentIds).not.toContain(item.id);
  });

  it('deleting soft-deletes: the row stays with status DELETED and the item is gone', async () => {
    await mutate('publishContent', { id: item.id });
    expect((await s.run('mutation/content/deleteContent', { input: { id: item.id } })).data?.deleteContent).toBe(true);
    expect((await publicContent(item.id)).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect(await listedIds('/news')).not.toContain(item.id);
    expect(Number((await s.engine.db('content').where({ id: item.id }).first()).status)).toBe(0);
  });
});

describe('scheduling', () => {
  it('an item published for a later time stays hidden until then', async () => {
    const item = await create({ name: 'Tomorrow Story' });
    const at = Date.now() + 3_600_000;
    expect(await mutate('publishContent', { id: item.id, published: at })).toMatchObject({ status: 1, published: at });
    expect((await publicContent(item.id)).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect(await listedIds('/news')).not.toContain(item.id);
    s.advance(3_600_000 + 1_000);
    expect((await publicContent(item.id)).data?.getContent.id).toBe(item.id);
    expect(await listedIds('/news')).toContain(item.id);
  });

  it('scheduleContent sets an expiry after which the item is gone, and rejects one before publishing', async () => {
    const item = await create({ name: 'Short Lived Story' });
    await mutate('publishContent', { id: item.id });
    const now = (await s.engine.db('content').where({ id: item.id }).first()).published as number;
    const expires = Number(now) + 600_000;
    expect(
      await mutate('scheduleContent', {
        id: item.id,
        published: Number(now),
        expires: new Date(expires).toISOString(),
      }),
    ).toMatchObject({ expires });
    expect((await publicContent(item.id)).data?.getContent.id).toBe(item.id);
    const wrong = await s.run('mutation/content/scheduleContent', {
      input: { id: item.id, published: expires + 1, expires },
    });
    expect(wrong.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    s.advance(600_000 + 1_000);
    expect((await publicContent(item.id)).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect(await mutate('scheduleContent', { id: item.id, published: Number(now), expires: null })).toMatchObject({
      expires: null,
    });
    expect((await publicContent(item.id)).data?.getContent.id).toBe(item.id);
  });

  it('setContentSchedules replaces the sections an item is listed in', async () => {
    const item = await create({ name: 'Moving Listing', status: 'PUBLISHED' });
    expect(await listedIds('/news')).toContain(item.id);
    const rescheduled = await mutate('setContentSchedules', {
      contentId: item.id,
      schedules: [{ sectionId: s.a.sections.empty, option: 'Featured' }],
    });
    expect(rescheduled.websiteSchedules).toEqual([
      {
        section: expect.objectContaining({ id: s.a.sections.empty }),
        option: 'Featured',
        startDate: item.published,
        endDate: null,
      },
    ]);
    expect(await listedIds('/news')).not.toContain(item.id);
    expect(await listedIds('/empty')).toContain(item.id);
  });
});
