import type { Knex } from 'knex';
import type { EngineContext } from '../core/context.ts';
import { entryChanges } from './entry-changes.ts';
import type { HistoryAction, HistoryEntityType } from './history-entry.ts';
import { insertHistoryEntry } from './queries.ts';

export interface HistoryRecord {
  ctx: EngineContext;
  /** The write's transaction, so the entry commits or rolls back with it; ctx.db when the write has none. */
  db?: Knex;
  /** Null for global entities (CMS users). */
  tenantKey: string | null;
  entityType: HistoryEntityType;
  entityId: string | number;
  action: HistoryAction;
  /** The entity before the write; absent when the write creates it. */
  before?: object | null;
  /** The entity after the write; absent when the write removes it. */
  after?: object | null;
  /** Who acted when the request has no signed-in user (a password set through an e-mailed link). */
  actor?: { id: number; username: string };
}

/**
 * Records one admin write: who (ctx.cmsUser; "system" for system work), when (ctx.now()), which
 * entity and what changed (see entryChanges). Call it inside the write's transaction.
 */
export async function recordHistory({
  ctx,
  db = ctx.db,
  tenantKey,
  entityType,
  entityId,
  action,
  before,
  after,
  actor,
}: HistoryRecord): Promise<void> {
  const user = actor ?? ctx.cmsUser;
  await insertHistoryEntry(db, {
    tenantKey,
    // systemSession has id 0, which is no cms_users row.
    cmsUserId: user && user.id > 0 ? user.id : null,
    username: user?.username ?? 'system',
    at: ctx.now(),
    entityType,
    entityId: String(entityId),
    action,
    changes: entryChanges({ before, after }),
  });
}
