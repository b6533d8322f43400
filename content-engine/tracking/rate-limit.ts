import { EngineError } from '../core/errors.ts';

/** Events a client address, or a visit, may send per minute; a reader clicking around sends a few. */
export const trackingEventsPerMinute = 120;
const windowMs = 60_000;
const maxKeys = 50_000;

/**
 * A per-process fixed-window limit on tracking events, by tenant and client address and by tenant
 * and session. In memory on purpose: tracking is fire-and-forget, a limit that resets with the
 * process is enough to keep a runaway script from filling the table, and it costs no query.
 */
export function createTrackingLimiter({ limit = trackingEventsPerMinute }: { limit?: number } = {}) {
  const windows = new Map<string, { start: number; count: number }>();

  function hit(key: string, now: number): boolean {
    const window = windows.get(key);
    if (!window || now - window.start >= windowMs) {
      if (windows.size >= maxKeys) windows.clear();
      windows.set(key, { start: now, count: 1 });
      return true;
    }
    window.count += 1;
    return window.count <= limit;
  }

  /** Counts one event; RATE_LIMITED once the address or the session is over the limit. */
  return function assertWithinLimit({
    tenantKey,
    ip,
    sessionId,
    now,
  }: {
    tenantKey: string;
    ip: string;
    sessionId: string;
    now: number;
  }): void {
    const byAddress = hit(`${tenantKey}|ip|${ip}`, now);
    const bySession = hit(`${tenantKey}|session|${sessionId}`, now);
    if (!byAddress || !bySession) throw new EngineError('RATE_LIMITED', 'Too many tracking events. Please slow down.');
  };
}

/** The engine's limiter (one per process). */
export const trackingLimiter = createTrackingLimiter();
