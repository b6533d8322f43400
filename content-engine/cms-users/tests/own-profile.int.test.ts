import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCmsUser, loginAs, type CmsUserFixture } from '../../testing/fixtures-cms-users.ts';
import { createUsersScenario, type UsersScenario } from './users-scenario.ts';
import { loginThrottle } from '../../credentials/login-throttle.ts';
import { cmsLoginKeys } from '../operations/login-cms-user.ts';

let s: UsersScenario;
const valid = (token: string) =>
  s.call<boolean>('validateCMSUserBearerToken', undefined, { token }).then((r) => r.value);
const login = (user: CmsUserFixture, password = user.password) =>
  s.call<{ bearerToken: string }>('loginCmsUser', { username: user.username, password }, { token: '' });

beforeAll(async () => {
  s = await createUsersScenario();
});
afterAll(() => s.close());

describe('updateOwnCmsUserProfile', () => {
  it('changes the signed-in user’s first and last name, and nothing else', async () => {
    const { value } = await s.call(
      'updateOwnCmsUserProfile',
      { firstName: ' Edith ', lastName: 'Editor' },
      { token: s.tokens.editorA },
    );
    expect(value).toMatchObject({
      username: 'editor-a',
      firstName: 'Edith',
      lastName: 'Editor',
      role: 'editor',
      tenants: ['a'],
    });
    expect((await s.call('getActiveCMSUser', undefined, { token: s.tokens.editorA })).value).toMatchObject({
      firstName: 'Edith',
    });
  });

  it('keeps the username read-only', async () => {
    const { code } = await s.call(
      'updateOwnCmsUserProfile',
      { firstName: 'E', lastName: 'E', username: 'renamed' },
      { token: s.tokens.editorA },
    );
    expect(code).toBe('BAD_USER_INPUT');
    expect(await s.engine.db('cms_users').where({ username: 'renamed' }).first()).toBeUndefined();
  });

  it('requires both names and a signed-in user', async () => {
    expect(
      (await s.call('updateOwnCmsUserProfile', { firstName: '', lastName: ' ' }, { token: s.tokens.editorA })).message,
    ).toBe('Invalid input. firstName: Field is required; lastName: Field is required');
    expect((await s.call('updateOwnCmsUserProfile', { firstName: 'A', lastName: 'B' }, { token: '' })).code).toBe(
      'UNAUTHENTICATED',
    );
  });
});

describe('changeOwnCmsUserPassword', () => {
  it('changes the password given the current one; the user’s other sessions end, this one goes on', async () => {
    const fay = await insertCmsUser(s.engine.db, { username: 'fay', tenants: ['a'] });
    const other = (await loginAs(s.engine.context(), fay)).bearerToken;
    const current = (await loginAs(s.engine.context(), fay)).bearerToken;
    const changed = await s.call(
      'changeOwnCmsUserPassword',
      { currentPassword: fay.password, newPassword: 'a new password for fay' },
      { token: current },
    );
    expect(changed.value).toBe(true);
    expect(await valid(current)).toBe(true);
    expect(await valid(other)).toBe(false);
    expect((await login(fay)).code).toBe('UNAUTHENTICATED');
    expect((await login(fay, 'a new password for fay')).value?.bearerToken).toBeTruthy();
  });

  it('says so when the current password is wrong, and changes nothing', async () => {
    const gil = await insertCmsUser(s.engine.db, { username: 'gil', tenants: ['a'] });
    const token = (await loginAs(s.engine.context(), gil)).bearerToken;
    const wrong = await s.call(
      'changeOwnCmsUserPassword',
      { currentPassword: 'not my password', newPassword: 'a new password for gil' },
      { token },
    );
    expect(wrong).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Invalid input. currentPassword: The current password is not correct',
    });
    expect((await login(gil)).value?.bearerToken).toBeTruthy();
  });

  it('applies the password policy and requires the current password', async () => {
    const token = s.tokens.editorA;
    const short = await s.call(
      'changeOwnCmsUserPassword',
      { currentPassword: s.users.editorA.password, newPassword: 'short' },
      { token },
    );
    expect(short.message).toBe('Invalid input. newPassword: The password must be at least 10 characters long.');
    expect((await s.call('changeOwnCmsUserPassword', { newPassword: 'long enough now' }, { token })).message).toBe(
      'Invalid input. currentPassword: Field is required',
    );
    const same = await s.call(
      'changeOwnCmsUserPassword',
      { currentPassword: s.users.editorA.password, newPassword: s.users.editorA.password },
      { token },
    );
    expect(same.message).toBe('Invalid input. newPassword: The new password must differ from the current one');
  });

  it('makes the address wait after wrong current passwords, like the login, without locking the account', async () => {
    const hal = await insertCmsUser(s.engine.db, { username: 'hal', tenants: ['a'] });
    const token = (await loginAs(s.engine.context(), hal)).bearerToken;
    const attempt = (currentPassword: string) =>
      s.call('changeOwnCmsUserPassword', { currentPassword, newPassword: 'a new password for hal' }, { token });
    await s.engine.db('login_throttle').delete();
    for (let i = 0; i <= loginThrottle.freeFailuresPerAccountAtAddress; i++)
      expect((await attempt(`guess ${i}`)).code).toBe('BAD_USER_INPUT');
    const key = cmsLoginKeys({ userId: hal.id, login: 'hal', ip: '127.0.0.1' }).accountAtAddress;
    expect(await s.engine.db('login_throttle').where({ key }).first()).toMatchObject({
      failures: loginThrottle.freeFailuresPerAccountAtAddress + 1,
    });
    // The clock is real here: stretch the wait rather than racing a one-second one.
    await s.engine
      .db('login_throttle')
      .where({ key })
      .update({ wait_until: Date.now() + 10 * 60_000 });
    expect((await attempt(hal.password)).code).toBe('RATE_LIMITED');
    await expect(loginAs(s.engine.context({ ip: '10.1.2.3' }), hal)).resolves.toMatchObject({
      bearerToken: expect.any(String),
    });
  });

  it('needs a signed-in user', async () => {
    expect(
      (
        await s.call(
          'changeOwnCmsUserPassword',
          { currentPassword: 'x', newPassword: 'long enough now' },
          { token: '' },
        )
      ).code,
    ).toBe('UNAUTHENTICATED');
  });
});
