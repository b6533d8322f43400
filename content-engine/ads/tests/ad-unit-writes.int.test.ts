import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsToken } from '../../testing/fixtures-cms-tokens.ts';
import { insertLayout } from '../../testing/fixtures.ts';
import { createWriteSuite, type WriteSuite } from '../../testing/fixtures-write-suites.ts';
import type { TestEngine } from '../../testing/test-engine.ts';
import { insertAdUnit, insertCreative } from './ad-fixtures.ts';

/*
 * The admin's ad unit pattern writes (issue 29 item 7): validation naming each field, the
 * permissions (view_ad_unit_patterns reads, manage_ad_unit_patterns writes), history, the change
 * event pages regenerate by, the list's search, type filter and paging, and the settings report.
 */
type Field = `${'create' | 'update' | 'delete'}AdUnitPattern`;
let suite: WriteSuite<Field>;
let engine: TestEngine;
const tokens = { manager: '', viewer: '', none: '' };

interface Pattern {
  id: number;
  name: string;
  key: string;
  type: string;
}

const full = `id name key type size sizeMapping { viewport sizes } refreshRate useSectionAlias excludePageTypes targetId`;
const read = <T>(query: string, variables: Record<string, unknown> = {}, token = tokens.manager) =>
  engine.gql<T>(query, variables, { tenantKey: 'alpha', token });
const getPattern = (id: number, token = tokens.manager) =>
  read<{ getAdUnitPattern: Record<string, unknown> }>(
    `query($input: AdUnitPatternIdInput!) { getAdUnitPattern(input: $input) { ${full} } }`,
    { input: { id } },
    token,
  );
const list = (input: Record<string, unknown>) =>
  read<{ getAdUnitAdminPatternStream: { totalCount: number; edges: { node: { key: string } }[] } }>(
    `query($input: AdUnitAdminPatternStreamInput) { getAdUnitAdminPatternStream(input: $input) { totalCount edges { node { key } } } }`,
    { input },
  ).then(({ data }) => ({
    total: data!.getAdUnitAdminPatternStream.totalCount,
    keys: data!.getAdUnitAdminPatternStream.edges.map((e) => e.node.key),
  }));
const create = async (input: Record<string, unknown>) => {
  const result = await suite.mutate<Pattern>('createAdUnitPattern', input, { token: tokens.manager });
  expect(result.errors).toBeUndefined();
  return result.value!;
};
const historyOf = (id: number) =>
  engine
    .db('history_entries')
    .where({ tenant_key: 'alpha', entity_type: 'ad_unit_pattern', entity_id: String(id) })
    .orderBy('id')
    .pluck('action');

beforeAll(async () => {
  suite = await createWriteSuite('ads', ['createAdUnitPattern', 'updateAdUnitPattern', 'deleteAdUnitPattern']);
  engine = suite.engine;
  tokens.manager = await cmsToken(engine, {
    username: 'ad-manager',
    tenants: ['alpha'],
    extraPermissions: ['manage_ad_unit_patterns'],
  });
  tokens.viewer = await cmsToken(engine, {
    username: 'ad-viewer',
    tenants: ['alpha'],
    extraPermissions: ['view_ad_unit_patterns'],
  });
  tokens.none = await cmsToken(engine, { username: 'plain-editor', role: 'editor', tenants: ['alpha'] });
});
afterAll(() => engine.close());

describe('createAdUnitPattern', () => {
  it('stores every field, normalised, records it and announces the ad-units change pages regenerate by', async () => {
    let created: Pattern | undefined;
    const events = await suite.eventsOf(async () => {
      created = await create({
        name: ' Header leaderboard ',
        key: 'leaderboard',
        type: 'header-leaderboard',
        size: '728x90',
        sizeMapping: [
          { viewport: '0x0', sizes: ['320x50'] },
          { viewport: '980x0', sizes: ['970x90', '728x90'] },
        ],
        refreshRate: 30,
        useSectionAlias: false,
        excludePageTypes: ['publication', 'issue'],
        targetId: 'top-ad',
      });
    });
    expect(events).toEqual([{ tenantKey: 'alpha', kind: 'ad_unit', tags: ['ad-units'] }]);
    expect((await getPattern(created!.id)).data?.getAdUnitPattern).toEqual({
      id: created!.id,
      name: 'Header leaderboard',
      key: 'leaderboard',
      type: 'header-leaderboard',
      size: '728x90',
      sizeMapping: [
        { viewport: '980x0', sizes: ['970x90', '728x90'] },
        { viewport: '0x0', sizes: ['320x50'] },
      ],
      refreshRate: 30,
      useSectionAlias: false,
      excludePageTypes: ['issue', 'publication'],
      targetId: 'top-ad',
    });
    expect(await historyOf(created!.id)).toEqual(['create']);
  });

  it('defaults to an out-of-page 1x1 unit that never refreshes and carries the section alias', async () => {
    const unit = await create({ name: 'Welcome', key: 'welcome', type: 'page' });
    expect((await getPattern(unit.id)).data?.getAdUnitPattern).toMatchObject({
      size: '1x1',
      sizeMapping: [],
      refreshRate: 0,
      useSectionAlias: true,
      excludePageTypes: [],
      targetId: null,
    });
  });

  it('takes each of the eight types', async () => {
    const types = [
      'layout-block',
      'page',
      'content-list-native',
      'content-body-embed',
      'content-body-native',
      'reskin',
      'sticky-bottom',
      'header-leaderboard',
    ];
    for (const type of types) await create({ name: `Type ${type}`, key: `type-${type}`, type });
    expect((await list({ search: 'type-' })).total).toBe(8);
  });

  it("names each required field that is absent or blank with 'Field is required'", async () => {
    const result = await suite.mutate('createAdUnitPattern', { name: '  ' }, { token: tokens.manager });
    expect([result.code, result.message]).toEqual([
      'BAD_USER_INPUT',
      'Invalid input. name: Field is required; key: Field is required; type: Field is required',
    ]);
  });

  it.each([
    [{ type: 'billboard' }, 'type: Must be one of layout-block, page, content-list-native'],
    [{ key: 'rail 1' }, 'key: Use letters, digits, - and _ only'],
    [{ size: '300by250' }, 'size: Must be a size WxH like 300x250'],
    [{ size: '0x250' }, 'size: Must be a size WxH like 300x250'],
    [{ sizeMapping: [{ viewport: 'wide', sizes: [] }] }, 'sizeMapping.0.viewport: Must be a viewport WxH like 980x0'],
    [{ sizeMapping: [{ viewport: '980x0', sizes: ['728x90', 'x'] }] }, 'sizeMapping.0.sizes.1: Must be a size WxH'],
    [
      {
        sizeMapping: [
          { viewport: '980x0', sizes: [] },
          { viewport: '980x0', sizes: ['728x90'] },
        ],
      },
      'sizeMapping.1.viewport: 980x0 is listed twice',
    ],
    [{ refreshRate: 10 }, 'refreshRate: Must be 0 (never) or 30 to 3600 seconds'],
    [{ refreshRate: 3601 }, 'refreshRate: Must be 0 (never) or 30 to 3600 seconds'],
    [{ excludePageTypes: ['home'] }, 'excludePageTypes.0: Must be one of content, section, issue, publication'],
    [{ targetId: '1"><script>' }, 'targetId: Must be an element id'],
  ])('refuses %j naming the field', async (bad, message) => {
    const result = await suite.mutate(
      'createAdUnitPattern',
      { name: 'Bad', key: 'bad', type: 'layout-block', ...bad },
      { token: tokens.manager },
    );
    expect(result.code).toBe('BAD_USER_INPUT');
    expect(result.message).toContain(message);
    expect(await engine.db('ad_units').where({ tenant_key: 'alpha', key: 'bad' }).first()).toBeUndefined();
  });

  it("refuses a key another pattern of the site has, but not another site's", async () => {
    await insertAdUnit(engine.db, { tenantKey: 'beta', key: 'shared-key', type: 'layout-block' });
    await create({ name: 'Shared', key: 'shared-key', type: 'layout-block' });
    const again = await suite.mutate(
      'createAdUnitPattern',
      { name: 'Again', key: 'shared-key', type: 'page' },
      { token: tokens.manager },
    );
    expect([again.code, again.message]).toEqual([
      'BAD_USER_INPUT',
      'Invalid input. key: Another ad unit pattern of this site has the key "shared-key".',
    ]);
  });
});

describe('updateAdUnitPattern and deleteAdUnitPattern', () => {
  it('keeps the fields left out, moves house ads to a new key and announces the change', async () => {
    const unit = await create({
      name: 'Rail',
      key: 'rail-old',
      type: 'layout-block',
      size: '300x250',
      refreshRate: 60,
    });
    const creative = await insertCreative(engine.db, {
      tenantKey: 'alpha',
      unitKey: 'rail-old',
      size: '300x250',
      kind: 'image',
      fields: { imagePath: '/a.png', clickUrl: 'https://example.com', altText: 'Ad' },
    });
    const events = await suite.eventsOf(() =>
      suite.mutate('updateAdUnitPattern', { id: unit.id, key: 'rail-new', targetId: null }, { token: tokens.manager }),
    );
    expect(events).toEqual([
      { tenantKey: 'alpha', kind: 'ad_unit', tags: ['ad-units'] },
      { tenantKey: 'alpha', kind: 'house_ad_creative', tags: [] },
    ]);
    expect((await getPattern(unit.id)).data?.getAdUnitPattern).toMatchObject({
      name: 'Rail',
      key: 'rail-new',
      size: '300x250',
      refreshRate: 60,
    });
    expect(await engine.db('house_ad_creatives').where({ id: creative }).first('ad_unit_key')).toEqual({
      ad_unit_key: 'rail-new',
    });

    const refused = await suite.mutate('deleteAdUnitPattern', { id: unit.id }, { token: tokens.manager });
    expect([refused.code, refused.message]).toEqual([
      'CONFLICT',
      '1 house ad targets this ad unit: delete them or target them elsewhere first.',
    ]);
    await engine.db('house_ad_creatives').where({ id: creative }).delete();
    const deleted = await suite.eventsOf(() =>
      suite.mutate('deleteAdUnitPattern', { id: unit.id }, { token: tokens.manager }),
    );
    expect(deleted).toEqual([{ tenantKey: 'alpha', kind: 'ad_unit', tags: ['ad-units'] }]);
    expect((await getPattern(unit.id)).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect(await historyOf(unit.id)).toEqual(['create', 'update', 'delete']);
  });

  it("answers NOT_FOUND for an unknown id and for another site's pattern, leaving it alone", async () => {
    const beta = await insertAdUnit(engine.db, { tenantKey: 'beta', key: 'beta-unit', name: 'beta', type: 'page' });
    for (const [field, input] of [
      ['updateAdUnitPattern', { id: beta, name: 'alpha' }],
      ['deleteAdUnitPattern', { id: beta }],
      ['updateAdUnitPattern', { id: 999_999, name: 'x' }],
    ] as const) {
      const result = await suite.mutate(field, input, { token: tokens.manager });
      expect([field, result.code]).toEqual([field, 'NOT_FOUND']);
    }
    expect(await engine.db('ad_units').where({ id: beta }).first('name')).toEqual({ name: 'beta' });
  });

  it('refuses a rename onto a key in use and validates patched fields', async () => {
    const unit = await create({ name: 'Other', key: 'other', type: 'reskin' });
    const taken = await suite.mutate(
      'updateAdUnitPattern',
      { id: unit.id, key: 'leaderboard' },
      { token: tokens.manager },
    );
    expect(taken.message).toBe('Invalid input. key: Another ad unit pattern of this site has the key "leaderboard".');
    const bad = await suite.mutate('updateAdUnitPattern', { id: unit.id, refreshRate: 5 }, { token: tokens.manager });
    expect(bad.message).toBe('Invalid input. refreshRate: Must be 0 (never) or 30 to 3600 seconds');
  });
});

describe('who may read and write patterns', () => {
  it('lets a viewer read the list, one pattern and the report, and refuses every write FORBIDDEN', async () => {
    const unit = await create({ name: 'Viewer sees', key: 'viewer-sees', type: 'layout-block' });
    expect((await getPattern(unit.id, tokens.viewer)).data?.getAdUnitPattern.key).toBe('viewer-sees');
    const report = await read('{ getAdUnitSettingsReport { rows { unit { key } } } }', {}, tokens.viewer);
    expect(report.errors).toBeUndefined();
    for (const [field, input] of [
      ['createAdUnitPattern', { name: 'V', key: 'v', type: 'page' }],
      ['updateAdUnitPattern', { id: unit.id, name: 'V' }],
      ['deleteAdUnitPattern', { id: unit.id }],
    ] as const) {
      const result = await suite.mutate(field, input, { token: tokens.viewer });
      expect([field, result.status, result.code]).toEqual([field, 403, 'FORBIDDEN']);
    }
  });

  it('refuses reads FORBIDDEN to an editor with neither permission, and UNAUTHENTICATED anonymously', async () => {
    for (const query of [
      '{ getAdUnitAdminPatternStream { totalCount } }',
      '{ getAdUnitSettingsReport { rows { houseAdCount } } }',
      '{ getHouseAdStream { totalCount } }',
    ]) {
      expect((await read(query, {}, tokens.none)).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
      expect((await engine.gql(query, {}, { tenantKey: 'alpha' })).errors?.[0]?.extensions.code).toBe(
        'UNAUTHENTICATED',
      );
    }
    const write = await suite.mutate('createAdUnitPattern', { name: 'N', key: 'n', type: 'page' }, { token: '' });
    expect(write.code).toBe('UNAUTHENTICATED');
  });
});

describe('the admin list', () => {
  it('searches name and key, filters by type and pages by name', async () => {
    expect(await list({ search: 'LEADERBOARD' })).toEqual({
      total: 2,
      keys: ['leaderboard', 'type-header-leaderboard'],
    });
    const natives = await list({ type: 'content-body-native' });
    expect(natives.keys).toEqual(['type-content-body-native']);
    const all = await list({});
    const second = await list({ pagination: { limit: 2, skip: 2 } });
    expect(second).toEqual({ total: all.total, keys: all.keys.slice(2, 4) });
    expect(all.keys).not.toContain('beta-unit');
    const bad = await read('query { getAdUnitAdminPatternStream(input: { type: "banner" }) { totalCount } }');
    expect(bad.errors?.[0]?.message).toContain('type: Must be one of');
  });
});

describe('the ad unit settings report', () => {
  it('lists every pattern with the layouts placing or excluding it, its house ads, and gam_ad keys no pattern has', async () => {
    const block = (id: string, key: string) => ({ id, type: 'gam_ad', settings: { key } });
    const row = (id: string, blocks: unknown[]) => ({ id, columns: [{ id: `${id}c`, blocks }] });
    const placing = await insertLayout(engine.db, {
      tenantKey: 'alpha',
      name: 'Report placing',
      type: 'section',
      aliases: ['/report-placing'],
      primaryGrid: { rows: [row('r1', [block('b1', 'report-rail'), block('b2', 'report-rail')])] },
      secondaryGrid: { rows: [row('r2', [block('b3', 'no-such-unit')])] },
      adExclusions: { headerLeaderboardAd: true },
    });
    await create({ name: 'Report rail', key: 'report-rail', type: 'layout-block', size: '300x250' });
    const now = Date.now();
    await insertCreative(engine.db, {
      tenantKey: 'alpha',
      unitKey: 'report-rail',
      size: '300x250',
      kind: 'image',
      fields: { imagePath: '/a.png', clickUrl: 'https://example.com', altText: 'Ad' },
    });
    const ended = await insertCreative(engine.db, {
      tenantKey: 'alpha',
      unitKey: 'report-rail',
      size: '300x250',
      kind: 'image',
      fields: { imagePath: '/b.png', clickUrl: 'https://example.com', altText: 'Ad' },
    });
    await engine
      .db('house_ad_creatives')
      .where({ id: ended })
      .update({ end_date: now - 1000 });

    const { data } = await read<{
      getAdUnitSettingsReport: {
        rows: {
          unit: { key: string };
          exclusionFlag: string | null;
          layoutsUsing: { id: number; name: string; blockCount: number }[];
          layoutsExcluding: { id: number; name: string }[];
          houseAdCount: number;
          runningHouseAdCount: number;
        }[];
        unmatched: { key: string; layouts: { id: number }[] }[];
      };
    }>(
      '{ getAdUnitSettingsReport { rows { unit { key } exclusionFlag layoutsUsing { id name blockCount } layoutsExcluding { id name } houseAdCount runningHouseAdCount } unmatched { key layouts { id } } } }',
    );
    const report = data!.getAdUnitSettingsReport;
    const of = (key: string) => report.rows.find((r) => r.unit.key === key)!;
    expect(of('report-rail')).toEqual({
      unit: { key: 'report-rail' },
      exclusionFlag: null,
      layoutsUsing: [{ id: placing, name: 'Report placing', blockCount: 2 }],
      layoutsExcluding: [],
      houseAdCount: 2,
      runningHouseAdCount: 1,
    });
    expect(of('leaderboard')).toMatchObject({
      exclusionFlag: 'headerLeaderboardAd',
      layoutsUsing: [],
      layoutsExcluding: [{ id: placing, name: 'Report placing' }],
    });
    expect(report.unmatched).toContainEqual({ key: 'no-such-unit', layouts: [{ id: placing }] });
    expect(JSON.stringify(report)).not.toContain('beta');
  });
});
