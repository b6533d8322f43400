import { describe, expect, it } from 'vitest';
import { newUserValues, toFormValues, toInput } from './cms-user-form-values.ts';

describe('the CMS user form values', () => {
  it('start as an active editor of the site being managed', () => {
    expect(newUserValues('fleetowner')).toMatchObject({
      role: 'editor',
      status: '1',
      access: 'sites',
      tenants: ['fleetowner'],
      extraPermissions: [],
    });
    expect(newUserValues(null).tenants).toEqual([]);
  });

  it('become the API input: trimmed, numbers and flags, no sites for a global user, no extra permission the role gives', () => {
    const values = {
      ...newUserValues('a'),
      email: ' x@example.com ',
      username: ' x ',
      firstName: 'X',
      lastName: 'Y',
      extraPermissions: ['manage_content', 'view_history'],
      access: 'global' as const,
      status: '0' as const,
    };
    expect(toInput(values, ['manage_content'])).toEqual({
      email: 'x@example.com',
      username: 'x',
      firstName: 'X',
      lastName: 'Y',
      role: 'editor',
      extraPermissions: ['view_history'],
      status: 0,
      isGlobal: true,
      tenants: [],
    });
  });

  it('round-trip a user', () => {
    const user = {
      id: 1,
      email: 'e@example.com',
      username: 'u',
      firstName: 'F',
      lastName: 'L',
      role: 'viewer',
      permissions: [],
      extraPermissions: ['manage_menus'],
      isGlobal: false,
      tenants: ['a', 'b'],
      status: 1,
    };
    expect(toInput(toFormValues(user), [])).toEqual({
      email: 'e@example.com',
      username: 'u',
      firstName: 'F',
      lastName: 'L',
      role: 'viewer',
      extraPermissions: ['manage_menus'],
      status: 1,
      isGlobal: false,
      tenants: ['a', 'b'],
    });
  });
});
