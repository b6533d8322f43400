import type { EngineBlockType } from '../../content-engine/layouts/block-type.ts';
import type { SiteEngine } from '../../builds/serve/site-engine.ts';
import type { BlockProps } from './types.ts';

/**
 * A block type (ADR 41): what the engine reads (settings, data loader, dependency tags) and what
 * the site reads (a loader for data the engine does not put in `block.data`, which runs before
 * `isEmpty` through the request's engine so the render records its dependencies; and the rule
 * that drops a block with nothing to show, spec public §5). Its renderer is in `renderers.ts`.
 * Plain TypeScript, no `.astro` import: the engine and the builds read it too.
 */
export interface BlockType<Loaded = unknown> extends EngineBlockType {
  readonly load?: (props: BlockProps, engine: SiteEngine) => Promise<Loaded>;
  readonly isEmpty?: (props: BlockProps<Loaded>) => boolean;
  /** Only some visitors see the block (site/lib/audience.ts): 'members' are logged-in site users. Everyone when absent. */
  readonly shownTo?: (props: BlockProps<Loaded>) => Audience | undefined;
}

export type Audience = 'members' | 'visitors';

/** Keeps a block type's loader and empty rule agreeing on the loaded type. */
export const defineBlockType = <const Type extends string, Loaded = unknown>(
  blockType: BlockType<Loaded> & { type: Type },
) => blockType as BlockType & { readonly type: Type };
