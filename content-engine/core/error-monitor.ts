/** Where an error happened, as the error monitor records it (spec admin §8; ADR 0084). */
export interface ErrorContext {
  /** The tenant the request or job was for, if any. */
  tenantKey?: string | null;
  /** The request's route or the job's name: `graphql:getContent`, `GET /files/*`, `build:full`, `cron:tracking-rollups`. */
  route?: string | null;
  /** The signed-in CMS user, if any. */
  cmsUserId?: number | null;
}

/**
 * The error monitoring port (ADR 0084): unexpected errors only — never the catalogue's expected
 * codes (UNAUTHENTICATED, FORBIDDEN, BAD_USER_INPUT, NOT_FOUND, …). The embedded adapter groups
 * them in the `error_events` table; a Sentry-compatible adapter is chosen by SENTRY_DSN.
 * `capture` never throws: a monitor that fails must not turn one error into two.
 */
export interface ErrorMonitor {
  /** 'embedded' or 'sentry'. */
  readonly kind: string;
  /** The release every captured error is tagged with. */
  readonly release: string;
  capture(error: unknown, context?: ErrorContext): Promise<void>;
}

/** A monitor that records nothing (render workers and CLIs that report through their parent). */
export const ignoringErrorMonitor: ErrorMonitor = { kind: 'none', release: '', capture: async () => {} };
