import type { Knex } from 'knex';
import { insertLayout, insertSection, insertTenant } from '../../../testing/fixtures.ts';
import { insertSiteSettings } from '../../../testing/fixtures-settings.ts';

type BlockSpec = [type: string, settings?: Record<string, unknown>];

let blockIds = 0;

/** A grid of rows, each a list of columns, each a list of blocks. */
export const grid = (...rows: BlockSpec[][][]) => ({
  rows: rows.map((columns, r) => ({
    id: `row-${r + 1}`,
    settings: { layout: ['1', '1_2', '1_1_1'][columns.length - 1] },
    columns: columns.map((blocks, c) => ({
      id: `row-${r + 1}-column-${c + 1}`,
      blocks: blocks.map(([type, settings = {}]) => ({ id: `block-${++blockIds}`, type, settings })),
    })),
  })),
});

const featured = { population: { scheduleOption: 'Featured' } };

/**
 * Two sites and their layouts, with one problem of each kind on alpha: "Alpha gone alias" has no
 * rows and an alias no page is at; "Alpha news override" has a block of an unknown type;
 * "Alpha news duplicate" repeats its alias; "Alpha articles and videos" loses Article to "Alpha articles".
 */
export async function seedAnalysedSites(db: Knex) {
  await insertTenant(db, { key: 'alpha', name: 'Alpha', modules: ['magazine', 'search'] });
  await insertTenant(db, { key: 'beta', name: 'Beta', modules: [] });
  for (const key of ['alpha', 'beta']) await insertSection(db, { tenantKey: key, name: 'Home', alias: 'home' });
  await insertSection(db, { tenantKey: 'alpha', name: 'News', alias: 'news' });
  const layout = (fields: Parameters<typeof insertLayout>[1]) => insertLayout(db, fields);
  const ids = {
    sectionDefault: await layout({
      tenantKey: 'alpha',
      name: 'Alpha section default',
      type: 'section',
      primaryGrid: grid(
        [
          [['content_list', { ...featured, population: { scheduleOption: 'Featured', numberOfItems: 5 } }]],
          [['gam_ad']],
        ],
        [[['content_list', { population: { scheduleOption: 'Pinned' } }]]],
      ),
    }),
    newsOverride: await layout({
      tenantKey: 'alpha',
      name: 'Alpha news override',
      type: 'url-override',
      aliases: ['/news'],
      primaryGrid: grid([[['content_list', featured]]]),
      secondaryGrid: grid([[['mystery_block']]]),
    }),
    goneAlias: await layout({ tenantKey: 'alpha', name: 'Alpha gone alias', type: 'url-override', aliases: ['/gone'] }),
    newsDuplicate: await layout({
      tenantKey: 'alpha',
      name: 'Alpha news duplicate',
      type: 'url-override',
      aliases: ['/news'],
      primaryGrid: grid([[['rich_text']]]),
    }),
    globalContent: await layout({
      tenantKey: 'beta',
      name: 'Global content',
      type: 'content',
      isGlobal: true,
      tenants: [],
      primaryGrid: grid([[['rich_text', { title: 'Story' }]]]),
    }),
    articles: await layout({
      tenantKey: 'alpha',
      name: 'Alpha articles',
      type: 'content-type-override',
      contentTypes: ['Article'],
      primaryGrid: grid([[['rich_text']]]),
    }),
    articlesAndVideos: await layout({
      tenantKey: 'alpha',
      name: 'Alpha articles and videos',
      type: 'content-type-override',
      contentTypes: ['Article', 'Video'],
      primaryGrid: grid([[['rich_text']]]),
    }),
    betaSection: await layout({
      tenantKey: 'beta',
      name: 'Beta section default',
      type: 'section',
      primaryGrid: grid([[['content_list', featured]]]),
    }),
  };
  await insertSiteSettings(db, { tenantKey: 'alpha', settings: { header: { logoHeight: 40 }, useNewDesign: true } });
  return ids;
}
