import { historyEntities } from '../../../content-engine/shared/history-entities.ts';

/** The entity types the history records, with their labels (shared with the engine). */
export const historyEntityTypes = historyEntities;

const labels = new Map<string, string>(historyEntityTypes.map((type) => [type.value, type.label]));

export const entityTypeLabel = (type: string) => labels.get(type) ?? type;

/** "set_schedules" → "Set schedules". */
export const actionLabel = (action: string) => action.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());
