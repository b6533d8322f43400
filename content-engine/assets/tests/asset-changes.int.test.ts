import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, type TenantFixture } from '../../layouts/tests/two-tenants.ts';
import { insertCmsUser, loginAs } from '../../testing/fixtures-cms-users.ts';
import { insertAsset } from '../../testing/fixtures.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';
import { tags as changeTags } from '../../core/change-tags.ts';

/* An asset edit regenerates the pages that show it, and asset writes are in the history. */
let engine: TestEngine;
let a: TenantFixture;
let token: string;

beforeAll(async () => {
  engine = await createTestEngine();
  a = await buildTenant(engine.db, 'alpha');
  token = (
    await loginAs(engine.context(), await insertCmsUser(engine.db, { username: 'asset-editor', tenants: ['alpha'] }))
  ).bearerToken;
});
afterAll(() => engine.close());

describe('asset changes', () => {
  it('an alt text edit emits a change of the asset and of the items showing the image, and is recorded', async () => {
    const asset = await insertAsset(engine.db, {
      tenantKey: 'alpha',
      fileName: 'truck.jpg',
      src: '/files/alpha/truck.jpg',
    });
    await engine.db('content').where({ id: a.content.newsStory }).update({ primary_image_id: asset });
    const before = engine.emitted.length;
    const result = await engine.gql(
      'mutation($input: UpdateAssetInput!) { updateAsset(input: $input) { id alt } }',
      { input: { id: asset, alt: 'A red truck' } },
      { tenantKey: 'alpha', token },
    );
    expect(result.errors).toBeUndefined();
    expect(engine.emitted.slice(before)).toEqual([
      expect.objectContaining({
        tenantKey: 'alpha',
        kind: 'asset',
        tags: [changeTags.asset(asset), changeTags.content(a.content.newsStory)],
      }),
    ]);
    const entries = await engine
      .db('history_entries')
      .where({ entity_type: 'asset', entity_id: String(asset) })
      .select('action', 'changes');
    expect(entries.map((e) => e.action)).toEqual(['update']);
    expect(JSON.parse(entries[0]!.changes)).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'alt', after: 'A red truck' })]),
    );
  });

  it('deleting an asset regenerates the items that showed it and records the delete', async () => {
    const asset = await insertAsset(engine.db, {
      tenantKey: 'alpha',
      fileName: 'gone.jpg',
      src: '/files/alpha/gone.jpg',
    });
    await engine.db('content').where({ id: a.content.video }).update({ primary_image_id: asset });
    const before = engine.emitted.length;
    const result = await engine.gql(
      'mutation($input: DeleteAssetInput!) { deleteAsset(input: $input) }',
      { input: { id: asset } },
      { tenantKey: 'alpha', token },
    );
    expect(result.errors).toBeUndefined();
    expect(engine.emitted.slice(before).flatMap((e) => e.tags)).toContain(changeTags.content(a.content.video));
    expect(
      await engine
        .db('history_entries')
        .where({ entity_type: 'asset', entity_id: String(asset), action: 'delete' })
        .count({ n: '*' })
        .first(),
    ).toMatchObject({ n: 1 });
  });
});
