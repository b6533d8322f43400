import type { HistoryEntityType } from '../history/history-entry.ts';
import type { Permission } from '../shared/permissions.ts';

/** Each magazine screen has its own permission (spec admin §6). */
export const publicationPermission: Permission = 'manage_magazine_publications';
export const issuePermission: Permission = 'manage_magazine_issues';
export const sectionPermission: Permission = 'manage_magazine_sections';

/**
 * The publication → issue → section selects: the magazine managers (an issue form picks its
 * publication), the content editors who assign an item to an issue, and the newsletter template
 * editors whose issue block names a publication.
 */
export const magazineSelectPermissions: Permission[] = [
  'manage_content',
  publicationPermission,
  issuePermission,
  sectionPermission,
  'manage_newsletter_templates',
  'manage_newsletter_templates_basic',
];

export const publicationEntity: HistoryEntityType = 'magazine_publication';
export const issueEntity: HistoryEntityType = 'magazine_issue';
export const sectionEntity: HistoryEntityType = 'magazine_section';
