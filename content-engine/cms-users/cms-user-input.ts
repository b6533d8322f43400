import { z } from 'zod';
import { required } from '../core/validate.ts';
import { permissions } from '../shared/permissions.ts';
import { requiredMessage } from '../shared/schemas/site-settings.ts';
import { CmsUserStatus } from './user.ts';

/** A required text field (spec admin §5): absent, empty or whitespace only reads 'Field is required'. */
const requiredText = (max: number) =>
  z.string(required).trim().min(1, { error: requiredMessage, abort: true }).max(max);

/** The account fields of the CMS user form (spec admin §3 "CMS user"). */
export const cmsUserFields = {
  email: requiredText(320).toLowerCase().pipe(z.email('Enter a valid e-mail address.')),
  username: requiredText(200),
  firstName: requiredText(100),
  lastName: requiredText(100),
  role: z.string().trim().max(80),
  extraPermissions: z.array(z.enum(permissions, { error: 'Unknown permission' })).max(permissions.length),
  status: z.union([z.literal(CmsUserStatus.INACTIVE), z.literal(CmsUserStatus.ACTIVE)], {
    error: 'Must be 0 (inactive) or 1 (active)',
  }),
  isGlobal: z.boolean(),
  tenants: z.array(z.string().trim().min(1).max(64)).max(1_000),
};

const f = cmsUserFields;

/** What creating a user takes: the four names are required, the rest have the form's defaults. */
export const newCmsUserInput = (defaultStatus: number) =>
  z.object({
    email: f.email,
    username: f.username,
    firstName: f.firstName,
    lastName: f.lastName,
    role: f.role.nullish().transform((role) => role || 'editor'),
    extraPermissions: f.extraPermissions.nullish().transform((list) => [...new Set(list ?? [])]),
    status: f.status.nullish().transform((status) => status ?? defaultStatus),
    isGlobal: f.isGlobal.nullish().transform((isGlobal) => isGlobal ?? false),
    tenants: f.tenants.nullish().transform((list) => [...new Set(list ?? [])]),
  });

export type NewCmsUserInput = z.infer<ReturnType<typeof newCmsUserInput>>;

/** Fields left out (or null) keep their value; the password is not among them. */
export const updateCmsUserInput = z.object({
  id: z.number().int().positive(),
  email: f.email.nullish(),
  username: f.username.nullish(),
  firstName: f.firstName.nullish(),
  lastName: f.lastName.nullish(),
  role: f.role.nullish().transform((role) => role || null),
  extraPermissions: f.extraPermissions.nullish(),
  status: f.status.nullish(),
  isGlobal: f.isGlobal.nullish(),
  tenants: f.tenants.nullish(),
});

export type UpdateCmsUserInput = z.infer<typeof updateCmsUserInput>;
