import type { Knex } from 'knex';
import { insertContent, insertLayout, insertSchedule, insertSection, insertTenant } from '../../testing/fixtures.ts';

const block = (id: string, type: string, settings: Record<string, unknown> = {}) => ({ id, type, settings });
const row = (id: string, layout: string, columns: ReturnType<typeof block>[][]) => ({
  id,
  settings: { layout },
  columns: columns.map((blocks, index) => ({ id: `${id}c${index}`, blocks })),
});

export interface TenantFixture {
  key: string;
  sections: Record<'home' | 'news' | 'industry' | 'deep' | 'equipment' | 'trucks' | 'empty', number>;
  content: Record<
    | 'featured1'
    | 'featured2'
    | 'newsStory'
    | 'deepStory'
    | 'truckStory'
    | 'video'
    | 'override'
    | 'draft'
    | 'future'
    | 'expired',
    number
  >;
  layouts: Record<'home' | 'section' | 'content' | 'video' | 'equipment' | 'override', number>;
}

/**
 * One tenant of the page-resolution scenario: a three-level section tree, content scheduled
 * across it, every kind of layout, and a redirect.
 */
export async function buildTenant(db: Knex, key: string): Promise<TenantFixture> {
  await insertTenant(db, { key, domains: [`${key}.example.com`] });
  const s = async (name: string, alias: string, parentId: number | null = null) =>
    insertSection(db, { tenantKey: key, name, alias, parentId });
  const home = await s('Home', 'home');
  const news = await s('News', 'news');
  const industry = await s('Industry', 'news/industry', news);
  const deep = await s('Deep', 'news/industry/deep', industry);
  const equipment = await s('Equipment', 'equipment');
  const trucks = await s('Trucks', 'equipment/trucks', equipment);
  const empty = await s('Empty', 'empty');

  const minutesAgo = (n: number) => Date.now() - n * 60_000;
  const item = async (
    name: string,
    sectionId: number,
    opts: Partial<Parameters<typeof insertContent>[1]> & { option?: string } = {},
  ) => {
    const id = await insertContent(db, {
      tenantKey: key,
      name: `${key} ${name}`,
      primarySectionId: sectionId,
      canonicalPath: `/${opts.alias ?? name.toLowerCase().replace(/ /g, '-')}`,
      ...opts,
    });
    await insertSchedule(db, { tenantKey: key, contentId: id, sectionId, option: opts.option ?? 'Standard' });
    return id;
  };
  const featured1 = await item('Featured One', news, {
    published: minutesAgo(1),
    option: 'Featured',
    alias: 'news/featured-one',
  });
  const featured2 = await item('Featured Two', industry, {
    published: minutesAgo(2),
    option: 'Featured',
    alias: 'news/industry/featured-two',
  });
  const newsStory = await item('News Story', news, { published: minutesAgo(3), alias: 'news/news-story' });
  const deepStory = await item('Deep Story', deep, {
    published: minutesAgo(4),
    alias: 'news/industry/deep/deep-story',
  });
  const truckStory = await item('Truck Story', trucks, {
    published: minutesAgo(5),
    alias: 'equipment/trucks/truck-story',
  });
  const video = await item('Video Story', news, { type: 'Video', published: minutesAgo(6), alias: 'news/video-story' });
  const draft = await item('Draft Story', news, { status: 2, published: null, alias: 'news/draft-story' });
  const future = await item('Future Story', news, { published: Date.now() + 86_400_000, alias: 'news/future-story' });
  const expired = await item('Expired Story', news, { published: minutesAgo(600), alias: 'news/expired-story' });
  await db('content')
    .where({ id: expired })
    .update({ expires: minutesAgo(60) });

  const homeLayout = await insertLayout(db, {
    tenantKey: key,
    name: 'Home',
    type: 'url-override',
    aliases: ['/'],
    primaryGrid: {
      rows: [
        row('r1', '1_2', [
          [block('featured', 'content_list', { population: { scheduleOption: 'Featured', numberOfItems: 2 } })],
          [block('news', 'content_list', { population: { section: news, numberOfItems: 3 } })],
        ]),
        row('r2', '1', [
          [
            block('latest', 'content_list', { population: { numberOfItems: 20 } }),
            block('nothing', 'content_list', { population: { section: empty, numberOfItems: 5 } }),
            block('text', 'rich_text', { html: '<p>Hello</p>' }),
          ],
        ]),
      ],
    },
  });
  const sectionLayout = await insertLayout(db, {
    tenantKey: key,
    name: 'Section default',
    type: 'section',
    loadMoreType: 'custom-click',
    primaryGrid: {
      rows: [
        row('r1', '1', [
          [block('list', 'section_overview', { population: { section: 'current', numberOfItems: 50 } })],
        ]),
      ],
    },
    secondaryGrid: {
      rows: [
        row('s1', '1', [[block('more', 'content_list', { population: { section: 'current', numberOfItems: 5 } })]]),
      ],
    },
  });
  const contentLayout = await insertLayout(db, {
    tenantKey: key,
    name: 'Content default',
    type: 'content',
    primaryGrid: {
      rows: [
        row('r1', '2_1', [
          [block('title', 'content_title'), block('body', 'content_body')],
          [block('more', 'content_list', { population: { section: 'current', numberOfItems: 10 } })],
        ]),
      ],
    },
  });
  const videoLayout = await insertLayout(db, {
    tenantKey: key,
    name: 'Video',
    type: 'content-type-override',
    contentTypes: ['Video'],
  });
  const equipmentLayout = await insertLayout(db, {
    tenantKey: key,
    name: 'Equipment tree',
    type: 'url-override',
    aliases: ['/equipment'],
    propagate: true,
    pageType: 'section',
  });
  const overrideLayout = await insertLayout(db, {
    tenantKey: key,
    name: 'Article override',
    type: 'content-override',
    contentTypes: ['Article'],
  });
  const override = await item('Override Story', news, {
    published: minutesAgo(7),
    alias: 'news/override-story',
    layoutId: overrideLayout,
  });
  await db('redirects').insert({
    tenant_key: key,
    from: '/old-news',
    to: '/news',
    code: 301,
    created: Date.now(),
    updated: Date.now(),
  });

  return {
    key,
    sections: { home, news, industry, deep, equipment, trucks, empty },
    content: { featured1, featured2, newsStory, deepStory, truckStory, video, override, draft, future, expired },
    layouts: {
      home: homeLayout,
      section: sectionLayout,
      content: contentLayout,
      video: videoLayout,
      equipment: equipmentLayout,
      override: overrideLayout,
    },
  };
}
