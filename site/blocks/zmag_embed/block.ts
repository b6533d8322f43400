import { blockSettingsSchema } from '../../../content-engine/shared/schemas/grid.ts';
import { defineBlockType } from '../block-type.ts';
import { heightSetting, tokenSetting } from '../shared/third-party-embeds.ts';
import { zmagSource } from './zmag-source.ts';

/**
 * zmag_embed: a digital edition (a Zmags flipbook) in a frame loaded after consent (ADR 65): the
 * block's zmag id, the zmag page's, or the issue page's digital edition. Hidden when the page's
 * gate fails (spec public §4: zmag pages are membership-gated); dropped when there is nothing to frame.
 */
export const zmagEmbedBlock = defineBlockType({
  type: 'zmag_embed',
  label: 'Digital edition (Zmags)',
  group: 'Magazine',
  settings: blockSettingsSchema.extend({ zmagId: tokenSetting, height: heightSetting(800) }),
  isEmpty: ({ block, page }) => zmagSource(block.settings, page) === null,
});
