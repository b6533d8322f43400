import { z } from 'zod';
import { findContentIdsOfIssue } from '../../content/issue-links.ts';
import { listIssues } from '../../magazines/queries.ts';
import { filterPublicIds } from '../../content/queries.ts';
import type { BlockPopulator } from './types.ts';

/** The settings of the issue blocks (magazine_issue, magazine_overview, issue_overview). */
export const issueSettingsShape = {
  publicationId: z.number().int().positive().optional(),
  display: z.enum(['single', 'grid', 'list']).optional(),
  numberOfItems: z.number().int().min(1).max(100).optional(),
};
const issueSettings = z.looseObject(issueSettingsShape);

/** Issues per block (spec public §9): 1 single, 12 grid, otherwise 13. */
const issuesPerDisplay = { single: 1, grid: 12, list: 13 } as const;

/** magazine_issue (latest issue) and magazine_overview (a run of issues), skipping used issues. */
export const populateIssues: BlockPopulator = async (block, scope, used) => {
  const settings = issueSettings.parse(block.settings);
  const display = settings.display ?? (block.type === 'magazine_issue' ? 'single' : 'list');
  const issues = await listIssues(scope.db, scope.tenantKey, {
    publicationId: settings.publicationId ?? scope.publicationId ?? undefined,
    excludeIds: [...used.issues],
    limit: issuesPerDisplay[display],
    skip: 0,
  });
  return { issues, underFilled: issues.length === 0 };
};

/** issue_overview: the page's issue (or the latest) with the content it carries. */
export const populateIssueOverview: BlockPopulator = async (block, scope, used) => {
  const settings = issueSettings.parse(block.settings);
  const [issue] = scope.issueId
    ? await listIssues(scope.db, scope.tenantKey, { includeIds: [scope.issueId], excludeIds: [], limit: 1, skip: 0 })
    : await listIssues(scope.db, scope.tenantKey, {
        publicationId: settings.publicationId ?? scope.publicationId ?? undefined,
        excludeIds: [...used.issues],
        limit: 1,
        skip: 0,
      });
  if (!issue) return { issues: [], underFilled: true };
  const contentIds = (await findContentIdsOfIssue(scope.db, scope.tenantKey, issue.id)).filter(
    (id) => !used.content.has(id),
  );
  const itemIds = (await filterPublicIds(scope.db, scope.tenantKey, contentIds, scope.now)).slice(
    0,
    settings.numberOfItems ?? 100,
  );
  return { issues: [{ ...issue, itemIds }], itemIds, underFilled: false };
};
