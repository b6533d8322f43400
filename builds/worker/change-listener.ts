import type { ChangeEvent, ChangeKind, EventBus } from '../../content-engine/core/events.ts';
import type { Logger } from '../../content-engine/core/logger.ts';
import { jobPriority, type BuildQueue } from '../queue/build-queue.ts';
import { isTenantWide } from '../regeneration/regeneration-plan.ts';
import { tenantWidePriority } from './build-worker.ts';

/**
 * Changes no prebuilt page shows (site licences are read live, by the gate island and /ip-test;
 * house ads by the ad server at request time): nothing to regenerate.
 */
const pagelessKinds: ReadonlySet<ChangeKind> = new Set(['site_license', 'house_ad_creative']);

/**
 * Turns every committed change a page can show into a persisted regeneration job (coalesced per tenant by the
 * queue), then wakes the worker. A tenant change (domains, modules) rebuilds the whole site.
 */
export function listenForChanges({
  events,
  queue,
  wake,
  log,
}: {
  events: EventBus;
  queue: BuildQueue;
  wake: () => void;
  log: Logger;
}) {
  return events.subscribe(
    async (event: ChangeEvent) => {
      if (pagelessKinds.has(event.kind)) return;
      try {
        if (event.kind === 'tenant')
          await queue.enqueue({
            tenantKey: event.tenantKey,
            kind: 'full',
            priority: jobPriority.manualFull,
            reason: 'tenant change',
          });
        else
          await queue.enqueue({
            tenantKey: event.tenantKey,
            kind: 'tags',
            tags: event.tags,
            // A change every page shows is rendered in the background (the general lane).
            priority: isTenantWide(event.tags) ? tenantWidePriority : jobPriority.publish,
            reason: `${event.kind} change`,
          });
        wake();
      } catch (error) {
        log.error({ err: error, event }, 'could not queue the regeneration of a change');
      }
    },
    { origin: 'local' },
  );
}
