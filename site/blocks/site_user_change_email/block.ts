import { moduleBlockType } from '../shared/module-block-type.ts';

/** site_user_change_email: changes the site user's email, on sites with memberships. */
export const siteUserChangeEmailBlock = moduleBlockType(
  'site_user_change_email',
  { label: 'Site user change email', group: 'Site users & memberships' },
  'memberships',
);
