import { blockSettingsSchema } from '../../../content-engine/shared/schemas/grid.ts';
import { defineBlockType } from '../block-type.ts';
import { editorHtml } from '../../lib/editor-html.ts';
import { pageContent } from '../types.ts';
import { contentSidebars } from './sidebars.ts';

/**
 * content_sidebars: the page item's sidebars (`metadata.sidebars`), sanitised like the body (ADR 66).
 * A failed gate hides it like image_gallery (content-engine/shared/gating/gate.ts). Dropped when
 * the item has no sidebar with anything left after sanitising.
 */
export const contentSidebarsBlock = defineBlockType({
  type: 'content_sidebars',
  label: 'Content sidebars',
  group: 'Content page',
  settings: blockSettingsSchema,
  isEmpty: ({ page }) =>
    !contentSidebars(pageContent(page)).some((sidebar) =>
      editorHtml(sidebar.html)
        .replace(/<[^>]*>/g, '')
        .trim(),
    ),
});
