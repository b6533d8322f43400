import type { BlockIssue } from '../../../content-engine/layouts/population/populate-grid.ts';
import { formatDisplayDate } from '../../lib/dates.ts';

/** An issue's mail date for a `<time>` element: machine-readable and in the site's date style. */
export const issueDate = (issue: Pick<BlockIssue, 'mailDate'>) => ({
  iso: new Date(issue.mailDate).toISOString(),
  text: formatDisplayDate(issue.mailDate),
});
