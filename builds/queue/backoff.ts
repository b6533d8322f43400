/** The longest a failed job waits before its next attempt. */
export const maxBackoffMs = 5 * 60_000;

/** Exponential backoff after the `attempt`-th failure: 1 s, 2 s, 4 s… capped at 5 minutes. */
export function defaultBackoffMs(attempt: number): number {
  return Math.min(1000 * 2 ** Math.max(0, attempt - 1), maxBackoffMs);
}
