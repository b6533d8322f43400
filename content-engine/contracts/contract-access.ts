import type { HistoryEntityType } from '../history/history-entry.ts';
import type { Permission } from '../shared/permissions.ts';

/** Contracts, their settings and their contributors are managed with manage_contracts (spec admin §6). */
export const contractPermission: Permission = 'manage_contracts';

export const contractEntity: HistoryEntityType = 'contract';
export const contractSettingsEntity: HistoryEntityType = 'contract_settings';
