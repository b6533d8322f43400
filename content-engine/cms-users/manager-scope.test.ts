import { describe, expect, it } from 'vitest';
import { assertCanChangeAccount, canSeeUser, managesEverySiteOf, viewFor, type ManagerScope } from './manager-scope.ts';
import type { CmsUser } from './user.ts';

const manager = {
  id: 1,
  email: '',
  username: 'm',
  firstName: '',
  lastName: '',
  role: 'editor',
  permissions: ['manage_users'],
  isGlobal: false,
  tenants: ['a'],
  tokenFamily: '',
};
const siteScope: ManagerScope = { manager, tenants: ['a'], system: false };
const globalScope: ManagerScope = {
  manager: { ...manager, isGlobal: true, tenants: [] },
  tenants: null,
  system: false,
};
const user = (isGlobal: boolean, tenants: string[]): CmsUser => ({
  ...manager,
  id: 2,
  isGlobal,
  tenants,
  extraPermissions: [],
  status: 1,
});

describe('the manager scope', () => {
  it('lets a site-specific manager reach only site-specific users sharing one of their sites', () => {
    expect(canSeeUser(siteScope, user(false, ['a']))).toBe(true);
    expect(canSeeUser(siteScope, user(false, ['b', 'a']))).toBe(true);
    expect(canSeeUser(siteScope, user(false, ['b']))).toBe(false);
    expect(canSeeUser(siteScope, user(true, []))).toBe(false);
  });

  it('lets a global manager reach everyone', () => {
    expect(canSeeUser(globalScope, user(true, []))).toBe(true);
    expect(canSeeUser(globalScope, user(false, ['b']))).toBe(true);
  });

  it('shows a site-specific manager only the sites they share with the user', () => {
    expect(viewFor(siteScope, user(false, ['a', 'b'])).tenants).toEqual(['a']);
    expect(viewFor(globalScope, user(false, ['a', 'b'])).tenants).toEqual(['a', 'b']);
  });

  it('lets a site-specific manager change the account only of users all of whose sites are theirs', () => {
    const twoSites: ManagerScope = { ...siteScope, tenants: ['a', 'c'] };
    expect(managesEverySiteOf(twoSites, user(false, ['a', 'c']))).toBe(true);
    expect(managesEverySiteOf(twoSites, user(false, ['a', 'b']))).toBe(false);
    expect(managesEverySiteOf(twoSites, user(true, []))).toBe(false);
    expect(managesEverySiteOf(globalScope, user(false, ['a', 'b']))).toBe(true);
    expect(() => assertCanChangeAccount(siteScope, user(false, ['a', 'b']), ['email'])).toThrow(
      /ask a manager of all their sites to change: email/,
    );
    expect(() => assertCanChangeAccount(siteScope, user(false, ['a', 'b']), [])).not.toThrow();
    expect(() => assertCanChangeAccount(siteScope, user(false, ['a']), ['email', 'status'])).not.toThrow();
  });
});
