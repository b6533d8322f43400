import type { CmsUser, CmsUserInput } from '../api/cms-user-types.ts';

/** The CMS user form's fields as the inputs hold them. */
export interface CmsUserFormValues {
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  role: string;
  extraPermissions: string[];
  status: '0' | '1';
  access: 'global' | 'sites';
  tenants: string[];
}

/** A new user: an active editor of the site being managed (spec admin §6: role default editor). */
export const newUserValues = (tenantKey: string | null): CmsUserFormValues => ({
  email: '',
  username: '',
  firstName: '',
  lastName: '',
  role: 'editor',
  extraPermissions: [],
  status: '1',
  access: 'sites',
  tenants: tenantKey ? [tenantKey] : [],
});

export const toFormValues = (user: CmsUser): CmsUserFormValues => ({
  email: user.email,
  username: user.username,
  firstName: user.firstName,
  lastName: user.lastName,
  role: user.role,
  extraPermissions: user.extraPermissions,
  status: user.status === 1 ? '1' : '0',
  access: user.isGlobal ? 'global' : 'sites',
  tenants: user.tenants,
});

/** What the API takes; extra permissions the role already gives are left out. */
export const toInput = (values: CmsUserFormValues, rolePermissions: string[]): CmsUserInput => ({
  email: values.email.trim(),
  username: values.username.trim(),
  firstName: values.firstName.trim(),
  lastName: values.lastName.trim(),
  role: values.role,
  extraPermissions: values.extraPermissions.filter((p) => !rolePermissions.includes(p)),
  status: Number(values.status),
  isGlobal: values.access === 'global',
  tenants: values.access === 'global' ? [] : values.tenants,
});
