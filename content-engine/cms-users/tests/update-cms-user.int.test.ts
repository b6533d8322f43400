import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCmsUser, loginAs } from '../../testing/fixtures-cms-users.ts';
import { createUsersScenario, type UsersScenario } from './users-scenario.ts';

interface Updated {
  id: number;
  email: string;
  username: string;
  firstName: string;
  role: string;
  status: number;
  isGlobal: boolean;
  tenants: string[];
  extraPermissions: string[];
}

let s: UsersScenario;
const update = (input: Record<string, unknown>, token?: string) => s.call<Updated>('updateCmsUser', input, { token });
const tenantsOf = async (id: number) =>
  (await s.engine.db('cms_user_tenants').where({ user_id: id }).orderBy('tenant_key').pluck('tenant_key')) as string[];

beforeAll(async () => {
  s = await createUsersScenario();
});
afterAll(() => s.close());

describe('updateCmsUser', () => {
  it('changes the fields it is given and keeps the others', async () => {
    const { value } = await update({
      id: s.users.ann.id,
      firstName: 'Annabel',
      email: 'Annabel@Example.com',
      role: 'viewer',
      extraPermissions: ['manage_content'],
      tenants: ['a', 'b'],
    });
    expect(value).toMatchObject({
      username: 'ann',
      firstName: 'Annabel',
      email: 'annabel@example.com',
      role: 'viewer',
      extraPermissions: ['manage_content'],
      tenants: ['a', 'b'],
      status: 1,
    });
    expect((await update({ id: s.users.ann.id, isGlobal: true })).value).toMatchObject({
      isGlobal: true,
      tenants: [],
      firstName: 'Annabel',
    });
    expect(await tenantsOf(s.users.ann.id)).toEqual([]);
    expect((await update({ id: s.users.ann.id, isGlobal: false, tenants: ['a'] })).value).toMatchObject({
      isGlobal: false,
      tenants: ['a'],
    });
  });

  it('applies the rules of creation', async () => {
    expect((await update({ id: s.users.ann.id, lastName: '  ' })).message).toBe(
      'Invalid input. lastName: Field is required',
    );
    expect((await update({ id: s.users.ann.id, extraPermissions: ['nope'] })).code).toBe('BAD_USER_INPUT');
    expect((await update({ id: s.users.ann.id, tenants: [] })).message).toBe(
      'Invalid input. tenants: A site-specific user needs at least one site',
    );
    expect((await update({ id: s.users.ann.id, username: 'BOB' })).message).toBe(
      'A CMS user with this username already exists.',
    );
    expect((await update({ id: s.users.ann.id, email: 'bob@example.com' })).code).toBe('CONFLICT');
    expect((await update({ id: s.users.ann.id, username: 'ANN' })).value?.username).toBe('ANN');
    expect((await update({ id: 999_999, firstName: 'Ghost' })).code).toBe('NOT_FOUND');
  });

  it('puts permission and status changes into effect at once: a deactivated user is signed out', async () => {
    const dan = await insertCmsUser(s.engine.db, { username: 'dan', tenants: ['a'] });
    const { bearerToken } = await loginAs(s.engine.context(), dan);
    expect((await s.call('getCmsUserStream', {}, { token: bearerToken })).code).toBe('FORBIDDEN');
    await update({ id: dan.id, extraPermissions: ['manage_users'] });
    expect((await s.call('getCmsUserStream', {}, { token: bearerToken })).code).toBeUndefined();

    expect((await update({ id: dan.id, status: 0 })).value?.status).toBe(0);
    expect((await s.call('validateCMSUserBearerToken', undefined, { token: bearerToken })).value).toBe(false);
    expect((await s.call('loginCmsUser', { username: 'dan', password: dan.password })).code).toBe('UNAUTHENTICATED');
  });

  it('does not let managers deactivate themselves or take away their own manage_users', async () => {
    const self = { id: s.users.managerA.id };
    const token = s.tokens.managerA;
    expect(await update({ ...self, status: 0 }, token)).toMatchObject({
      code: 'FORBIDDEN',
      message: 'You cannot deactivate your own account.',
    });
    expect(await update({ ...self, extraPermissions: [] }, token)).toMatchObject({
      code: 'FORBIDDEN',
      message: 'You cannot remove manage_users from your own account.',
    });
    const ida = await insertCmsUser(s.engine.db, { username: 'ida', role: 'administrator', isGlobal: true });
    const idaToken = (await loginAs(s.engine.context(), ida)).bearerToken;
    expect((await update({ id: ida.id, role: 'editor' }, idaToken)).message).toBe(
      'You cannot remove manage_users from your own account.',
    );
    expect(
      (await update({ id: ida.id, role: 'editor', extraPermissions: ['manage_users'] }, idaToken)).value?.role,
    ).toBe('editor');
    expect(await update({ id: ida.id, role: 'administrator' }, idaToken)).toMatchObject({
      code: 'FORBIDDEN',
      message: 'You cannot grant permissions you do not hold.',
    });
    expect((await update({ ...self, firstName: 'Meg' }, token)).value?.firstName).toBe('Meg');
  });

  it('refuses a user without manage_users', async () => {
    expect((await update({ id: s.users.ann.id, firstName: 'X' }, s.tokens.editorA)).code).toBe('FORBIDDEN');
    expect((await update({ id: s.users.editorA.id, extraPermissions: ['manage_users'] }, s.tokens.editorA)).code).toBe(
      'FORBIDDEN',
    );
  });
});

describe('a manager of tenant A', () => {
  const token = () => s.tokens.managerA;

  it('cannot see or change users of B only, or global users', async () => {
    for (const id of [s.users.bob.id, s.users.gus.id, s.users.admin.id])
      expect((await update({ id, firstName: 'Taken' }, token())).code).toBe('NOT_FOUND');
  });

  it('cannot give a user tenant B or make them global', async () => {
    expect((await update({ id: s.users.editorA.id, tenants: ['a', 'b'] }, token())).code).toBe('FORBIDDEN');
    expect((await update({ id: s.users.editorA.id, isGlobal: true }, token())).code).toBe('FORBIDDEN');
    expect(await tenantsOf(s.users.editorA.id)).toEqual(['a']);
  });

  it('keeps the sites of a shared user they cannot see', async () => {
    const { value } = await update({ id: s.users.cy.id, tenants: ['a'], status: 0 }, token());
    expect(value).toMatchObject({ tenants: ['a'] });
    expect(await tenantsOf(s.users.cy.id)).toEqual(['a', 'b']);
  });

  it('cannot change the account of a user who also works on tenant B: e-mail, names, role, permissions, status', async () => {
    const shared = await insertCmsUser(s.engine.db, {
      username: 'shared',
      email: 'shared@example.com',
      tenants: ['a', 'b'],
    });
    const row = async () => s.engine.db('cms_users').where({ id: shared.id }).first();
    const before = await row();
    for (const change of [
      { email: 'mine@example.com' },
      { username: 'mine' },
      { firstName: 'X' },
      { lastName: 'Y' },
      { role: 'viewer' },
      { extraPermissions: ['manage_content'] },
      { status: 0 },
      { isGlobal: true },
    ]) {
      const result = await update({ id: shared.id, ...change }, token());
      expect(result.code, JSON.stringify(change)).toBe('FORBIDDEN');
      expect(result.message).toContain(
        `only add or remove your own sites for them; ask a manager of all their sites to change: ${Object.keys(change)[0]}`,
      );
    }
    expect(await row()).toEqual(before);
    expect((await update({ id: shared.id, email: 'shared.new@example.com' })).value?.email).toBe(
      'shared.new@example.com',
    );
  });

  it('cannot change a user of A who holds permissions the manager lacks', async () => {
    const boss = await insertCmsUser(s.engine.db, { username: 'boss', role: 'administrator', tenants: ['a'] });
    expect(await update({ id: boss.id, email: 'mine@example.com' }, token())).toMatchObject({
      code: 'FORBIDDEN',
      message: 'You cannot change a CMS user who holds permissions you do not hold.',
    });
    expect((await update({ id: s.users.editorA.id, role: 'administrator' }, token())).code).toBe('FORBIDDEN');
  });
});
