import { blockSettingsSchema } from '../../../content-engine/shared/schemas/grid.ts';
import { defineBlockType } from '../block-type.ts';
import { socialProfileLinks } from '../../lib/social-networks.ts';

/** social_links: the site's social profiles. */
export const socialLinksBlock = defineBlockType({
  type: 'social_links',
  label: 'Social links',
  group: 'Navigation & search',
  settings: blockSettingsSchema,
  isEmpty: ({ settings }) => socialProfileLinks(settings.socialLinks).length === 0,
});
