import { randomUUID } from 'node:crypto';
import type { SettlingEventBus } from '../core/events.ts';
import type { Logger } from '../core/logger.ts';
import type { ChangeRelay } from './change-relay.ts';

/**
 * Joins a process's event bus to the other processes' through a relay (ADR 0081): what this
 * process emits is published; what the others publish is delivered to this process's listeners
 * of `any` origin (the caches), never to those that act on a change (`local`), which the emitting
 * process already ran. Resolves once listening; the returned function disconnects.
 */
export async function connectRelay(
  events: SettlingEventBus,
  relay: ChangeRelay,
  { log, origin = randomUUID() }: { log: Logger; origin?: string },
): Promise<() => Promise<void>> {
  await relay.start(({ origin: from, ...event }) => {
    if (from !== origin) events.receive(event);
  });
  const unsubscribe = events.subscribe(
    async (event) => {
      try {
        await relay.publish({ ...event, origin });
      } catch (error) {
        // The other processes' caches then expire on their own (their memos' time limits).
        log.warn({ err: error, tenant: event.tenantKey, kind: event.kind }, 'could not relay a change');
      }
    },
    { origin: 'local' },
  );
  return async () => {
    unsubscribe();
    await relay.stop();
  };
}
