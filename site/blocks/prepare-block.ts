import type { PopulatedBlock } from '../../content-engine/layouts/population/populate-grid.ts';
import type { SiteEngine } from '../../builds/serve/site-engine.ts';
import type { Audience, BlockType } from './block-type.ts';
import { blockTypes } from './block-types.ts';
import { blockRenderers } from './renderers.ts';
import type { BlockProps } from './types.ts';

const byType: ReadonlyMap<string, BlockType> = new Map(blockTypes.map((blockType) => [blockType.type, blockType]));

/** A block ready to render: its component and the props to render it with. */
export interface RenderableBlock {
  block: PopulatedBlock;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  Component: any;
  props: BlockProps;
  /** Who sees it, when not everyone (the block type's `shownTo`). */
  shownTo?: Audience;
}

/**
 * Loads what a block needs beyond its populated data and applies its empty rule: undefined when
 * the block has nothing to show, or when its type is not listed in `blockTypes` (the build warns
 * of those, builds/render/unlisted-block-types.ts).
 */
export async function prepareBlock(
  block: PopulatedBlock,
  pageProps: Omit<BlockProps, 'block' | 'loaded'>,
  engine: SiteEngine,
): Promise<RenderableBlock | undefined> {
  const blockType = byType.get(block.type);
  if (!blockType) return undefined;
  const base: BlockProps = { block, ...pageProps };
  const props: BlockProps = blockType.load ? { ...base, loaded: await blockType.load(base, engine) } : base;
  const Component = blockRenderers[blockType.type as keyof typeof blockRenderers];
  if (blockType.isEmpty?.(props)) return undefined;
  return { block, Component, props, shownTo: blockType.shownTo?.(props) };
}
