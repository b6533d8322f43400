import type { HistoryEntityType } from '../history/history-entry.ts';
import type { Permission } from '../shared/permissions.ts';

export const membershipPermission: Permission = 'manage_memberships';

export const membershipEntity: HistoryEntityType = 'membership';
