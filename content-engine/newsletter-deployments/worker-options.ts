import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';

type Env = Record<string, string | undefined>;

export interface DeploymentWorkerOptions {
  /** This process's name on the leases it takes. */
  owner: string;
  /** How long a lease lasts without renewal; renewed every third of it while working. */
  leaseMs: number;
  /** Recipients read per round. */
  batchSize: number;
  /** Waits before the 2nd, 3rd, … attempt after a transient failure (the last repeats). */
  retryDelaysMs: readonly number[];
  /** Attempts before a recipient with transient failures fails. */
  maxAttempts: number;
  /**
   * Recipients in flight at once. 1 (the default) leaves no copy in doubt beyond the one being
   * sent when a process dies; more may resend up to that many (ADR 0074).
   */
  concurrency: number;
  /** The address of the mailto: List-Unsubscribe (default: the sender's). */
  unsubscribeMailto?: string;
}

const numberOr = (text: string | undefined, fallback: number) => {
  const value = Number(text);
  return text && Number.isFinite(value) && value > 0 ? value : fallback;
};

export const defaultRetryDelaysMs = [60_000, 5 * 60_000, 30 * 60_000, 30 * 60_000];

export const newProcessOwner = () => `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;

/**
 * NEWSLETTER_RETRY_DELAYS (comma-separated milliseconds, default 60000,300000,1800000),
 * NEWSLETTER_MAX_ATTEMPTS (5), NEWSLETTER_LEASE_MS (60000), NEWSLETTER_SEND_CONCURRENCY (1),
 * NEWSLETTER_UNSUBSCRIBE_MAILTO.
 */
export function workerOptionsFromEnv(env: Env, owner = newProcessOwner()): DeploymentWorkerOptions {
  const delays = (env.NEWSLETTER_RETRY_DELAYS ?? '')
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((ms) => Number.isFinite(ms) && ms >= 0 && ms <= 86_400_000);
  return {
    owner,
    leaseMs: numberOr(env.NEWSLETTER_LEASE_MS, 60_000),
    batchSize: 100,
    retryDelaysMs: delays.length ? delays : defaultRetryDelaysMs,
    maxAttempts: Math.round(numberOr(env.NEWSLETTER_MAX_ATTEMPTS, 5)),
    concurrency: Math.round(numberOr(env.NEWSLETTER_SEND_CONCURRENCY, 1)),
    unsubscribeMailto: env.NEWSLETTER_UNSUBSCRIBE_MAILTO?.trim() || undefined,
  };
}
