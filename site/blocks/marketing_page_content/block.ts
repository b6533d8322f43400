import { z } from 'zod';
import { blockSettingsSchema } from '../../../content-engine/shared/schemas/grid.ts';
import { defineBlockType } from '../block-type.ts';
import { editorHtml } from '../../lib/editor-html.ts';

/** The block's marketing HTML as a page may show it (sanitised like every editor's HTML, at render); '' when none. */
export const marketingHtml = (settings: Record<string, unknown>): string =>
  typeof settings.html === 'string' && settings.html.trim() ? editorHtml(settings.html).trim() : '';

/** marketing_page_content: an editor's marketing HTML (a landing page's copy), dropped when nothing survives the sanitiser. */
export const marketingPageContentBlock = defineBlockType({
  type: 'marketing_page_content',
  label: 'Marketing page content',
  group: 'Other',
  settings: blockSettingsSchema.extend({ html: z.string().max(200_000).optional() }),
  isEmpty: ({ block }) => !marketingHtml(block.settings),
});
