import type { HistoryEntityType } from '../history/history-entry.ts';

export const taxonomyEntity: HistoryEntityType = 'taxonomy';
