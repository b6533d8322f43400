import type { ContentNode } from '../../content-engine/content/content-node.ts';
import type { WebsiteLayoutPage } from '../../content-engine/layouts/page.ts';
import type { AuthorProfile } from '../../content-engine/layouts/population/authors.ts';
import type { BlockIssue, PopulatedBlock } from '../../content-engine/layouts/population/populate-grid.ts';
import type { SiteEngine } from '../../builds/serve/site-engine.ts';
import type { SiteSettings } from '../../content-engine/shared/schemas/site-settings.ts';
import type { PageAdPlan } from '../lib/ads/page-ads.ts';
import type { BodyGate } from './shared/body-gate.ts';

/** What every block renderer receives. */
export interface BlockProps<Loaded = unknown> {
  block: PopulatedBlock;
  page: WebsiteLayoutPage;
  settings: SiteSettings;
  /** The page's body gate, worked out once per page (null off content pages or without a gate or meter). */
  gate: BodyGate | null;
  /** The page's ad plan, worked out once per page (the shell's placements use the same plan). */
  ads: PageAdPlan;
  /** What the block type's `load` returned, for blocks that load data while rendering. */
  loaded?: Loaded;
  /** The level of the block's own headings: 3 under a block title (an h2), else 2. */
  headingLevel?: HeadingLevel;
}

export type HeadingLevel = 2 | 3 | 4;

/**
 * A block type: its renderer, optionally a loader for data the engine does not put in
 * `block.data` (it runs before `isEmpty`, through the request's engine so the render records its
 * dependencies), and the rule that drops it from the grid when it has nothing to show.
 */
export interface BlockDefinition<Loaded = unknown> {
  // Astro components are untyped factories at this boundary.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  component: any;
  load?: (props: BlockProps, engine: SiteEngine) => Promise<Loaded>;
  /** Blocks dropped from the grid when they have nothing to show (spec public §5). */
  isEmpty?: (props: BlockProps<Loaded>) => boolean;
}

/** Keeps a definition's loader and emptiness rule agreeing on the loaded type. */
export const defineBlock = <Loaded = unknown>(definition: BlockDefinition<Loaded>) => definition as BlockDefinition;

/** The content a list block shows. */
export const itemsOf = (block: PopulatedBlock): ContentNode[] => block.data?.items ?? [];

/** The issues an issue block shows. */
export const issuesOf = (block: PopulatedBlock): BlockIssue[] => block.data?.issues ?? [];

/** The people an author block shows. */
export const authorsOf = (block: PopulatedBlock): AuthorProfile[] => block.data?.authors ?? [];

/** The page's own content item, on content pages. */
export const pageContent = (page: WebsiteLayoutPage): ContentNode | null =>
  page.pageType === 'content' ? (page.pageData as unknown as ContentNode) : null;

/** A text block setting, trimmed; '' when absent or not text. */
export const textSetting = (block: PopulatedBlock, key: string): string => {
  const value = block.settings[key];
  return typeof value === 'string' ? value.trim() : '';
};
