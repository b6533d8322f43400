import type { ChangeEvent } from '../core/events.ts';

/**
 * The change events of other processes (ADR 0081): every process publishes what it emits and hears
 * what the others emit, so each drops its cached data at once instead of when a memo expires.
 * Adapters: PostgreSQL LISTEN/NOTIFY (`postgres-relay.ts`), Redis pub/sub (`redis-relay.ts`).
 */
export interface ChangeRelay {
  /** Which adapter this is, for logs and health. */
  readonly kind: 'postgres' | 'redis';
  /** Sends a change this process emitted to the other processes. */
  publish(event: RelayedChange): Promise<void>;
  /** Starts delivering the other processes' changes; resolves once listening. */
  start(deliver: (event: RelayedChange) => void): Promise<void>;
  stop(): Promise<void>;
}

/** A change as relayed: the emitting process's id, so it ignores its own. */
export interface RelayedChange extends ChangeEvent {
  origin: string;
}

/**
 * The wire form of a change: JSON of at most `maxBytes` (PostgreSQL's NOTIFY takes under 8,000).
 * A change with more tags than fit is sent without them, marked `allTags`: the receivers' caches
 * drop everything of the tenant, which is what they do for any change of it today.
 */
export function encodeChange(event: RelayedChange, maxBytes = 7_900): string {
  const full = JSON.stringify(event);
  if (Buffer.byteLength(full) <= maxBytes) return full;
  return JSON.stringify({ ...event, tags: [], allTags: true });
}

/** Reads a relayed change, or null for anything that is not one (a foreign publisher on the channel). */
export function decodeChange(payload: string): RelayedChange | null {
  try {
    const value = JSON.parse(payload) as Partial<RelayedChange>;
    if (
      typeof value.origin !== 'string' ||
      typeof value.tenantKey !== 'string' ||
      typeof value.kind !== 'string' ||
      !Array.isArray(value.tags) ||
      typeof value.at !== 'number'
    )
      return null;
    return value as RelayedChange;
  } catch {
    return null;
  }
}
