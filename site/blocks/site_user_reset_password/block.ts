import { moduleBlockType } from '../shared/module-block-type.ts';

/** site_user_reset_password: the password reset form, on sites with memberships. */
export const siteUserResetPasswordBlock = moduleBlockType(
  'site_user_reset_password',
  { label: 'Site user reset password', group: 'Site users & memberships' },
  'memberships',
);
