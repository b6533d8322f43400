import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCmsUser } from '../../testing/fixtures-cms-users.ts';
import { createUsersScenario, type UsersScenario } from './users-scenario.ts';

interface Listed {
  username: string;
  tenants: string[];
  isGlobal: boolean;
  status: number;
}
interface Stream {
  edges: { node: Listed }[];
  pageInfo: { hasNextPage: boolean };
  totalCount: number;
}

let s: UsersScenario;
const list = async (input: Record<string, unknown> = {}, options?: { token?: string; tenantKey?: string }) => {
  const result = await s.call<Stream>('getCmsUserStream', input, options);
  return { ...result, names: result.value?.edges.map((e) => e.node.username) };
};

beforeAll(async () => {
  s = await createUsersScenario();
});
afterAll(() => s.close());

describe('getCmsUserStream', () => {
  it('lists every user to a global manager, global users included, with the total count', async () => {
    const { names, value } = await list();
    expect(names).toHaveLength(7);
    expect(names).toEqual(expect.arrayContaining(['admin', 'gus', 'bob', 'cy', 'ann']));
    expect(value?.totalCount).toBe(7);
    expect(value?.pageInfo.hasNextPage).toBe(false);
  });

  it('pages through the users', async () => {
    const first = await list({ pagination: { limit: 3 } });
    const second = await list({ pagination: { limit: 3, skip: 3 } });
    const last = await list({ pagination: { limit: 3, skip: 6 } });
    expect(first.value).toMatchObject({ totalCount: 7, pageInfo: { hasNextPage: true } });
    expect(last.value).toMatchObject({ totalCount: 7, pageInfo: { hasNextPage: false } });
    expect(new Set([...first.names!, ...second.names!, ...last.names!]).size).toBe(7);
  });

  it('finds users by any part of the e-mail, username or names, ignoring case, with wildcards taken literally', async () => {
    expect((await list({ search: 'ARCHER' })).names).toEqual(['ann']);
    expect((await list({ search: 'manager' })).names).toEqual(['manager-a']);
    expect((await list({ search: '%' })).names).toEqual([]);
    expect((await list({ search: 'Tester', pagination: { limit: 2 } })).value?.totalCount).toBe(7);
  });

  it('filters by status', async () => {
    expect((await list({ status: 0 })).names).toEqual(['cy']);
    expect((await list({ status: 1 })).value?.totalCount).toBe(6);
    expect((await list({ status: 5 })).code).toBe('BAD_USER_INPUT');
  });

  it('shows a manager of tenant A only the site-specific users sharing A, and only the sites they share', async () => {
    const { names, value } = await list({}, { token: s.tokens.managerA });
    expect([...names!].sort()).toEqual(['ann', 'cy', 'editor-a', 'manager-a']);
    expect(value?.edges.find((e) => e.node.username === 'cy')?.node.tenants).toEqual(['a']);
  });

  it('refuses a user without manage_users, anonymous callers, and a manager of A on tenant B', async () => {
    expect((await list({}, { token: s.tokens.editorA })).code).toBe('FORBIDDEN');
    expect((await list({}, { token: '' })).code).toBe('UNAUTHENTICATED');
    expect((await list({}, { token: s.tokens.managerA, tenantKey: 'b' })).code).toBe('FORBIDDEN');
  });
});

describe('getCmsUser', () => {
  it('answers one user with their permissions', async () => {
    const { value } = await s.call<Record<string, unknown>>('getCmsUser', { id: s.users.cy.id });
    expect(value).toMatchObject({
      username: 'cy',
      email: 'cy@example.com',
      role: 'editor',
      status: 0,
      isGlobal: false,
      tenants: ['a', 'b'],
      extraPermissions: [],
    });
    expect(value?.permissions).toContain('manage_content');
  });

  it('answers NOT_FOUND to a manager of A for users of B only, global users and unknown ids', async () => {
    for (const id of [s.users.bob.id, s.users.gus.id, 999_999])
      expect((await s.call('getCmsUser', { id }, { token: s.tokens.managerA })).code).toBe('NOT_FOUND');
    expect((await s.call('getCmsUser', { id: s.users.ann.id }, { token: s.tokens.managerA })).value).toMatchObject({
      username: 'ann',
    });
  });

  it('refuses a user without manage_users', async () => {
    expect((await s.call('getCmsUser', { id: s.users.ann.id }, { token: s.tokens.editorA })).code).toBe('FORBIDDEN');
  });
});

describe('getCmsRoles', () => {
  it('lists the roles with their labels and permissions for the role select', async () => {
    const { value } = await s.call<{ name: string; label: string; permissions: string[] }[]>('getCmsRoles');
    expect(value?.map((r) => [r.name, r.label])).toEqual([
      ['administrator', 'Administrator'],
      ['editor', 'Editor'],
      ['viewer', 'Viewer'],
    ]);
    expect(value?.find((r) => r.name === 'administrator')?.permissions).toContain('manage_users');
    expect(value?.find((r) => r.name === 'editor')?.permissions).not.toContain('manage_users');
  });

  it('needs manage_users', async () => {
    expect((await s.call('getCmsRoles', undefined, { token: s.tokens.editorA })).code).toBe('FORBIDDEN');
  });
});

describe('a large list', () => {
  it('counts every match while answering one page', async () => {
    for (let i = 0; i < 30; i++)
      await insertCmsUser(s.engine.db, { username: `bulk-${String(i).padStart(2, '0')}`, tenants: ['b'] });
    const { names, value } = await list({ search: 'bulk-', pagination: { limit: 25 } });
    expect(names).toHaveLength(25);
    expect(value).toMatchObject({ totalCount: 30, pageInfo: { hasNextPage: true } });
    expect((await list({ search: 'bulk-' }, { token: s.tokens.managerA })).value?.totalCount).toBe(0);
  });
});
