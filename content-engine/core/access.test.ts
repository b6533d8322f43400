import { describe, expect, it } from 'vitest';
import type { EngineError } from './errors.ts';
import type { Tenant } from './tenant.ts';
import { requirePermission, systemSession } from './access.ts';
import type { CmsSession } from './cms-session.ts';

const user = (overrides: Partial<CmsSession> = {}): CmsSession => ({
  id: 7,
  email: 'e@example.com',
  username: 'e',
  firstName: 'E',
  lastName: 'D',
  role: 'editor',
  permissions: ['manage_content', 'view_site_settings'],
  isGlobal: false,
  tenants: ['a'],
  tokenFamily: 'f',
  ...overrides,
});
const tenant = (key: string) => ({ key }) as Tenant;

const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return (error as EngineError).code;
  }
  return 'no error';
};

describe('requirePermission', () => {
  it('returns the user when they hold at least one of the permissions', () => {
    const session = user();
    expect(
      requirePermission({ cmsUser: session, tenant: tenant('a'), system: false }, ['manage_users', 'manage_content']),
    ).toBe(session);
  });

  it('is UNAUTHENTICATED without a signed-in user', () => {
    expect(
      codeOf(() => requirePermission({ cmsUser: null, tenant: tenant('a'), system: false }, ['manage_content'])),
    ).toBe('UNAUTHENTICATED');
  });

  it('is FORBIDDEN when the user holds none of the permissions', () => {
    expect(
      codeOf(() => requirePermission({ cmsUser: user(), tenant: tenant('a'), system: false }, ['manage_users'])),
    ).toBe('FORBIDDEN');
  });

  it('is FORBIDDEN when no permission is asked for (any failure means no access)', () => {
    expect(codeOf(() => requirePermission({ cmsUser: user(), tenant: tenant('a'), system: false }, []))).toBe(
      'FORBIDDEN',
    );
  });

  it('is FORBIDDEN for a site-specific user on a tenant outside their list', () => {
    expect(
      codeOf(() => requirePermission({ cmsUser: user(), tenant: tenant('b'), system: false }, ['manage_content'])),
    ).toBe('FORBIDDEN');
  });

  it('lets a global user act on any tenant', () => {
    expect(
      codeOf(() =>
        requirePermission({ cmsUser: user({ isGlobal: true, tenants: [] }), tenant: tenant('b'), system: false }, [
          'manage_content',
        ]),
      ),
    ).toBe('no error');
  });

  it('lets system work through explicitly, as the system session when no one is signed in', () => {
    expect(requirePermission({ cmsUser: null, tenant: tenant('b'), system: true }, ['manage_users'])).toBe(
      systemSession,
    );
  });
});
