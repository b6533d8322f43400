import { z } from 'zod';
import { blockSettingsSchema } from '../../../content-engine/shared/schemas/grid.ts';
import { defineBlockType } from '../block-type.ts';

/** rich_text: editor HTML, dropped when blank. */
export const richTextBlock = defineBlockType({
  type: 'rich_text',
  label: 'Rich text',
  group: 'Other',
  settings: blockSettingsSchema.extend({ html: z.string().optional() }),
  isEmpty: ({ block }) => typeof block.settings.html !== 'string' || !block.settings.html.trim(),
});
