import type { BlockTypePort } from '../../core/block-types.ts';
import type { Block, Population } from '../../shared/schemas/grid.ts';
import type { BlockPopulator } from './types.ts';

/** The block type of a block, from the engine's list (ADR 41); undefined for a type it does not list. */
export const blockTypeOf = (blockTypes: readonly BlockTypePort[], block: Block): BlockTypePort | undefined =>
  blockTypes.find((blockType) => blockType.type === block.type);

/**
 * A block type's own loader. Core types `populate` without the page scope it reads; the engine's
 * list is the site's `EngineBlockType`s (layouts/block-type.ts), whose `populate` is a BlockPopulator.
 */
export const ownPopulatorOf = (blockTypes: readonly BlockTypePort[], block: Block): BlockPopulator | undefined =>
  blockTypeOf(blockTypes, block)?.populate as BlockPopulator | undefined;

const noDefaults: Partial<Population> = {};

/** The population a block's type gives what its layout leaves unset (one object per type, so memos hold). */
export const defaultPopulationOf = (blockTypes: readonly BlockTypePort[], block: Block): Partial<Population> =>
  blockTypeOf(blockTypes, block)?.defaultPopulation ?? noDefaults;
