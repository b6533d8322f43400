import { ClientError } from '../../../../content-engine/client/client-errors.ts';

/** What the editor's save status line says. */
export type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: number }
  | { kind: 'failed'; message: string }
  | { kind: 'conflict'; message: string; changedBy: string | null; changedAt: number | null };

/** A save refused because another write came first (CONFLICT with reason STALE_REVISION, ADR 57). */
export function conflictOf(error: unknown): Extract<SaveState, { kind: 'conflict' }> | null {
  if (!(error instanceof ClientError) || error.code !== 'CONFLICT') return null;
  const { reason, changedBy, changedAt } = error.extensions;
  if (reason !== 'STALE_REVISION') return null;
  return {
    kind: 'conflict',
    message: error.message,
    changedBy: typeof changedBy === 'string' ? changedBy : null,
    changedAt: typeof changedAt === 'number' ? changedAt : null,
  };
}

/** How long the form must rest before a draft saves itself. */
export const autosaveDelayMs = 2000;
