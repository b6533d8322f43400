import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsToken } from '../../testing/fixtures-cms-tokens.ts';
import { insertCmsUser, loginAs } from '../../testing/fixtures-cms-users.ts';
import { createHistoryScenario, type HistoryNode, type HistoryScenario } from './history-scenario.ts';

let s: HistoryScenario;
let admin: string;

const mutate = async <T = { id: number }>(name: string, input: Record<string, unknown>, token = admin) => {
  const result = await s.run<Record<string, T>>(`mutation/cmsUser/${name}`, { input }, { token });
  expect(result.errors).toBeUndefined();
  return result.data![name]!;
};
const entriesOf = async (id: number): Promise<HistoryNode[]> =>
  (await s.history({ entityType: 'cms_user', entityId: String(id) }, { token: admin })).data!.getHistory.edges.map(
    (e) => e.node,
  );

beforeAll(async () => {
  s = await createHistoryScenario();
  admin = await cmsToken(s.engine, { username: 'root', role: 'administrator', isGlobal: true });
});
afterAll(() => s.engine.close());

describe('CMS user writes in the history', () => {
  it('records a created and an edited user as global entries, seen by global users only', async () => {
    const { id } = await mutate('createCmsUser', {
      email: 'dana@example.com',
      username: 'dana',
      firstName: 'Dana',
      lastName: 'Lee',
      tenants: ['alpha'],
    });
    await mutate('updateCmsUser', { id, role: 'viewer', lastName: 'Lee-Park' });
    const [updated, created] = await entriesOf(id);
    expect(created).toMatchObject({ tenantKey: null, username: 'root', action: 'create' });
    expect(Object.fromEntries(created!.changes.map((c) => [c.field, c.after]))).toMatchObject({
      email: 'dana@example.com',
      username: 'dana',
      role: 'editor',
      tenants: ['alpha'],
    });
    expect(updated).toMatchObject({ tenantKey: null, action: 'update' });
    expect(updated!.changes).toEqual(
      expect.arrayContaining([
        { field: 'lastName', before: 'Lee', after: 'Lee-Park' },
        { field: 'role', before: 'editor', after: 'viewer' },
      ]),
    );
    const fromBeta = (
      await s.history({ entityType: 'cms_user', entityId: String(id) }, { token: admin, tenantKey: 'beta' })
    ).data!.getHistory;
    expect(fromBeta.totalCount).toBe(2);
    // A site-specific viewer does not see global entries: they name other tenants' users.
    const siteSpecific = (
      await s.history({ entityType: 'cms_user', entityId: String(id) }, { token: s.tokens.bob, tenantKey: 'beta' })
    ).data!.getHistory;
    expect(siteSpecific.totalCount).toBe(0);
  });

  it('records that a user changed their password and profile, never the password', async () => {
    const erin = await insertCmsUser(s.engine.db, { username: 'erin', tenants: ['alpha'] });
    const token = (await loginAs(s.engine.context(), erin)).bearerToken;
    await mutate<boolean>(
      'changeOwnCmsUserPassword',
      { currentPassword: erin.password, newPassword: 'a brand new secret phrase' },
      token,
    );
    await mutate('updateOwnCmsUserProfile', { firstName: 'Erin', lastName: 'Ng' }, token);
    const [profile, password] = await entriesOf(erin.id);
    expect(password).toMatchObject({
      username: 'erin',
      cmsUserId: erin.id,
      action: 'change_password',
      changes: [{ field: 'password', before: '[hidden]', after: '[hidden]' }],
    });
    expect(profile).toMatchObject({
      action: 'update_profile',
      changes: [
        { field: 'firstName', before: 'erin', after: 'Erin' },
        { field: 'lastName', before: 'Tester', after: 'Ng' },
      ],
    });
    const stored = JSON.stringify(await s.engine.db('history_entries').select('changes'));
    const hash = (
      (await s.engine.db('cms_users').where({ id: erin.id }).first('password_hash')) as { password_hash: string }
    ).password_hash;
    for (const secret of ['a brand new secret phrase', erin.password, hash, 'scrypt$'])
      expect(stored).not.toContain(secret);
  });
});
