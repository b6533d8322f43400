import type { HistoryEntityType } from '../history/history-entry.ts';
import type { Permission } from '../shared/permissions.ts';

/** Persons are managed beside contracts (spec admin §2: /admin/persons is in the Contracts menu). */
export const personPermission: Permission = 'manage_contracts';

export const personEntity: HistoryEntityType = 'person';
