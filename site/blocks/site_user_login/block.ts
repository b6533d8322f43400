import { moduleBlockType } from '../shared/module-block-type.ts';

/** site_user_login: the site-user login form, on sites with memberships. */
export const siteUserLoginBlock = moduleBlockType(
  'site_user_login',
  { label: 'Site user login', group: 'Site users & memberships' },
  'memberships',
);
