import type { Logger } from '../core/logger.ts';

/**
 * On the first SIGTERM or SIGINT: runs `drain` (stop taking work, finish what is in flight) and
 * exits 0. If draining outlasts `graceMs` by more than a margin (something hangs), the process
 * exits 1 anyway rather than wait for the supervisor's SIGKILL. A second signal exits at once.
 */
export function onTerminate(drain: () => Promise<void>, { graceMs, log }: { graceMs: number; log: Logger }) {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      log.warn({ signal }, 'second signal while draining: exiting now');
      process.exit(1);
    }
    stopping = true;
    log.info({ signal, graceMs }, 'draining: no new requests or build jobs; finishing those in flight');
    const hung = setTimeout(() => {
      log.error({ graceMs }, 'draining did not finish in time: exiting');
      process.exit(1);
    }, graceMs + 5_000);
    hung.unref();
    drain().then(
      () => {
        log.info('drained: exiting');
        process.exit(0);
      },
      (error: unknown) => {
        log.error({ err: error }, 'draining failed: exiting');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
