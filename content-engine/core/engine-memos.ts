import type { Knex } from 'knex';
import type { EventBus } from './events.ts';

/** What a memo is made from: the engine's database and its change events (they invalidate it). */
export interface MemoPorts {
  db: Knex;
  events: EventBus;
}

/** One kind of memo a domain keeps (tenant data, layouts, …): how to make it from the engine's ports. */
export interface MemoKind<T> {
  readonly name: string;
  readonly create: (ports: MemoPorts) => T;
}

/** Declares a memo kind; the domain module holds the declaration (immutable), each engine its one instance. */
export const defineMemo = <T>(name: string, create: (ports: MemoPorts) => T): MemoKind<T> =>
  Object.freeze({ name, create });

/**
 * The memos of one engine (ADR 0044): each kind made once, on first use, from the engine's
 * database and events, and dropped with the engine. No module holds a cache of its own.
 */
export interface EngineMemos {
  of<T>(kind: MemoKind<T>): T;
}

export function createEngineMemos(ports: MemoPorts): EngineMemos {
  const made = new Map<MemoKind<unknown>, unknown>();
  return {
    of<T>(kind: MemoKind<T>): T {
      if (made.has(kind)) return made.get(kind) as T;
      const memo = kind.create(ports);
      made.set(kind, memo);
      return memo;
    },
  };
}

/**
 * A memo an engine keeps only once something switches it on (ADR 44): the build memos a page
 * renderer shares between the pages it renders (list cards, candidate pools, read-ahead windows).
 * Until `share()`, `shared` is null and readers go to the database as they would without it.
 */
export interface SharedMemo<T> {
  /** The engine's own database handle, which the memo loads with. */
  readonly db: Knex;
  readonly shared: T | null;
  share(): void;
}

/** Declares a memo kind made (from the engine's database and events) only when its engine shares it. */
export const defineSharedMemo = <T>(name: string, create: (ports: MemoPorts) => T): MemoKind<SharedMemo<T>> =>
  defineMemo(name, (ports) => {
    let shared: T | null = null;
    return {
      db: ports.db,
      get shared() {
        return shared;
      },
      share() {
        shared ??= create(ports);
      },
    };
  });
