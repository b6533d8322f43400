import { blockSettingsSchema } from '../../../content-engine/shared/schemas/grid.ts';
import { defineBlockType } from '../block-type.ts';
import { shareLinks } from '../../lib/share-links.ts';
import { sharedPage } from './shared-page.ts';

/** share_links: the share links of the page, for the networks the site chose. */
export const shareLinksBlock = defineBlockType({
  type: 'share_links',
  label: 'Share links',
  group: 'Content page',
  settings: blockSettingsSchema,
  isEmpty: ({ page, settings }) => {
    const shared = sharedPage({ page });
    return !shared || shareLinks(settings.contentStyle.socialShareLinks, shared).length === 0;
  },
});
