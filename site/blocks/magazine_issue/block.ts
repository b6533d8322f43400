import { issueSettingsShape, populateIssues } from '../../../content-engine/layouts/population/issues.ts';
import { blockSettingsSchema } from '../../../content-engine/shared/schemas/grid.ts';
import { defineBlockType } from '../block-type.ts';
import { noIssues } from '../shared/empty-rules.ts';

/** magazine_issue: the latest issue. */
export const magazineIssueBlock = defineBlockType({
  type: 'magazine_issue',
  label: 'Magazine issue',
  group: 'Magazine',
  settings: blockSettingsSchema.extend(issueSettingsShape),
  populate: populateIssues,
  isEmpty: noIssues,
});
