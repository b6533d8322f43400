import type { Block, Grid } from '../../shared/schemas/grid.ts';
import { populateAboutAuthor, populateAuthorProfile } from './authors.ts';
import { populateContentQuery } from './content-query.ts';
import { populateIssueOverview, populateIssues } from './issues.ts';
import { populateRelatedContent } from './related-content.ts';
import type { BlockPopulator } from './types.ts';

/**
 * Block types whose data the engine loads; blocks not listed render from settings and page data.
 * The same loaders as the `populate` of site/blocks/block-types.ts, which the engine cannot import
 * (ADR 41): site/blocks/block-types.test.ts fails when they differ, until createEngine is given
 * that list and this map goes.
 */
export const blockPopulators: Record<string, BlockPopulator> = {
  content_list: populateContentQuery,
  content_image_grid: populateContentQuery,
  section_overview: populateContentQuery,
  carousel: populateContentQuery,
  webinars: populateContentQuery,
  podcasts: populateContentQuery,
  content_schedules: populateContentQuery,
  related_content: populateRelatedContent,
  issue_overview: populateIssueOverview,
  magazine_issue: populateIssues,
  magazine_overview: populateIssues,
  about_author: populateAboutAuthor,
  author_profile: populateAuthorProfile,
};

/** The populator for a block: its type's, or the content query when it carries population settings. */
export const populatorFor = (block: Block): BlockPopulator | undefined =>
  blockPopulators[block.type] ?? (block.settings.population ? populateContentQuery : undefined);

/** How many blocks of a grid are plain content queries (the ones a candidate pool can answer). */
export const countQueryBlocks = (grid: Grid) =>
  grid.rows.reduce(
    (n, row) =>
      n +
      row.columns.reduce(
        (m, column) => m + column.blocks.filter((block) => populatorFor(block) === populateContentQuery).length,
        0,
      ),
    0,
  );
