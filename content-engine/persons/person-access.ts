import type { HistoryEntityType } from '../history/history-entry.ts';
import type { Permission } from '../shared/permissions.ts';

/** Persons are managed beside contracts (spec admin §2: /admin/persons is in the Contracts menu). */
export const personPermission: Permission = 'manage_contracts';

export const personEntity: HistoryEntityType = 'person';

/**
 * Who may add a person: contract managers, and editors (manage_content) adding a new author from
 * the content editor's author picker (ADR 52). Changing and deleting stay with manage_contracts.
 */
export const createPersonPermissions: Permission[] = ['manage_contracts', 'manage_content'];
