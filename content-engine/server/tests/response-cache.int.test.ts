import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, type TenantFixture } from '../../layouts/tests/two-tenants.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';
import { tags } from '../../core/change-tags.ts';

let engine: TestEngine;
let a: TenantFixture;
const query =
  'query page($alias: String!, $useCache: Boolean) { getWebsiteLayoutPage(input: { alias: $alias, useCache: $useCache }) { id usedContentIds primaryGrid } }';

const post = (variables: Record<string, unknown>, headers: Record<string, string> = {}) =>
  engine.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', 'tenant-key': 'alpha', ...headers },
    payload: { query, variables },
  });

beforeAll(async () => {
  engine = await createTestEngine();
  a = await buildTenant(engine.db, 'alpha');
});
afterAll(() => engine.close());

describe('the public response cache', () => {
  it('replays an anonymous useCache page with an ETag, compressed when the client accepts it', async () => {
    const first = await post({ alias: '/news', useCache: true });
    const second = await post({ alias: '/news', useCache: true }, { 'accept-encoding': 'gzip' });
    expect(first.headers.etag).toBeDefined();
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(second.rawPayload).toString())).toEqual(first.json());
    expect(first.json().data.getWebsiteLayoutPage.id).toBe(a.sections.news);
  });

  it('answers 304 to a client that already has the response', async () => {
    const first = await post({ alias: '/news', useCache: true });
    const again = await post({ alias: '/news', useCache: true }, { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
  });

  it('does not cache without useCache, for signed-in callers, or errors', async () => {
    expect((await post({ alias: '/news' })).headers.etag).toBeUndefined();
    expect(
      (await post({ alias: '/news', useCache: true }, { authorization: 'Bearer nothing' })).headers.etag,
    ).toBeUndefined();
    expect((await post({ alias: '/nowhere', useCache: true })).headers.etag).toBeUndefined();
  });

  it("drops a tenant's responses on its change events", async () => {
    const first = await post({ alias: '/news', useCache: true });
    await engine.db('content').where({ id: a.content.featured1 }).update({ status: 2 });
    engine.events.emit({
      tenantKey: 'alpha',
      kind: 'content',
      tags: [tags.content(a.content.featured1)],
      at: Date.now(),
    });
    await engine.events.settled();
    const after = await post({ alias: '/news', useCache: true });
    expect(after.headers.etag).not.toBe(first.headers.etag);
    expect(after.json().data.getWebsiteLayoutPage.usedContentIds).not.toContain(a.content.featured1);
  });
});
