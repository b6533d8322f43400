import { commentingOf, type Commenting } from '../../../content-engine/shared/commenting.ts';
import { defineBlock, pageContent } from '../types.ts';
import CommentsBlock from './CommentsBlock.astro';

/** The comments block: on content pages only, dropped where commenting is not active (spec public §5). */
export const commentsBlock = defineBlock<Commenting>({
  component: CommentsBlock,
  load: async ({ settings }, engine) => commentingOf(settings, engine.tenant.modules),
  isEmpty: ({ page, loaded }) => !loaded?.active || !pageContent(page),
});
