import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTenant } from '../../testing/fixtures.ts';
import { insertCmsUser, loginAs } from '../../testing/fixtures-cms-users.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';

const activeUser = /* GraphQL */ `
  query {
    getActiveCMSUser {
      id
      tenants
    }
  }
`;
const tenantInfo = /* GraphQL */ `
  query {
    getTenantInfo {
      tenantKey
    }
  }
`;

let engine: TestEngine;
let siteToken: string;
let globalToken: string;

beforeAll(async () => {
  engine = await createTestEngine();
  await insertTenant(engine.db, { key: 'a' });
  await insertTenant(engine.db, { key: 'b' });
  const site = await insertCmsUser(engine.db, { username: 'sam', tenants: ['a'] });
  const global = await insertCmsUser(engine.db, { username: 'gus', isGlobal: true });
  siteToken = (await loginAs(engine.context(), site)).bearerToken;
  globalToken = (await loginAs(engine.context(), global)).bearerToken;
});
afterAll(() => engine.close());

describe('a site-specific CMS user', () => {
  it('is FORBIDDEN on every operation of a tenant outside their list', async () => {
    for (const query of [activeUser, tenantInfo]) {
      const result = await engine.gql(query, {}, { token: siteToken, tenantKey: 'b' });
      expect(result.status).toBe(403);
      expect(result.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    }
  });

  it('works on a tenant in their list', async () => {
    const user = await engine.gql(activeUser, {}, { token: siteToken, tenantKey: 'a' });
    expect(user.data?.getActiveCMSUser).toMatchObject({ tenants: ['a'] });
    const tenants = await engine.gql(tenantInfo, {}, { token: siteToken, tenantKey: 'a' });
    expect(tenants.data?.getTenantInfo).toEqual([{ tenantKey: 'a' }]);
  });
});

describe('a global CMS user', () => {
  it('works on every tenant', async () => {
    for (const tenantKey of ['a', 'b']) {
      const result = await engine.gql(activeUser, {}, { token: globalToken, tenantKey });
      expect(result.errors).toBeUndefined();
      expect((await engine.gql(tenantInfo, {}, { token: globalToken, tenantKey })).data?.getTenantInfo).toHaveLength(2);
    }
  });
});
