import { issueSettingsShape, populateIssueOverview } from '../../../content-engine/layouts/population/issues.ts';
import { blockSettingsSchema } from '../../../content-engine/shared/schemas/grid.ts';
import { defineBlockType } from '../block-type.ts';
import { noIssues } from '../shared/empty-rules.ts';

/** issue_overview: the page's issue (or the latest) with the content it carries. */
export const issueOverviewBlock = defineBlockType({
  type: 'issue_overview',
  label: 'Issue overview',
  group: 'Magazine',
  settings: blockSettingsSchema.extend(issueSettingsShape),
  populate: populateIssueOverview,
  isEmpty: noIssues,
});
