import type { PopulatedBlock } from '../../content-engine/layouts/population/populate-grid.ts';
import CallToAction from './call_to_action/CallToAction.astro';
import ContentBody from './content_body/ContentBody.astro';
import ContentImageGrid from './content_image_grid/ContentImageGrid.astro';
import ContentList from './content_list/ContentList.astro';
import ContentPrimaryImage from './content_primary_image/ContentPrimaryImage.astro';
import ContentTitle from './content_title/ContentTitle.astro';
import RichText from './rich_text/RichText.astro';
import { itemsOf, pageContent, type BlockProps } from './types.ts';

export interface BlockDefinition {
  // Astro components are untyped factories at this boundary.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  component: any;
  /** Blocks dropped from the grid when they have nothing to show (spec public §5). */
  isEmpty?: (props: BlockProps) => boolean;
}

const listIsEmpty = ({ block }: BlockProps) => itemsOf(block).length === 0;

/** One entry per block type; pages never switch on block type. */
export const blockRegistry: Record<string, BlockDefinition> = {
  content_list: { component: ContentList, isEmpty: listIsEmpty },
  section_overview: { component: ContentList, isEmpty: listIsEmpty },
  related_content: { component: ContentList, isEmpty: listIsEmpty },
  content_image_grid: { component: ContentImageGrid, isEmpty: listIsEmpty },
  rich_text: { component: RichText, isEmpty: ({ block }) => typeof block.settings.html !== 'string' || !block.settings.html.trim() },
  content_title: { component: ContentTitle, isEmpty: ({ page }) => !pageContent(page) },
  content_body: { component: ContentBody, isEmpty: ({ page }) => !pageContent(page)?.body },
  content_primary_image: { component: ContentPrimaryImage, isEmpty: ({ page }) => { const image = pageContent(page)?.primaryImage; return !image || image.isLogo; } },
  call_to_action: { component: CallToAction, isEmpty: ({ block }) => !block.settings.ctaText && !block.settings.buttonLabel },
};

/** The definition to render a block with, or undefined when the type has no renderer or nothing to show. */
export function renderable(block: PopulatedBlock, props: BlockProps): BlockDefinition | undefined {
  const definition = blockRegistry[block.type];
  return definition && !definition.isEmpty?.(props) ? definition : undefined;
}
