import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsToken } from '../../testing/fixtures-cms-tokens.ts';
import { insertAsset } from '../../testing/fixtures.ts';
import { createWriteSuite, type WriteSuite } from '../../testing/fixtures-write-suites.ts';
import type { TestEngine } from '../../testing/test-engine.ts';
import { insertAdUnit, insertCreative } from './ad-fixtures.ts';

/*
 * House ads from the admin (issue 29 item 7): an image of the media library, an http(s) link,
 * start and end dates and a weight — and the embedded ad server serving a newly created house ad
 * only within its dates, in proportion to its weight, on its own site only.
 */
type Field = `${'create' | 'update' | 'delete'}HouseAd`;
let suite: WriteSuite<Field>;
let engine: TestEngine;
const tokens = { manager: '', viewer: '' };
const hour = 3_600_000;
let image: number;
let otherImage: number;

interface HouseAd {
  id: number;
  name: string;
  weight: number;
  startDate: number | null;
  endDate: number | null;
}

const create = async (input: Record<string, unknown>) => {
  const result = await suite.mutate<HouseAd>(
    'createHouseAd',
    {
      name: 'Acme rectangle',
      adUnitKey: 'house-rail',
      size: '300x250',
      imageAssetId: image,
      clickUrl: 'https://acme.example/offer?a=1',
      altText: 'Acme offer',
      ...input,
    },
    { token: tokens.manager },
  );
  expect(result.errors).toBeUndefined();
  return result.value!;
};
const served = async (r: number, unit = 'house-rail', host = 'alpha.localhost') => {
  const response = await engine.app.inject({
    url: `/__ads/creative?unit=${unit}&sizes=300x250&r=${r}`,
    headers: { host, accept: 'application/json' },
  });
  return response.statusCode === 204 ? null : (response.json() as { imagePath: string; altText: string });
};
const getHouseAd = (id: number, token = tokens.manager) =>
  engine.gql<{ getHouseAd: Record<string, unknown> }>(
    'query($input: HouseAdIdInput!) { getHouseAd(input: $input) { id name kind adUnitKey size weight priority active startDate endDate imageAssetId imagePath clickUrl altText } }',
    { input: { id } },
    { tenantKey: 'alpha', token },
  );

beforeAll(async () => {
  suite = await createWriteSuite('ads', ['createHouseAd', 'updateHouseAd', 'deleteHouseAd']);
  engine = suite.engine;
  tokens.manager = await cmsToken(engine, {
    username: 'house-manager',
    tenants: ['alpha'],
    extraPermissions: ['manage_ad_unit_patterns'],
  });
  tokens.viewer = await cmsToken(engine, {
    username: 'house-viewer',
    tenants: ['alpha'],
    extraPermissions: ['view_ad_unit_patterns'],
  });
  await insertAdUnit(engine.db, { tenantKey: 'alpha', key: 'house-rail', type: 'layout-block', size: '300x250' });
  await insertAdUnit(engine.db, { tenantKey: 'beta', key: 'house-rail', type: 'layout-block', size: '300x250' });
  image = await insertAsset(engine.db, { tenantKey: 'alpha', fileName: 'acme.png', src: '/files/alpha/acme.png' });
  otherImage = await insertAsset(engine.db, { tenantKey: 'alpha', fileName: 'zed.png', src: '/files/alpha/zed.png' });
});
afterAll(() => engine.close());

describe('the embedded ad server and admin house ads', () => {
  it('serves a new house ad at once, only within its dates, and shares rotations by weight', async () => {
    expect(await served(0)).toBeNull();
    const now = Date.now();
    const events = await suite.eventsOf(() =>
      create({ name: 'Acme heavy', weight: 3, startDate: now - hour, endDate: now + hour }),
    );
    expect(events).toEqual([{ tenantKey: 'alpha', kind: 'house_ad_creative', tags: [] }]);
    expect(await served(0)).toEqual({
      imagePath: '/files/alpha/acme.png',
      clickUrl: 'https://acme.example/offer?a=1',
      altText: 'Acme offer',
    });
    await create({ name: 'Zed light', imageAssetId: otherImage, altText: 'Zed', weight: 1 });
    await create({ name: 'Future', altText: 'Future', startDate: now + hour });
    await create({ name: 'Ended', altText: 'Ended', startDate: now - 2 * hour, endDate: now - hour });
    const turns = await Promise.all([0, 1, 2, 3, 4, 5, 6, 7].map(async (r) => (await served(r))?.altText));
    expect(turns).toEqual([
      'Acme offer',
      'Acme offer',
      'Acme offer',
      'Zed',
      'Acme offer',
      'Acme offer',
      'Acme offer',
      'Zed',
    ]);
    // The other site's unit of the same key serves none of them.
    expect(await served(0, 'house-rail', 'beta.localhost')).toBeNull();
  });

  it('stops serving a house ad that is paused, ended or deleted', async () => {
    const solo = await create({ name: 'Solo', adUnitKey: null, size: '970x250', altText: 'Solo' });
    await insertAdUnit(engine.db, { tenantKey: 'alpha', key: 'billboard', type: 'layout-block', size: '970x250' });
    const billboard = async () =>
      (
        await engine.app.inject({
          url: '/__ads/creative?unit=billboard&sizes=970x250',
          headers: { host: 'alpha.localhost', accept: 'application/json' },
        })
      ).statusCode;
    expect(await billboard()).toBe(200);
    await suite.mutate('updateHouseAd', { id: solo.id, active: false }, { token: tokens.manager });
    expect(await billboard()).toBe(204);
    await suite.mutate(
      'updateHouseAd',
      { id: solo.id, active: true, endDate: Date.now() - 1 },
      { token: tokens.manager },
    );
    expect(await billboard()).toBe(204);
    await suite.mutate('updateHouseAd', { id: solo.id, endDate: null }, { token: tokens.manager });
    expect(await billboard()).toBe(200);
    await suite.mutate('deleteHouseAd', { id: solo.id }, { token: tokens.manager });
    expect(await billboard()).toBe(204);
    const history = await engine
      .db('history_entries')
      .where({ tenant_key: 'alpha', entity_type: 'house_ad', entity_id: String(solo.id) })
      .orderBy('id')
      .pluck('action');
    expect(history).toEqual(['create', 'update', 'update', 'update', 'delete']);
  });
});

describe('house ad writes', () => {
  it('reads back every field, and keeps those an update leaves out', async () => {
    const ad = await create({ name: 'Readback', weight: 5, priority: 2, startDate: 1_000, endDate: 2_000 });
    await suite.mutate('updateHouseAd', { id: ad.id, imageAssetId: otherImage, weight: 7 }, { token: tokens.manager });
    expect((await getHouseAd(ad.id, tokens.viewer)).data?.getHouseAd).toEqual({
      id: ad.id,
      name: 'Readback',
      kind: 'image',
      adUnitKey: 'house-rail',
      size: '300x250',
      weight: 7,
      priority: 2,
      active: true,
      startDate: 1_000,
      endDate: 2_000,
      imageAssetId: otherImage,
      imagePath: '/files/alpha/zed.png',
      clickUrl: 'https://acme.example/offer?a=1',
      altText: 'Acme offer',
    });
  });

  it("names each required field with 'Field is required'", async () => {
    const result = await suite.mutate('createHouseAd', { name: ' ' }, { token: tokens.manager });
    expect([result.code, result.message]).toEqual([
      'BAD_USER_INPUT',
      'Invalid input. name: Field is required; size: Field is required; imageAssetId: Field is required; clickUrl: Field is required; altText: Field is required',
    ]);
  });

  it.each([
    [{ clickUrl: 'javascript:alert(1)' }, 'clickUrl: Must be an http:// or https:// URL'],
    [{ clickUrl: 'data:text/html,<b>x</b>' }, 'clickUrl: Must be an http:// or https:// URL'],
    [{ clickUrl: '/relative' }, 'clickUrl: Must be an http:// or https:// URL'],
    [{ clickUrl: 'ftp://files.example' }, 'clickUrl: Must be an http:// or https:// URL'],
    [{ size: 'big' }, 'size: Must be a size WxH like 300x250'],
    [{ weight: 0 }, 'weight: Must be 1 to 100'],
    [{ weight: 101 }, 'weight: Must be 1 to 100'],
    [{ priority: 11 }, 'priority: Must be 0 to 10'],
    [{ startDate: 2_000, endDate: 1_000 }, 'endDate: Must be after the start date'],
    [{ adUnitKey: 'no-such-unit' }, 'adUnitKey: No ad unit pattern of this site has the key "no-such-unit".'],
    [{ adUnitType: 'banner' }, 'adUnitType: Must be one of'],
    [{ sectionAlias: '<b>' }, 'sectionAlias: Must be a section alias'],
  ])('refuses %j naming the field, storing nothing', async (bad, message) => {
    const before = await engine.db('house_ad_creatives').count({ n: '*' }).first();
    const result = await suite.mutate(
      'createHouseAd',
      {
        name: 'Bad',
        adUnitKey: 'house-rail',
        size: '300x250',
        imageAssetId: image,
        clickUrl: 'https://ok.example',
        altText: 'Bad',
        ...bad,
      },
      { token: tokens.manager },
    );
    expect(result.code).toBe('BAD_USER_INPUT');
    expect(result.message).toContain(message);
    expect(await engine.db('house_ad_creatives').count({ n: '*' }).first()).toEqual(before);
  });

  it("refuses another site's asset, a file that is not an image, and an end before the stored start", async () => {
    const betaImage = await insertAsset(engine.db, { tenantKey: 'beta', fileName: 'beta.png' });
    const file = await insertAsset(engine.db, { tenantKey: 'alpha', fileName: 'doc.pdf', type: 'File' });
    const foreign = await suite.mutate(
      'createHouseAd',
      { name: 'X', size: '300x250', imageAssetId: betaImage, clickUrl: 'https://x.example', altText: 'X' },
      { token: tokens.manager },
    );
    expect(foreign.message).toBe(`Invalid input. imageAssetId: No such asset of this site (${betaImage}).`);
    const pdf = await suite.mutate(
      'createHouseAd',
      { name: 'X', size: '300x250', imageAssetId: file, clickUrl: 'https://x.example', altText: 'X' },
      { token: tokens.manager },
    );
    expect(pdf.message).toBe(`Invalid input. imageAssetId: Asset ${file} is not an image.`);
    const ad = await create({ name: 'Dated', startDate: 5_000 });
    const early = await suite.mutate('updateHouseAd', { id: ad.id, endDate: 4_000 }, { token: tokens.manager });
    expect(early.message).toBe('Invalid input. endDate: Must be after the start date');
  });

  it('changes only targeting, schedule and weight of a native house ad', async () => {
    const native = await insertCreative(engine.db, {
      tenantKey: 'alpha',
      unitType: 'content-list-native',
      kind: 'native',
      fields: { nativeTitle: 'Native', nativeUrl: '/n' },
    });
    const link = await suite.mutate(
      'updateHouseAd',
      { id: native, clickUrl: 'https://x.example' },
      { token: tokens.manager },
    );
    expect(link.message).toBe('Invalid input. clickUrl: A native house ad has no image or link here.');
    const weight = await suite.mutate('updateHouseAd', { id: native, weight: 4 }, { token: tokens.manager });
    expect(weight.errors).toBeUndefined();
  });

  it('lists house ads by name, searched and filtered by unit', async () => {
    const stream = await engine.gql<{ getHouseAdStream: { totalCount: number; edges: { node: { name: string } }[] } }>(
      'query($input: HouseAdStreamInput) { getHouseAdStream(input: $input) { totalCount edges { node { name } } } }',
      { input: { search: 'acme', adUnitKey: 'house-rail' } },
      { tenantKey: 'alpha', token: tokens.viewer },
    );
    expect(stream.data?.getHouseAdStream.edges.map((e) => e.node.name)).toEqual(['Acme heavy']);
  });

  it('refuses a viewer every write FORBIDDEN, and answers NOT_FOUND for another site’s house ad', async () => {
    const ad = await create({ name: 'Guarded' });
    for (const [field, input] of [
      [
        'createHouseAd',
        { name: 'V', size: '300x250', imageAssetId: image, clickUrl: 'https://v.example', altText: 'V' },
      ],
      ['updateHouseAd', { id: ad.id, weight: 2 }],
      ['deleteHouseAd', { id: ad.id }],
    ] as const) {
      const result = await suite.mutate(field, input, { token: tokens.viewer });
      expect([field, result.status, result.code]).toEqual([field, 403, 'FORBIDDEN']);
    }
    const beta = await insertCreative(engine.db, {
      tenantKey: 'beta',
      size: '300x250',
      kind: 'image',
      fields: { imagePath: '/b.png', clickUrl: 'https://beta.example', altText: 'beta' },
    });
    for (const [field, input] of [
      ['updateHouseAd', { id: beta, weight: 9 }],
      ['deleteHouseAd', { id: beta }],
    ] as const) {
      const result = await suite.mutate(field, input, { token: tokens.manager });
      expect([field, result.code]).toEqual([field, 'NOT_FOUND']);
    }
    expect((await getHouseAd(beta)).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect(await engine.db('house_ad_creatives').where({ id: beta }).first('weight')).toEqual({ weight: 1 });
  });
});
