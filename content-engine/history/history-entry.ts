import { z } from 'zod';
import { dbJson, dbNullableNumber, dbNumber } from '../core/rows.ts';

export { historyEntityTypes, type HistoryEntityType } from '../shared/history-entities.ts';

/** What the write did. Content has its own verbs beside create/update/delete; CMS users theirs. */
export const historyActions = [
  'create',
  'update',
  'delete',
  'publish',
  'unpublish',
  'schedule',
  'set_schedules',
  'request_full_build',
  'retry_build_job',
  'cancel_build_job',
  'change_password',
  'update_profile',
] as const;
export type HistoryAction = (typeof historyActions)[number];

/** One field a write changed ("venue.city" for nested ones). `before` is null on create, `after` on delete. */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

export interface HistoryEntry {
  id: number;
  tenantKey: string | null;
  /** Null for system work. */
  cmsUserId: number | null;
  /** As it was at the time of the write. */
  username: string;
  at: number;
  entityType: string;
  entityId: string;
  action: string;
  changes: FieldChange[];
}

const fieldChange = z
  .object({ field: z.string(), before: z.unknown(), after: z.unknown() })
  .transform((c) => ({ field: c.field, before: c.before ?? null, after: c.after ?? null }));

const historyRow = z.object({
  id: dbNumber,
  tenant_key: z.string().nullable(),
  cms_user_id: dbNullableNumber,
  username: z.string(),
  at: dbNumber,
  entity_type: z.string(),
  entity_id: z.string(),
  action: z.string(),
  changes: dbJson(z.array(fieldChange)),
});

export const historyColumns = Object.keys(historyRow.shape);

export const toHistoryEntry = (row: unknown): HistoryEntry => {
  const r = historyRow.parse(row);
  return {
    id: r.id,
    tenantKey: r.tenant_key,
    cmsUserId: r.cms_user_id,
    username: r.username,
    at: r.at,
    entityType: r.entity_type,
    entityId: r.entity_id,
    action: r.action,
    changes: r.changes,
  };
};
