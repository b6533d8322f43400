import { cmsToken } from '../../testing/fixtures-cms-tokens.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordHistory } from '../record-history.ts';
import { createHistoryScenario, type HistoryScenario } from './history-scenario.ts';

let s: HistoryScenario;

const createRedirect = async (from: string, options: { token?: string; tenantKey?: string } = {}) => {
  const result = await s.run('mutation/redirect/createRedirect', { input: { from, to: '/news' } }, options);
  expect(result.errors).toBeUndefined();
};

beforeAll(async () => {
  s = await createHistoryScenario();
  for (let i = 1; i <= 3; i++) {
    s.clock.now += 1_000;
    await createRedirect(`/alpha-${i}`);
  }
  s.clock.now += 1_000;
  await createRedirect('/beta-only', { token: s.tokens.bob, tenantKey: 'beta' });
  await recordHistory({
    ctx: s.engine.context(),
    tenantKey: null,
    entityType: 'cms_user',
    entityId: 99,
    action: 'update',
    before: { firstName: 'Old' },
    after: { firstName: 'New' },
    actor: { id: 1, username: 'admin' },
  });
});
afterAll(() => s.engine.close());

describe('getHistory', () => {
  it('is refused without view_history, and without a signed-in user', async () => {
    const refused = await s.history({}, { token: s.tokens.nosy });
    expect(refused.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect(refused.errors?.[0]?.message).toBe('This needs one of the permissions: view_history.');
    expect((await s.history({}, { token: '' })).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });

  it('is refused on a tenant the user may not use', async () => {
    const refused = await s.history({}, { token: s.tokens.alice, tenantKey: 'beta' });
    expect(refused.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });

  it('lists the tenant’s entries newest first (global ones to global users only), never another tenant’s', async () => {
    const alpha = (await s.history()).data!.getHistory;
    expect(
      alpha.edges.map((e) => [
        e.node.tenantKey,
        e.node.entityType,
        e.node.changes.find((c) => c.field === 'from')?.after ?? null,
      ]),
    ).toEqual([
      ['alpha', 'redirect', '/alpha-3'],
      ['alpha', 'redirect', '/alpha-2'],
      ['alpha', 'redirect', '/alpha-1'],
    ]);
    const beta = (await s.history({}, { token: s.tokens.bob, tenantKey: 'beta' })).data!.getHistory;
    expect(beta.edges.map((e) => e.node.tenantKey)).toEqual(['beta']);
    expect(JSON.stringify(beta)).not.toContain('alpha-');
    const root = await cmsToken(s.engine, { username: 'history-root', role: 'administrator', isGlobal: true });
    const global = (await s.history({}, { token: root })).data!.getHistory;
    expect(global.edges.map((e) => e.node.tenantKey)).toEqual([null, 'alpha', 'alpha', 'alpha']);
  });

  it('filters by entity type, entity and user, and pages with a total count', async () => {
    const page = (await s.history({ entityType: 'redirect', pagination: { limit: 2, skip: 1 } })).data!.getHistory;
    expect(page.totalCount).toBe(3);
    expect(page.pageInfo.hasNextPage).toBe(false);
    expect(page.edges.map((e) => e.node.changes[0]?.after)).toEqual(['/alpha-2', '/alpha-1']);
    const root = await cmsToken(s.engine, { username: 'history-root-2', role: 'administrator', isGlobal: true });
    expect(
      (await s.history({ entityType: 'cms_user', entityId: '99' }, { token: root })).data!.getHistory.edges[0]?.node,
    ).toMatchObject({ username: 'admin', changes: [{ field: 'firstName', before: 'Old', after: 'New' }] });
    const bob = (await s.engine.db('cms_users').where({ username: 'bob' }).first('id')) as { id: number };
    expect((await s.history({ cmsUserId: bob.id })).data!.getHistory.totalCount).toBe(0);
    expect((await s.history({ entityType: ' ', entityId: '' })).data!.getHistory.totalCount).toBe(3);
  });

  it('rejects a page larger than 200', async () => {
    expect((await s.history({ pagination: { limit: 500 } })).errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
  });
});
