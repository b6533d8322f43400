import type { ZodType } from 'zod';
import type { Block, Population } from '../shared/schemas/grid.ts';

/**
 * A block type as the engine is assembled with it (ADR 41, ADR 37 amendment): what population
 * needs. The list is the site's (`site/blocks/block-types.ts`), passed to createEngine by each
 * composition root, since the engine cannot import it. Core does not name the page scope a loader
 * reads (it is the layouts domain's): `EngineBlockType` (`layouts/block-type.ts`) narrows `populate`.
 */
export interface BlockTypePort {
  /** The `type` of the layout blocks it describes. */
  readonly type: string;
  /** Its name in the layout editor's block picker ("Content list"). */
  readonly label?: string;
  /** Its group in the picker (shared/block-groups.ts); 'Other' when unset. */
  readonly group?: string;
  /** Its settings schema with defaults: layout writes check a block's settings against it. */
  readonly settings?: ZodType;
  /** Loads the block's data while the page is built; its arguments are the layouts domain's. */
  readonly populate?: (block: Block, scope: never, used: never) => Promise<unknown>;
  /** The population of a block whose layout leaves it (or part of it) unset. */
  readonly defaultPopulation?: Partial<Population>;
}
