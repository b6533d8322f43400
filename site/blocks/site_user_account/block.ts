import { moduleBlockType } from '../shared/module-block-type.ts';

/** site_user_account: the site user's account, on sites with memberships. */
export const siteUserAccountBlock = moduleBlockType(
  'site_user_account',
  { label: 'Site user account', group: 'Site users & memberships' },
  'memberships',
);
