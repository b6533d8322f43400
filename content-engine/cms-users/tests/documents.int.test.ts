import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTenant } from '../../testing/fixtures.ts';
import { insertCmsUser, type CmsUserFixture } from '../../testing/fixtures-cms-users.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';

let engine: TestEngine;
let ann: CmsUserFixture;

const documentText = async (path: string) => {
  const response = await engine.app.inject({ method: 'GET', url: `/graphql/${path}.gql` });
  expect(response.statusCode).toBe(200);
  return response.body;
};

beforeAll(async () => {
  engine = await createTestEngine();
  await insertTenant(engine.db, { key: 'a' });
  ann = await insertCmsUser(engine.db, { username: 'ann', tenants: ['a'] });
});
afterAll(() => engine.close());

describe('cmsUser operation documents', () => {
  it('sign in, read the user, validate, refresh and log out as the admin does', async () => {
    const login = await engine.gql<{ loginCmsUser: { bearerToken: string; refreshToken: string } }>(
      await documentText('mutation/cmsUser/loginCmsUser'),
      { input: { username: 'ann', password: ann.password } },
    );
    const token = login.data?.loginCmsUser.bearerToken;
    expect(token).toBeTruthy();
    const user = await engine.gql(await documentText('query/cmsUser/getActiveCMSUser'), {}, { token, tenantKey: 'a' });
    expect(user.data?.getActiveCMSUser).toMatchObject({ username: 'ann', status: 1 });
    const valid = await engine.gql(
      await documentText('query/cmsUser/validateCMSUserBearerToken'),
      {},
      { token, tenantKey: 'a' },
    );
    expect(valid.data?.validateCMSUserBearerToken).toBe(true);
    const refreshed = await engine.gql(await documentText('mutation/cmsUser/refreshTokenCmsUser'), {
      input: { refreshToken: login.data?.loginCmsUser.refreshToken },
    });
    expect(refreshed.errors).toBeUndefined();
    const logout = await engine.gql(await documentText('mutation/cmsUser/logoutCmsUser'), {}, { token });
    expect(logout.data?.logoutCmsUser).toBe(true);
  });

  it('for reset and invite are valid against the schema', async () => {
    for (const name of ['requestResetCMSUserPassword', 'resetCMSUserPassword', 'validateCMSUserInvite']) {
      const result = await engine.gql(await documentText(`mutation/cmsUser/${name}`), { input: {} });
      // Missing variables fail variable coercion, never document validation.
      expect(result.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
      expect(result.errors?.[0]?.message).not.toMatch(/Cannot query field|Unknown type/);
    }
  });
});
