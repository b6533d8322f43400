/**
 * Runs pieces of ad work one per task, in order. Ad work comes in bursts (a dozen slots starting
 * together, several creatives arriving at once, each iframe a new document): one task each keeps
 * the main thread free for input between them, where one burst would block it (Lighthouse's total
 * blocking time counts what every task spends over 50 ms).
 */
const pending: (() => void)[] = [];
let scheduled = false;

function runNext() {
  scheduled = false;
  const work = pending.shift();
  if (pending.length) schedule();
  work?.();
}

function schedule() {
  if (scheduled) return;
  scheduled = true;
  setTimeout(runNext, 0);
}

/** Queues `work` to run in a task of its own, after the work queued before it. */
export function inOwnTask(work: () => void): void {
  pending.push(work);
  schedule();
}
