import type { Knex } from 'knex';
import type { EngineContext } from '../../core/context.ts';
import { EngineError } from '../../core/errors.ts';

/*
 * Optimistic concurrency for content (ADR 57): every write raises the item's revision and records
 * its author; an update that names the revision its editor loaded is refused once another write
 * has raised it, so nothing that editor did not see is overwritten.
 */

/** The last write as a refused editor is told of it. */
export interface LastWrite {
  revision: number;
  updatedBy: string | null;
  updated: number;
}

const centralTime = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Chicago',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "Nov 28, 2026, 14:32": the time of a write in Central time (spec admin §9). */
export const formatWriteTime = (epochMs: number) => centralTime.format(epochMs);

/**
 * CONFLICT for a write based on a revision the item has moved past. The message names who changed
 * it and when; the extensions carry them (`changedBy`, `changedAt` epoch ms, `revision` now).
 */
export const staleRevision = (last: LastWrite) =>
  new EngineError(
    'CONFLICT',
    `Changed by ${last.updatedBy ?? 'another user'} at ${formatWriteTime(last.updated)} Central time — reload to see their changes.`,
    { reason: 'STALE_REVISION', changedBy: last.updatedBy, changedAt: last.updated, revision: last.revision },
  );

/** The signed-in user's name as other editors see it; "the system" for scheduled and system work. */
export function writerName(ctx: EngineContext): string | null {
  const user = ctx.cmsUser;
  if (!user) return ctx.system ? 'the system' : null;
  return `${user.firstName} ${user.lastName}`.trim() || user.username;
}

async function lastWrite(trx: Knex, tenantKey: string, id: number): Promise<LastWrite> {
  const row: { revision: number | string; updated_by_name: string | null; updated: number | string } = await trx(
    'content',
  )
    .where({ tenant_key: tenantKey, id })
    .first('revision', 'updated_by_name', 'updated');
  return { revision: Number(row.revision), updatedBy: row.updated_by_name, updated: Number(row.updated) };
}

/**
 * Raises the item's revision and records the write's author and time, inside the write's
 * transaction. With `expected`, only from that revision: a write that raced past it (or an item
 * already past it) gets `staleRevision` and the transaction rolls back.
 */
export async function raiseRevision(
  trx: Knex,
  {
    ctx,
    tenantKey,
    id,
    now,
    expected,
  }: { ctx: EngineContext; tenantKey: string; id: number; now: number; expected?: number | null },
): Promise<void> {
  const query = trx('content').where({ tenant_key: tenantKey, id });
  if (expected != null) query.where('revision', expected);
  const changed = await query.update({
    revision: trx.raw('?? + 1', ['revision']),
    updated_by_id: ctx.cmsUser && ctx.cmsUser.id > 0 ? ctx.cmsUser.id : null,
    updated_by_name: writerName(ctx),
    updated: now,
  });
  if (changed === 0 && expected != null) throw staleRevision(await lastWrite(trx, tenantKey, id));
}
