import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsToken } from '../../testing/fixtures-cms-tokens.ts';
import { createWriteSuite, type WriteSuite } from '../../testing/fixtures-write-suites.ts';
import type { TestEngine } from '../../testing/test-engine.ts';
import { createTenantResolver } from '../../http/tenant-resolution.ts';
import { modules } from '../../shared/enums.ts';
import { turnAllModulesOn } from '../all-modules-in-development.ts';

/* setEnabledModules (issue 28, /admin/edit-enabled-modules): manage_modules switches a tenant's optional modules. */
let suite: WriteSuite<'setEnabledModules'>;
let engine: TestEngine;
const tokens = { admin: '', alphaModules: '', settings: '' };
type Answer = { tenantKey: string; enabledModules: string[] };

const send = (modules: unknown, { token = tokens.admin, tenantKey = 'alpha' } = {}) =>
  suite.mutate<Answer>('setEnabledModules', { modules }, { token, tenantKey });
const modulesOf = async (tenantKey: string) =>
  (
    await engine.gql<{ getTenantInfo: Answer[] }>(
      'query { getTenantInfo { tenantKey enabledModules } }',
      {},
      { tenantKey, token: tokens.admin },
    )
  ).data!.getTenantInfo.find((tenant) => tenant.tenantKey === tenantKey)!.enabledModules;

beforeAll(async () => {
  suite = await createWriteSuite('tenant', ['setEnabledModules']);
  ({ engine } = suite);
  tokens.admin = await cmsToken(engine, { username: 'admin', role: 'administrator', isGlobal: true });
  tokens.alphaModules = await cmsToken(engine, {
    username: 'alpha-modules',
    role: 'viewer',
    extraPermissions: ['manage_modules'],
    tenants: ['alpha'],
  });
  tokens.settings = await cmsToken(engine, {
    username: 'settings',
    role: 'viewer',
    extraPermissions: ['manage_site_settings'],
    tenants: ['alpha'],
  });
});
afterAll(() => engine.close());

describe('setEnabledModules', () => {
  it('switches the tenant’s modules, in the catalogue’s order, and rebuilds its site', async () => {
    const events = await suite.eventsOf(async () => {
      const { value, errors } = await send(['sourceesb', 'leaders', 'search', 'leaders'], {
        token: tokens.alphaModules,
      });
      expect(errors).toBeUndefined();
      expect(value).toEqual({ tenantKey: 'alpha', enabledModules: ['leaders', 'search', 'sourceesb'] });
    });
    expect(events).toEqual([{ tenantKey: 'alpha', kind: 'tenant', tags: [] }]);
    expect(await modulesOf('alpha')).toEqual(['leaders', 'search', 'sourceesb']);
    expect(await modulesOf('beta')).toEqual(['magazine', 'search', 'memberships', 'newsletters']);
    const entries: { username: string; entity_type: string; changes: string }[] = await engine
      .db('history_entries')
      .where({ tenant_key: 'alpha', entity_type: 'tenant_modules' });
    expect(entries.map((e) => e.username)).toEqual(['alpha-modules']);
  });

  it('turns every module off with an empty list', async () => {
    expect((await send([])).value?.enabledModules).toEqual([]);
  });

  it('refuses unknown modules', async () => {
    const { code, message } = await send(['search', 'weather']);
    expect(code).toBe('BAD_USER_INPUT');
    expect(message).toMatch(/^Invalid input\. modules\.1: /);
  });

  it('needs manage_modules on the tenant', async () => {
    const events = await suite.eventsOf(async () => {
      expect((await send(['search'], { token: '' })).code).toBe('UNAUTHENTICATED');
      expect((await send(['search'], { token: tokens.settings })).code).toBe('FORBIDDEN');
      expect((await send(['search'], { token: tokens.alphaModules, tenantKey: 'beta' })).code).toBe('FORBIDDEN');
    });
    expect(events).toEqual([]);
    expect(await modulesOf('alpha')).toEqual([]);
  });

  it('reaches requests at once: the tenant resolver forgets its cached tenants on a tenant change', async () => {
    const resolver = createTenantResolver(engine.db, engine.events);
    expect((await resolver.resolve({ tenantKey: 'alpha' }))?.modules).toEqual([]);
    await send(['magazine']);
    expect((await resolver.resolve({ tenantKey: 'alpha' }))?.modules).toEqual(['magazine']);
  });
});

describe('turnAllModulesOn (npm run dev)', () => {
  it('turns every module on for the tenants missing one and leaves the others alone', async () => {
    await send(['search']);
    expect(await turnAllModulesOn(engine.db, 1)).toEqual(['alpha', 'beta']);
    expect(await modulesOf('alpha')).toEqual([...modules]);
    expect(await turnAllModulesOn(engine.db, 2)).toEqual([]);
  });
});
