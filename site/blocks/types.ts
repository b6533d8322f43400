import type { ContentNode } from '../../content-engine/content/content-node.ts';
import type { WebsiteLayoutPage } from '../../content-engine/layouts/page.ts';
import type { AuthorProfile } from '../../content-engine/layouts/population/author-profile.ts';
import type { BlockIssue, PopulatedBlock } from '../../content-engine/layouts/population/populate-grid.ts';
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
  /** What the block type's `load` returned (block-type.ts), for blocks that load data while rendering. */
  loaded?: Loaded;
  /** The level of the block's own headings: 3 under a block title (an h2), else 2. */
  headingLevel?: HeadingLevel;
}

export type HeadingLevel = 2 | 3 | 4;

/** The content a list block shows. */
export const itemsOf = (block: PopulatedBlock): ContentNode[] => block.data?.items ?? [];

/** The issues an issue block shows. */
export const issuesOf = (block: PopulatedBlock): BlockIssue[] => block.data?.issues ?? [];

/** The people an author block shows. */
export const authorsOf = (block: PopulatedBlock): AuthorProfile[] => block.data?.authors ?? [];

/** The page's own content item, on content pages. */
export const pageContent = (page: WebsiteLayoutPage): ContentNode | null =>
  page.pageType === 'content' ? page.pageData : null;

/** A text block setting, trimmed; '' when absent or not text. */
export const textSetting = (block: PopulatedBlock, key: string): string => {
  const value = block.settings[key];
  return typeof value === 'string' ? value.trim() : '';
};
