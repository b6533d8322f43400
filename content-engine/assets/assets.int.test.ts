import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEngine, type TestEngine } from '../testing/test-engine.ts';
import { insertAsset, insertTenant } from '../testing/fixtures.ts';
import { findAssetsByIds } from './queries.ts';

const assetQuery = /* GraphQL */ `
  query ($input: GetAssetInput!) {
    getAsset(input: $input) {
      id
      type
      fileName
      src
      mimeType
      width
      height
      caption
      credit
      alt
      isLogo
    }
  }
`;

describe('assets', () => {
  let engine: TestEngine;
  const ids = { photo: 0, logo: 0, beta: 0 };

  beforeAll(async () => {
    engine = await createTestEngine();
    const { db } = engine;
    await insertTenant(db, { key: 'alpha' });
    await insertTenant(db, { key: 'beta' });
    ids.photo = await insertAsset(db, { tenantKey: 'alpha', fileName: 'truck.jpg', src: '/files/truck.jpg' });
    ids.logo = await insertAsset(db, {
      tenantKey: 'alpha',
      fileName: 'logo.png',
      src: '/files/logo.png',
      isLogo: true,
      width: 300,
      height: 100,
    });
    ids.beta = await insertAsset(db, { tenantKey: 'beta', fileName: 'beta.jpg' });
    await db('assets').where({ id: ids.photo }).update({ caption: 'A truck', credit: 'Jo Lens', alt: 'Red truck' });
  });
  afterAll(() => engine.close());

  it('returns an asset by id', async () => {
    const { data, errors } = await engine.gql<{ getAsset: unknown }>(
      assetQuery,
      { input: { id: ids.photo } },
      { tenantKey: 'alpha' },
    );
    expect(errors).toBeUndefined();
    expect(data?.getAsset).toEqual({
      id: ids.photo,
      type: 'Image',
      fileName: 'truck.jpg',
      src: '/files/truck.jpg',
      mimeType: 'image/jpeg',
      width: 1200,
      height: 800,
      caption: 'A truck',
      credit: 'Jo Lens',
      alt: 'Red truck',
      isLogo: false,
    });
  });

  it('reads the logo flag as a boolean', async () => {
    const { data } = await engine.gql<{ getAsset: { isLogo: boolean } }>(
      assetQuery,
      { input: { id: ids.logo } },
      { tenantKey: 'alpha' },
    );
    expect(data?.getAsset.isLogo).toBe(true);
  });

  it('answers NOT_FOUND for an unknown id or another tenant’s asset', async () => {
    for (const id of [999_999, ids.beta]) {
      const { errors } = await engine.gql(assetQuery, { input: { id } }, { tenantKey: 'alpha' });
      expect(errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    }
  });

  it('loads many assets at once, leaving out other tenants’ ids', async () => {
    const assets = await findAssetsByIds(engine.db, 'alpha', [ids.photo, ids.logo, ids.beta, ids.photo]);
    expect([...assets.keys()].sort((a, b) => a - b)).toEqual([ids.photo, ids.logo]);
    expect(assets.get(ids.logo)?.fileName).toBe('logo.png');
    expect((await findAssetsByIds(engine.db, 'alpha', [])).size).toBe(0);
  });
});
