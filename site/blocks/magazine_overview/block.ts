import { issueSettingsShape, populateIssues } from '../../../content-engine/layouts/population/issues.ts';
import { blockSettingsSchema } from '../../../content-engine/shared/schemas/grid.ts';
import { defineBlockType } from '../block-type.ts';
import { noIssues } from '../shared/empty-rules.ts';

/** magazine_overview: a run of issues, as a grid or a list. */
export const magazineOverviewBlock = defineBlockType({
  type: 'magazine_overview',
  label: 'Magazine overview',
  group: 'Magazine',
  settings: blockSettingsSchema.extend(issueSettingsShape),
  populate: populateIssues,
  isEmpty: noIssues,
});
