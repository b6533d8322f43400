import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissions } from '../../shared/permissions.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';
import { verifyPassword } from '../../credentials/passwords.ts';
import { ensureCmsUser, ensureRolesAndPermissions } from '../seed-roles.ts';

let engine: TestEngine;
const grants = async (role: string) =>
  engine.db('role_permissions').where({ role }).orderBy('permission').pluck('permission');

beforeAll(async () => {
  engine = await createTestEngine();
});
afterAll(() => engine.close());

describe('ensureRolesAndPermissions', () => {
  it('stores every permission and the administrator, editor and viewer roles, and can run again', async () => {
    await ensureRolesAndPermissions(engine.db);
    await ensureRolesAndPermissions(engine.db);
    expect(await engine.db('permissions').orderBy('name').pluck('name')).toEqual([...permissions].sort());
    expect(await grants('administrator')).toEqual([...permissions].sort());
    expect(await grants('editor')).toEqual(
      expect.arrayContaining(['manage_content', 'manage_taxonomy', 'manage_assets', 'manage_magazine_issues']),
    );
    expect(await grants('editor')).not.toContain('manage_users');
    const viewer = await grants('viewer');
    expect(viewer.length).toBeGreaterThan(0);
    expect(viewer.every((p: string) => p.startsWith('view_'))).toBe(true);
  });
});

describe('ensureCmsUser', () => {
  it('creates a user once and on later runs only sets the password', async () => {
    await ensureRolesAndPermissions(engine.db);
    const seed = {
      email: 'Admin@Example.com',
      username: 'admin',
      password: 'first password',
      role: 'administrator',
      isGlobal: true,
    };
    const id = await ensureCmsUser(engine.db, seed);
    expect(await ensureCmsUser(engine.db, { ...seed, email: 'admin@example.com', password: 'second password' })).toBe(
      id,
    );
    const rows = await engine.db('cms_users').select('email', 'password_hash', 'status', 'is_global');
    expect(rows).toHaveLength(1);
    expect(rows[0].email).toBe('admin@example.com');
    expect(await verifyPassword('second password', rows[0].password_hash)).toBe(true);
  });

  it('stores the tenants of a site-specific user', async () => {
    await engine.db('tenants').insert({ key: 't1', name: 'T1', abbreviation: 'T1', created: 1, updated: 1 });
    const id = await ensureCmsUser(engine.db, {
      email: 'site@example.com',
      password: 'site password',
      tenants: ['t1'],
    });
    expect(await engine.db('cms_user_tenants').where({ user_id: id }).pluck('tenant_key')).toEqual(['t1']);
  });

  it('says to seed the roles first when the role is unknown', async () => {
    await expect(
      ensureCmsUser(engine.db, { email: 'x@example.com', password: 'x password', role: 'nope' }),
    ).rejects.toThrow(/ensureRolesAndPermissions/);
  });
});
