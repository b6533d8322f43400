import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTenant } from '../../testing/fixtures.ts';
import { insertCmsUser, loginAs } from '../../testing/fixtures-cms-users.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';
import { insertAdUnit, insertCreative } from './ad-fixtures.ts';

/*
 * The ads domain over HTTP: the admin's ad unit pattern streams and the local ad server
 * (GET /__ads/creative) — creatives as iframe documents, window messages, caching, bad input and
 * tenant isolation by Host.
 */
let engine: TestEngine;
let editorToken: string;
let layoutsOnlyToken: string;

const creativeFor = (host: string, query: string, headers: Record<string, string> = {}) =>
  engine.app.inject({ url: `/__ads/creative?${query}`, headers: { host, ...headers } });

beforeAll(async () => {
  engine = await createTestEngine();
  const db = engine.db;
  await insertTenant(db, { key: 'alpha' });
  await insertTenant(db, { key: 'beta' });
  await insertAdUnit(db, { tenantKey: 'alpha', key: 'rail1', name: 'Rail', type: 'layout-block', size: '300x250' });
  await insertAdUnit(db, {
    tenantKey: 'alpha',
    key: 'leaderboard',
    name: 'Leaderboard',
    type: 'header-leaderboard',
    size: '728x90',
  });
  await insertAdUnit(db, {
    tenantKey: 'alpha',
    key: 'native-list',
    name: 'Native',
    type: 'content-list-native',
    excludePageTypes: ['issue'],
  });
  await insertAdUnit(db, { tenantKey: 'beta', key: 'rail1', name: 'beta rail', type: 'layout-block', size: '300x250' });
  await insertAdUnit(db, {
    tenantKey: 'beta',
    key: 'beta-only',
    name: 'beta only',
    type: 'layout-block',
    size: '300x250',
  });
  const image = (tenant: string, name: string, size: string, extra: Record<string, unknown> = {}) =>
    insertCreative(db, {
      tenantKey: tenant,
      name,
      size,
      kind: 'image',
      fields: {
        imagePath: `/files/${tenant}/ads/${name}.svg`,
        clickUrl: `/${tenant}-sponsor`,
        altText: `${tenant} ${name} "ad"`,
      },
      ...extra,
    });
  await image('alpha', 'first', '300x250');
  await image('alpha', 'second', '300x250');
  await image('alpha', 'wide', '970x90');
  await image('alpha', 'paused', '728x90', { status: 0 });
  await image('alpha', 'trucks', '300x250', { sectionAlias: 'trucks' });
  await image('beta', 'beta-rail', '300x250');
  await insertCreative(db, {
    tenantKey: 'alpha',
    unitType: 'content-list-native',
    kind: 'native',
    fields: {
      nativeTitle: 'Fleet </script> telematics',
      nativeSummary: 'Summary',
      nativeUrl: '/sponsor',
      nativeImagePath: '/files/alpha/a.svg',
      labels: ['Acme'],
    },
  });
  editorToken = (
    await loginAs(
      engine.context(),
      await insertCmsUser(db, {
        username: 'ads-editor',
        tenants: ['alpha'],
        extraPermissions: ['view_ad_unit_patterns'],
      }),
    )
  ).bearerToken;
  layoutsOnlyToken = (
    await loginAs(engine.context(), await insertCmsUser(db, { username: 'layouts-editor', tenants: ['alpha'] }))
  ).bearerToken;
});
afterAll(() => engine.close());

describe('ad unit pattern streams', () => {
  const streams =
    '{ getAdUnitPatternStream { edges { node { name type } } totalCount } getAdUnitAdminPatternStream { edges { node { name type } } totalCount } }';

  it('lists the layout-block units for the simple select and every unit for the admin, of the request tenant only', async () => {
    const { data } = await engine.gql<{
      getAdUnitPatternStream: { edges: { node: { name: string; type: string } }[] };
      getAdUnitAdminPatternStream: { totalCount: number; edges: { node: { name: string } }[] };
    }>(streams, {}, { tenantKey: 'alpha', token: editorToken });
    expect(data?.getAdUnitPatternStream.edges.map((e) => e.node)).toEqual([{ name: 'Rail', type: 'layout-block' }]);
    expect(data?.getAdUnitAdminPatternStream.edges.map((e) => e.node.name)).toEqual(['Leaderboard', 'Native', 'Rail']);
  });

  it('needs a signed-in editor, and ad unit pattern permissions for the admin list', async () => {
    expect(
      (await engine.gql('{ getAdUnitPatternStream { totalCount } }', {}, { tenantKey: 'alpha' })).errors?.[0]
        ?.extensions.code,
    ).toBe('UNAUTHENTICATED');
    expect(
      (
        await engine.gql(
          '{ getAdUnitPatternStream { totalCount } }',
          {},
          { tenantKey: 'alpha', token: layoutsOnlyToken },
        )
      ).data,
    ).toEqual({ getAdUnitPatternStream: { totalCount: 1 } });
    expect(
      (
        await engine.gql(
          '{ getAdUnitAdminPatternStream { totalCount } }',
          {},
          { tenantKey: 'alpha', token: layoutsOnlyToken },
        )
      ).errors?.[0]?.extensions.code,
    ).toBe('FORBIDDEN');
  });
});

describe('the local ad server', () => {
  it('answers an image creative as a linked image document for the iframe, cacheable with an ETag', async () => {
    const response = await creativeFor('alpha.localhost', 'unit=rail1&sizes=300x250');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.body).toContain(
      '<a href="/alpha-sponsor" target="_blank" rel="noopener sponsored"><img src="/files/alpha/ads/first.svg" alt="alpha first &#34;ad&#34;" width="300" height="250"></a>',
    );
    const again = await creativeFor('alpha.localhost', 'unit=rail1&sizes=300x250', {
      'if-none-match': String(response.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });

  it('rotates creatives of equal rank by r, prefers section targeting and skips paused creatives', async () => {
    expect((await creativeFor('alpha.localhost', 'unit=rail1&sizes=300x250&r=1')).body).toContain('second.svg');
    expect((await creativeFor('alpha.localhost', 'unit=rail1&sizes=300x250&r=2')).body).toContain('first.svg');
    expect((await creativeFor('alpha.localhost', 'unit=rail1&sizes=300x250&section=trucks')).body).toContain(
      'trucks.svg',
    );
    expect((await creativeFor('alpha.localhost', 'unit=leaderboard&sizes=970x90,728x90')).body).toContain('wide.svg');
    expect((await creativeFor('alpha.localhost', 'unit=leaderboard&sizes=728x90')).statusCode).toBe(204);
  });

  it('answers a native creative as a document posting its fields as JSON to the page', async () => {
    const response = await creativeFor('alpha.localhost', 'unit=native-list&sizes=1x1&pageType=section');
    expect(response.statusCode).toBe(200);
    const posted = /parent\.postMessage\(("(?:[^"\\]|\\.)*")/.exec(response.body)?.[1];
    expect(response.body).not.toContain('</script> telematics');
    expect(JSON.parse(JSON.parse(posted!))).toEqual({
      nativeTitle: 'Fleet </script> telematics',
      nativeSummary: 'Summary',
      nativeUrl: '/sponsor',
      nativeImagePath: '/files/alpha/a.svg',
      nativeImpressionTrackerUrl: '',
      labels: ['Acme'],
    });
  });

  it("answers a creative's fields as JSON to a request that accepts JSON (the house adapter), separately cached from its document", async () => {
    const json = { accept: 'application/json, text/html;q=0.9' };
    const native = await creativeFor('alpha.localhost', 'unit=native-list&sizes=1x1&pageType=section', json);
    expect([
      native.statusCode,
      native.headers['content-type'],
      native.headers.vary,
      native.headers['x-ad-size'],
    ]).toEqual([200, 'application/json; charset=utf-8', 'Accept', '1x1']);
    expect(native.json()).toEqual({
      nativeTitle: 'Fleet </script> telematics',
      nativeSummary: 'Summary',
      nativeUrl: '/sponsor',
      nativeImagePath: '/files/alpha/a.svg',
      nativeImpressionTrackerUrl: '',
      labels: ['Acme'],
    });
    const document = await creativeFor('alpha.localhost', 'unit=native-list&sizes=1x1&pageType=section');
    expect(document.headers.etag).not.toBe(native.headers.etag);
    expect(
      (
        await creativeFor('alpha.localhost', 'unit=native-list&sizes=1x1&pageType=section', {
          ...json,
          'if-none-match': String(native.headers.etag),
        })
      ).statusCode,
    ).toBe(304);
    const image = await creativeFor('alpha.localhost', 'unit=rail1&sizes=300x250', json);
    expect([image.statusCode, image.headers['content-type'], image.headers.vary, image.headers['x-ad-size']]).toEqual([
      200,
      'application/json; charset=utf-8',
      'Accept',
      '300x250',
    ]);
    expect(image.json()).toEqual({
      imagePath: '/files/alpha/ads/first.svg',
      clickUrl: '/alpha-sponsor',
      altText: 'alpha first "ad"',
    });
    expect((await creativeFor('alpha.localhost', 'unit=rail1&sizes=300x250')).headers['content-type']).toBe(
      'text/html; charset=utf-8',
    );
  });

  it('answers 204 on a page type the unit excludes', async () => {
    expect((await creativeFor('alpha.localhost', 'unit=native-list&sizes=1x1&pageType=issue')).statusCode).toBe(204);
  });

  it.each([
    ['', 'unit: Field is required'],
    ['unit=rail1', 'sizes: Field is required'],
    ['unit=rail1&sizes=big', 'sizes: Must be up to 10 sizes WxH'],
    ['unit=../x&sizes=300x250', 'unit: Must be an ad unit key'],
    ['unit=rail1&sizes=300x250&pageType=home', 'pageType'],
    ['unit=rail1&sizes=300x250&r=-1', 'r:'],
    ['unit=rail1&sizes=300x250&section=<b>', 'section: Must be a section alias'],
  ])('refuses the query "%s" with a 400 naming the field', async (query, message) => {
    const response = await creativeFor('alpha.localhost', query);
    expect(response.statusCode).toBe(400);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json().errors[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(response.json().errors[0].message).toContain(message);
  });

  it("keeps tenants apart: a unit of another tenant is unknown, and a shared key serves the host's own creative", async () => {
    const other = await creativeFor('alpha.localhost', 'unit=beta-only&sizes=300x250');
    expect([other.statusCode, other.json().errors[0].extensions.code]).toEqual([404, 'NOT_FOUND']);
    expect((await creativeFor('beta.localhost', 'unit=rail1&sizes=300x250')).body).toContain('beta-rail.svg');
    for (const r of [0, 1, 2, 3])
      expect((await creativeFor('alpha.localhost', `unit=rail1&sizes=300x250&r=${r}`)).body).not.toContain('beta');
    expect((await creativeFor('nobody.localhost', 'unit=rail1&sizes=300x250')).statusCode).toBe(404);
  });
});
