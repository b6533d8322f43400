import { commentingOf, type Commenting } from '../../../content-engine/shared/commenting.ts';
import { blockSettingsSchema } from '../../../content-engine/shared/schemas/grid.ts';
import { defineBlockType } from '../block-type.ts';
import { pageContent } from '../types.ts';

/** comments: on content pages only, dropped where commenting is not active (spec public §5). */
export const commentsBlock = defineBlockType<'comments', Commenting>({
  type: 'comments',
  label: 'Comments',
  group: 'Content page',
  settings: blockSettingsSchema,
  load: async ({ settings }, engine) => commentingOf(settings, engine.tenant.modules),
  isEmpty: ({ page, loaded }) => !loaded?.active || !pageContent(page),
});
