import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTenant } from '../../testing/fixtures.ts';
import { insertCmsUser, loginAs, type CmsUserFixture } from '../../testing/fixtures-cms-users.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';
import { resolveCmsSession } from '../operations/resolve-session.ts';

const validate = /* GraphQL */ `
  query validateCMSUserBearerToken {
    validateCMSUserBearerToken
  }
`;
const refresh = /* GraphQL */ `
  mutation refreshTokenCmsUser($input: RefreshTokenCmsUserInput!) {
    refreshTokenCmsUser(input: $input) {
      bearerToken
      bearerTokenExpiration
      refreshToken
    }
  }
`;
const logout = /* GraphQL */ `
  mutation logoutCmsUser {
    logoutCmsUser
  }
`;

type Refreshed = { refreshTokenCmsUser: { bearerToken: string; bearerTokenExpiration: number; refreshToken: string } };

const hour = 3_600_000;
let engine: TestEngine;
let ann: CmsUserFixture;

const isValid = async (token: string) =>
  (await engine.gql<{ validateCMSUserBearerToken: boolean }>(validate, {}, { token })).data?.validateCMSUserBearerToken;
const refreshWith = (refreshToken: string) => engine.gql<Refreshed>(refresh, { input: { refreshToken } });

beforeAll(async () => {
  engine = await createTestEngine();
  await insertTenant(engine.db, { key: 'a' });
  ann = await insertCmsUser(engine.db, { username: 'ann', tenants: ['a'] });
});
afterAll(() => engine.close());

describe('validateCMSUserBearerToken', () => {
  it('is true for a live bearer token', async () => {
    const { bearerToken } = await loginAs(engine.context(), ann);
    expect(await isValid(bearerToken)).toBe(true);
  });

  it('is false, not an error, for a missing or unknown token', async () => {
    const anonymous = await engine.gql(validate);
    expect(anonymous.errors).toBeUndefined();
    expect(anonymous.data?.validateCMSUserBearerToken).toBe(false);
    expect(await isValid('not-a-real-token')).toBe(false);
  });

  it('is false once the bearer token is 24 hours old', async () => {
    const issuedAt = Date.now() - 24 * hour - 1_000;
    const { bearerToken } = await loginAs(engine.context({ now: () => issuedAt }), ann);
    expect(await isValid(bearerToken)).toBe(false);
  });

  it('is false when the user has been deactivated', async () => {
    const ivy = await insertCmsUser(engine.db, { username: 'ivy', tenants: ['a'] });
    const { bearerToken } = await loginAs(engine.context(), ivy);
    await engine.db('cms_users').where({ id: ivy.id }).update({ status: 0 });
    const later = Date.now() + 60_000; // past the few seconds sessions are cached
    expect(
      await resolveCmsSession({ db: engine.db, memos: engine.engine.memos, token: bearerToken, now: later }),
    ).toBeNull();
  });
});

describe('resolveCmsSession', () => {
  it('gives the session until the bearer token expires, then null', async () => {
    let time = Date.now();
    const ctx = engine.context({ now: () => time });
    const { bearerToken, bearerTokenExpiration } = await loginAs(ctx, ann);
    expect(bearerTokenExpiration).toBe(time + 24 * hour);
    const session = await resolveCmsSession({
      db: engine.db,
      memos: engine.engine.memos,
      token: bearerToken,
      now: bearerTokenExpiration - 1,
    });
    expect(session).toMatchObject({ id: ann.id, username: 'ann', role: 'editor', isGlobal: false, tenants: ['a'] });
    expect(session?.permissions).toContain('manage_content');
    time = bearerTokenExpiration;
    expect(
      await resolveCmsSession({ db: engine.db, memos: engine.engine.memos, token: bearerToken, now: time }),
    ).toBeNull();
  });

  it('answers null for a wrong kind of token (a refresh token is not a bearer token)', async () => {
    const { refreshToken } = await loginAs(engine.context(), ann);
    expect(
      await resolveCmsSession({ db: engine.db, memos: engine.engine.memos, token: refreshToken, now: Date.now() }),
    ).toBeNull();
    expect(
      await resolveCmsSession({
        db: engine.db,
        memos: engine.engine.memos,
        token: 'x'.repeat(10_000),
        now: Date.now(),
      }),
    ).toBeNull();
  });
});

describe('refreshTokenCmsUser', () => {
  it('issues a new pair and retires the refresh token it was given', async () => {
    const first = await loginAs(engine.context(), ann);
    const { data } = await refreshWith(first.refreshToken);
    const second = data?.refreshTokenCmsUser;
    expect(second?.bearerToken).toBeTruthy();
    expect(second?.refreshToken).not.toBe(first.refreshToken);
    expect(await isValid(second?.bearerToken ?? '')).toBe(true);
    const again = await refreshWith(second?.refreshToken ?? '');
    expect(again.data?.refreshTokenCmsUser.bearerToken).toBeTruthy();
  });

  it('treats reuse of a retired refresh token as theft and ends the whole session family', async () => {
    const first = await loginAs(engine.context(), ann);
    const rotated = (await refreshWith(first.refreshToken)).data?.refreshTokenCmsUser;
    const reuse = await refreshWith(first.refreshToken);
    expect(reuse.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect(await isValid(rotated?.bearerToken ?? '')).toBe(false);
    expect((await refreshWith(rotated?.refreshToken ?? '')).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });

  it('refuses an unknown or expired refresh token', async () => {
    expect((await refreshWith('made-up')).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    const old = await loginAs(engine.context({ now: () => Date.now() - 31 * 24 * hour }), ann);
    expect((await refreshWith(old.refreshToken)).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });

  it('leaves other sessions of the user alone', async () => {
    const laptop = await loginAs(engine.context(), ann);
    const phone = await loginAs(engine.context(), ann);
    await refreshWith(laptop.refreshToken);
    await refreshWith(laptop.refreshToken);
    expect(await isValid(phone.bearerToken)).toBe(true);
  });
});

describe('logoutCmsUser', () => {
  it('revokes the bearer token and the refresh token of the session', async () => {
    const { bearerToken, refreshToken } = await loginAs(engine.context(), ann);
    expect(await isValid(bearerToken)).toBe(true);
    const result = await engine.gql(logout, {}, { token: bearerToken });
    expect(result.data?.logoutCmsUser).toBe(true);
    expect(await isValid(bearerToken)).toBe(false);
    expect((await refreshWith(refreshToken)).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });

  it('is false when there is no session to end', async () => {
    expect((await engine.gql(logout)).data?.logoutCmsUser).toBe(false);
  });
});
