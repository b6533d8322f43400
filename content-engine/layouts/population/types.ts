import type { Knex } from 'knex';
import type { EngineMemos } from '../../core/engine-memos.ts';
import type { BlockTypePort } from '../../core/block-types.ts';
import type { Issue } from '../../magazines/magazine.ts';
import type { SectionTree } from '../../sections/section-tree.ts';
import type { Block } from '../../shared/schemas/grid.ts';
import type { CandidatePool } from './candidate-pool.ts';
import type { PageType } from '../../shared/enums.ts';
import type { AuthorProfile } from './author-profile.ts';

/** What a block's data may depend on: the page being built. */
export interface PageScope {
  db: Knex;
  /** The engine's memos: a renderer's engine shares read-ahead windows through them (content/read-ahead.ts). */
  memos?: EngineMemos;
  tenantKey: string;
  now: number;
  sections: SectionTree;
  pageType: PageType;
  /** The page's own section: the section page's, or a content item's primary section. */
  sectionId: number | null;
  contentId: number | null;
  issueId: number | null;
  publicationId: number | null;
  /** The page's candidate pool, loaded on first use. */
  pool: () => Promise<CandidatePool>;
  /** The engine's block types: each block's loader and default population (ADR 41). */
  blockTypes: readonly BlockTypePort[];
}

/** Ids shown so far on the page; later blocks skip them (spec public §4 "Block population"). */
export interface UsedIds {
  content: Set<number>;
  issues: Set<number>;
}

/** What a populator found for one block, before content is hydrated. */
export interface BlockFill {
  /** The content the block shows, in order; loaded and hydrated once for the whole grid. */
  itemIds?: number[];
  issues?: (Issue & { itemIds?: number[] })[];
  /** People the block presents (author blocks). */
  authors?: AuthorProfile[];
  /** The items grouped under sections (leading_companies: the category each company leads in). */
  groups?: BlockGroupFill[];
  /** Lists that came back empty are under-filled. */
  underFilled: boolean;
}

export type BlockPopulator = (block: Block, scope: PageScope, used: UsedIds) => Promise<BlockFill>;

/** A section's share of a grouped block's items. */
export interface BlockGroupFill {
  section: { id: number; name: string; canonicalPath: string };
  itemIds: number[];
}
