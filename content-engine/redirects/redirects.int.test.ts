import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEngine, type TestEngine } from '../testing/test-engine.ts';
import { insertTenant } from '../testing/fixtures.ts';
import { insertRedirect } from '../testing/fixtures-catalogue.ts';
import { findRedirect } from './queries.ts';

const redirectQuery = /* GraphQL */ `
  query ($input: GetWebsiteRedirectInput!) {
    getWebsiteRedirect(input: $input) {
      from
      to
      code
    }
  }
`;

describe('website redirects', () => {
  let engine: TestEngine;
  const lookup = async (from: string, tenantKey = 'alpha', preserveQueryString?: boolean) => {
    const { data, errors } = await engine.gql<{
      getWebsiteRedirect: { from: string; to: string; code: number } | null;
    }>(redirectQuery, { input: { from, preserveQueryString } }, { tenantKey });
    expect(errors).toBeUndefined();
    return data?.getWebsiteRedirect;
  };

  beforeAll(async () => {
    engine = await createTestEngine();
    const { db } = engine;
    await insertTenant(db, { key: 'alpha' });
    await insertTenant(db, { key: 'beta' });
    await insertRedirect(db, { tenantKey: 'alpha', from: '/old-page', to: '/new-page' });
    await insertRedirect(db, { tenantKey: 'alpha', from: 'legacy/path/', to: '/new?ref=legacy', code: 302 });
    await insertRedirect(db, { tenantKey: 'alpha', from: '/Mixed/Case', to: '/mixed' });
    await insertRedirect(db, { tenantKey: 'alpha', from: '/q?id=5', to: '/exact' });
    await insertRedirect(db, { tenantKey: 'beta', from: '/old-page', to: '/beta-new' });
  });
  afterAll(() => engine.close());

  it('returns the target and code of a matching path', async () => {
    expect(await lookup('/old-page')).toEqual({ from: '/old-page', to: '/new-page', code: 301 });
  });

  it('matches whatever the slashes and letter case of the request or the stored source', async () => {
    expect((await lookup('/old-page/'))?.to).toBe('/new-page');
    expect((await lookup('OLD-PAGE'))?.to).toBe('/new-page');
    expect(await lookup('/legacy/path')).toEqual({ from: 'legacy/path/', to: '/new?ref=legacy', code: 302 });
    expect((await lookup('/mixed/case/'))?.to).toBe('/mixed');
  });

  it('ignores the query string when matching, unless a redirect names that exact query', async () => {
    expect((await lookup('/old-page?utm_source=x'))?.to).toBe('/new-page');
    expect((await lookup('/q?id=5'))?.to).toBe('/exact');
    expect(await lookup('/q?id=6')).toBeNull();
  });

  it('appends the query string to the target when asked, merging with the target query', async () => {
    expect((await lookup('/old-page?utm=1', 'alpha', true))?.to).toBe('/new-page?utm=1');
    expect((await lookup('/legacy/path?utm=1&ref=other', 'alpha', true))?.to).toBe('/new?ref=legacy&utm=1');
    expect((await lookup('/old-page?utm=1', 'alpha', false))?.to).toBe('/new-page');
  });

  it('returns null when no redirect matches', async () => {
    expect(await lookup('/nowhere')).toBeNull();
  });

  it('never uses another tenant’s redirects', async () => {
    expect((await lookup('/old-page', 'beta'))?.to).toBe('/beta-new');
    expect(await lookup('/mixed/case', 'beta')).toBeNull();
    expect(await findRedirect(engine.db, 'beta', '/legacy/path')).toBeNull();
  });

  it('rejects an empty source path as bad input', async () => {
    const { errors } = await engine.gql(redirectQuery, { input: { from: '' } }, { tenantKey: 'alpha' });
    expect(errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
  });

  it('finds redirects for page resolution through the query function', async () => {
    expect(await findRedirect(engine.db, 'alpha', '/legacy/path')).toMatchObject({ to: '/new?ref=legacy', code: 302 });
  });
});
