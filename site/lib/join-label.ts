import type { SiteSettings } from '../../content-engine/shared/schemas/site-settings.ts';

/** The Join button's label (spec public §3, §9): the settings' override when switched on, else 'Join Now'. */
export const joinButtonLabel = (settings: Pick<SiteSettings, 'memberships'>) =>
  settings.memberships.overrideRegisterButtonLabel ? settings.memberships.registerButtonLabel : 'Join Now';
