import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRedirect } from '../../testing/fixtures-catalogue.ts';
import { cmsToken, operationDocument } from '../../testing/fixtures-cms-tokens.ts';
import { insertTenant } from '../../testing/fixtures.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';

interface Stream {
  edges: { node: { id: number; from: string; to: string; code: number } }[];
  pageInfo: { hasNextPage: boolean };
  totalCount: number;
}

let engine: TestEngine;
let document = '';
const tokens = { editor: '', viewer: '' };

const list = async (input: Record<string, unknown> | null, { token = tokens.editor, tenantKey = 'alpha' } = {}) => {
  const { data, errors } = await engine.gql<{ getRedirectStream: Stream }>(document, { input }, { token, tenantKey });
  return { stream: data?.getRedirectStream, code: errors?.[0]?.extensions.code };
};
const froms = (stream?: Stream) => stream?.edges.map((edge) => edge.node.from);

beforeAll(async () => {
  engine = await createTestEngine();
  document = await operationDocument('query/redirect/getRedirectStream');
  await insertTenant(engine.db, { key: 'alpha' });
  await insertTenant(engine.db, { key: 'beta' });
  for (const from of ['/c-page', '/a-page', '/B-page'])
    await insertRedirect(engine.db, { tenantKey: 'alpha', from, to: `/to${from}` });
  await insertRedirect(engine.db, {
    tenantKey: 'alpha',
    from: '/promo',
    to: 'https://partner.example.com/offer',
    code: 302,
  });
  await insertRedirect(engine.db, { tenantKey: 'beta', from: '/a-page', to: '/beta' });
  tokens.editor = await cmsToken(engine, { username: 'editor', role: 'editor', tenants: ['alpha'] });
  tokens.viewer = await cmsToken(engine, { username: 'viewer', role: 'viewer', tenants: ['alpha'] });
});
afterAll(() => engine.close());

describe('getRedirectStream', () => {
  it("lists the site's redirects by source path, whatever the letter case, with the total", async () => {
    const { stream } = await list(null);
    expect(froms(stream)).toEqual(['/a-page', '/B-page', '/c-page', '/promo']);
    expect(stream?.edges[3]?.node).toEqual({
      id: expect.any(Number),
      from: '/promo',
      to: 'https://partner.example.com/offer',
      code: 302,
    });
    expect(stream?.totalCount).toBe(4);
  });

  it('pages with limit and skip and says whether more follow', async () => {
    const first = await list({ pagination: { limit: 2 } });
    expect(froms(first.stream)).toEqual(['/a-page', '/B-page']);
    expect(first.stream?.pageInfo.hasNextPage).toBe(true);
    const last = await list({ pagination: { limit: 2, skip: 2 } });
    expect(froms(last.stream)).toEqual(['/c-page', '/promo']);
    expect(last.stream?.pageInfo.hasNextPage).toBe(false);
  });

  it('searches the source and the target case-insensitively', async () => {
    expect(froms((await list({ search: 'b-PAGE' })).stream)).toEqual(['/B-page']);
    expect(froms((await list({ search: 'partner' })).stream)).toEqual(['/promo']);
    expect((await list({ search: '%' })).stream?.totalCount).toBe(0);
  });

  it('needs manage_redirects on the site', async () => {
    expect((await list(null, { token: tokens.viewer })).code).toBe('FORBIDDEN');
    expect((await list(null, { tenantKey: 'beta' })).code).toBe('FORBIDDEN');
    expect((await list(null, { token: '' })).code).toBeDefined();
  });
});
