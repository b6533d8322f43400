import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertTenant } from '../../testing/fixtures.ts';
import { insertCmsUser, type CmsUserFixture } from '../../testing/fixtures-cms-users.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';

const login = /* GraphQL */ `
  mutation loginCmsUser($input: LoginCmsUserInput!) {
    loginCmsUser(input: $input) {
      bearerToken
      bearerTokenExpiration
      refreshToken
    }
  }
`;
const activeUser = /* GraphQL */ `
  query getActiveCMSUser {
    getActiveCMSUser {
      id
      email
      username
      firstName
      lastName
      role
      permissions
      extraPermissions
      isGlobal
      tenants
      status
    }
  }
`;

type Tokens = { loginCmsUser: { bearerToken: string; bearerTokenExpiration: number; refreshToken: string } };

let engine: TestEngine;
let ann: CmsUserFixture;

beforeAll(async () => {
  engine = await createTestEngine();
  await insertTenant(engine.db, { key: 'a' });
  ann = await insertCmsUser(engine.db, {
    username: 'ann',
    email: 'Ann.Editor@example.com',
    tenants: ['a'],
    extraPermissions: ['manage_users'],
  });
  await insertCmsUser(engine.db, { username: 'ivy', tenants: ['a'], status: 0 });
});
afterAll(() => engine.close());
// Every request comes from one address; keep the per-address throttle out of these tests.
beforeEach(() => engine.db('login_throttle').delete());

describe('loginCmsUser', () => {
  it('returns a bearer token valid for 24 hours and a refresh token', async () => {
    const before = Date.now();
    const { status, data } = await engine.gql<Tokens>(login, { input: { username: 'ann', password: ann.password } });
    expect(status).toBe(200);
    const tokens = data?.loginCmsUser;
    expect(tokens?.bearerToken).toMatch(/^[\w-]{43}$/);
    expect(tokens?.refreshToken).toMatch(/^[\w-]{43}$/);
    expect(tokens?.bearerTokenExpiration).toBeGreaterThanOrEqual(before + 24 * 3_600_000);
    expect(tokens?.bearerTokenExpiration).toBeLessThanOrEqual(Date.now() + 24 * 3_600_000);
  });

  it('accepts the e-mail address instead of the username, in any case', async () => {
    const { data } = await engine.gql<Tokens>(login, {
      input: { username: 'ann.editor@EXAMPLE.com', password: ann.password },
    });
    expect(data?.loginCmsUser.bearerToken).toBeTruthy();
  });

  it('stores only hashes of the tokens', async () => {
    const { data } = await engine.gql<Tokens>(login, { input: { username: 'ann', password: ann.password } });
    const stored = await engine.db('cms_tokens').pluck('token_hash');
    expect(stored).not.toContain(data?.loginCmsUser.bearerToken);
    expect(stored.every((hash: string) => /^[0-9a-f]{64}$/.test(hash))).toBe(true);
  });

  it('gives one generic UNAUTHENTICATED answer for a wrong password and for an unknown user', async () => {
    const wrong = await engine.gql(login, { input: { username: 'ann', password: 'not the password' } });
    const unknown = await engine.gql(login, { input: { username: 'nobody', password: 'not the password' } });
    expect(wrong.status).toBe(401);
    expect(wrong.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect(unknown.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect(unknown.errors?.[0]?.message).toBe(wrong.errors?.[0]?.message);
  });

  it('refuses an inactive user even with the right password, with the same answer', async () => {
    const result = await engine.gql(login, { input: { username: 'ivy', password: 'correct horse battery' } });
    expect(result.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect(result.errors?.[0]?.message).toBe('Invalid username or password.');
  });

  it('rejects empty credentials as bad input', async () => {
    const result = await engine.gql(login, { input: { username: '', password: '' } });
    expect(result.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
  });
});

describe('getActiveCMSUser', () => {
  it('returns the signed-in user with role and extra permissions', async () => {
    const { data } = await engine.gql<Tokens>(login, { input: { username: 'ann', password: ann.password } });
    const result = await engine.gql(activeUser, {}, { token: data?.loginCmsUser.bearerToken, tenantKey: 'a' });
    expect(result.data?.getActiveCMSUser).toMatchObject({
      id: ann.id,
      email: 'ann.editor@example.com',
      username: 'ann',
      role: 'editor',
      extraPermissions: ['manage_users'],
      isGlobal: false,
      tenants: ['a'],
      status: 1,
    });
    const permissions = (result.data?.getActiveCMSUser as { permissions: string[] }).permissions;
    expect(permissions).toEqual(expect.arrayContaining(['manage_content', 'manage_users']));
    expect(permissions).not.toContain('manage_modules');
  });

  it('is UNAUTHENTICATED without a token or with an unknown one', async () => {
    expect((await engine.gql(activeUser)).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect((await engine.gql(activeUser, {}, { token: 'made-up' })).errors?.[0]?.extensions.code).toBe(
      'UNAUTHENTICATED',
    );
  });
});
