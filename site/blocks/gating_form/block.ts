import type { ContentNode } from '../../../content-engine/content/content-node.ts';
import { gatePageOfNode } from '../../../content-engine/content/gate-page-of-node.ts';
import { gateTypeOf } from '../../../content-engine/shared/gating/gate.ts';
import { blockSettingsSchema } from '../../../content-engine/shared/schemas/grid.ts';
import { defineBlockType } from '../block-type.ts';
import { pageContent } from '../types.ts';

const isGated = (content: ContentNode | null) => Boolean(content && gateTypeOf(gatePageOfNode(content)));

/** gating_form: dropped when the page has no gating and no membership (spec public §5). */
export const gatingFormBlock = defineBlockType({
  type: 'gating_form',
  label: 'Gating form',
  group: 'Site users & memberships',
  settings: blockSettingsSchema,
  isEmpty: ({ page }) => !isGated(pageContent(page)),
});
