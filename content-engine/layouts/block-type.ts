import type { ZodType } from 'zod';
import type { BlockTypePort } from '../core/block-types.ts';
import type { ChangeTag } from '../core/change-tags.ts';
import type { BlockGroup } from '../shared/block-groups.ts';
import type { Block, BlockSettings } from '../shared/schemas/grid.ts';
import type { BlockPopulator } from './population/types.ts';

/** The ids a populated block shows, as its dependency tags read them. */
export interface ShownIds {
  items?: { id: number }[];
  issues?: { id: number; items?: { id: number }[] }[];
}

/** A block after population, as its type's `tags` sees it. */
export type TaggedBlock = Block & { data: ShownIds | null };

/** What a block's tags may depend on besides the block: the page's own section (for 'current'). */
export interface TagScope {
  sectionId: number | null;
}

/**
 * The parts of a block type the engine and the builds read (ADR 41). Each block type declares
 * them in its folder, `site/blocks/<type>/block.ts`, beside its site-side loader and empty rule;
 * `site/blocks/block-types.ts` lists them all, and the composition roots give that list to
 * createEngine (as core's `BlockTypePort`, which this narrows).
 */
export interface EngineBlockType extends BlockTypePort {
  /** Its name in the layout editor's block picker (getBlockCatalogue). */
  readonly label: string;
  /** Its group in the picker. */
  readonly group: BlockGroup;
  /** Its settings with their defaults: the shared block settings plus its own. */
  readonly settings: ZodType<BlockSettings>;
  /** Loads the block's data while the page is built (spec public §4 "Block population"). */
  readonly populate?: BlockPopulator;
  /** The change tags of what its populated data read; without it, the items and issues it shows. */
  readonly tags?: (block: TaggedBlock, page: TagScope) => ChangeTag[];
}
