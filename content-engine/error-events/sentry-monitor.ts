import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { ErrorMonitor } from '../core/error-monitor.ts';
import { errorDetails } from './error-details.ts';

/** Where a Sentry DSN sends envelopes, and with which key. */
export interface SentryTarget {
  envelopeUrl: string;
  publicKey: string;
  dsn: string;
}

/** `https://KEY@host[:port][/prefix]/PROJECT` → its envelope endpoint; throws on anything else. */
export function parseSentryDsn(dsn: string): SentryTarget {
  const url = new URL(dsn);
  const projectId = url.pathname.split('/').filter(Boolean).pop();
  if (!url.username || !projectId || !/^https?:$/.test(url.protocol))
    throw new Error('SENTRY_DSN must look like https://<public key>@<host>/<project id>.');
  const prefix = url.pathname.slice(0, url.pathname.lastIndexOf('/'));
  return {
    envelopeUrl: `${url.protocol}//${url.host}${prefix}/api/${projectId}/envelope/`,
    publicKey: decodeURIComponent(url.username),
    dsn,
  };
}

/** Stack lines `at fn (file:line:col)` as Sentry frames, oldest call first (Sentry's order). */
export function sentryFrames(stack: string) {
  return stack
    .split('\n')
    .flatMap((line) => {
      const match = /^\s*at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?$/.exec(line);
      if (!match) return [];
      const [, fn, filename = '', lineno, colno] = match;
      return [
        {
          function: fn ?? '?',
          filename,
          lineno: Number(lineno),
          colno: Number(colno),
          in_app: !filename.includes('node_modules') && !filename.startsWith('node:'),
        },
      ];
    })
    .reverse();
}

/** One error as a Sentry envelope: header, item header, event (https://develop.sentry.dev/sdk/envelopes/). */
export function sentryEnvelope({
  target,
  error,
  context,
  release,
  environment,
  at,
}: {
  target: SentryTarget;
  error: unknown;
  context: Parameters<ErrorMonitor['capture']>[1];
  release: string;
  environment: string;
  at: number;
}): { eventId: string; body: string } {
  const details = errorDetails(error);
  const eventId = randomUUID().replaceAll('-', '');
  const event = {
    event_id: eventId,
    timestamp: at / 1000,
    platform: 'node',
    level: 'error',
    logger: 'masthead',
    server_name: hostname(),
    release,
    environment,
    transaction: context?.route ?? undefined,
    fingerprint: [details.fingerprint],
    tags: {
      ...(context?.tenantKey ? { tenant: context.tenantKey } : {}),
      ...(context?.route ? { route: context.route } : {}),
    },
    ...(context?.cmsUserId ? { user: { id: String(context.cmsUserId) } } : {}),
    exception: {
      values: [{ type: details.name, value: details.message, stacktrace: { frames: sentryFrames(details.stack) } }],
    },
  };
  const header = { event_id: eventId, sent_at: new Date(at).toISOString(), dsn: target.dsn };
  const body = [JSON.stringify(header), JSON.stringify({ type: 'event' }), JSON.stringify(event)].join('\n') + '\n';
  return { eventId, body };
}

/**
 * The Sentry-compatible error monitor (ADR 0084): each error is POSTed as an envelope to the
 * DSN's ingest endpoint (Sentry, GlitchTip and other compatible servers), with a 5 s timeout.
 * A send that fails is written to stderr only.
 */
export function createSentryErrorMonitor({
  dsn,
  release,
  environment = 'production',
  fetch: send = fetch,
  now = Date.now,
}: {
  dsn: string;
  release: string;
  environment?: string;
  fetch?: typeof fetch;
  now?: () => number;
}): ErrorMonitor {
  const target = parseSentryDsn(dsn);
  const auth = `Sentry sentry_version=7, sentry_key=${target.publicKey}, sentry_client=masthead/${release}`;
  return {
    kind: 'sentry',
    release,
    async capture(error, context = {}) {
      try {
        const { body } = sentryEnvelope({ target, error, context, release, environment, at: now() });
        const response = await send(target.envelopeUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-sentry-envelope', 'x-sentry-auth': auth },
          body,
          signal: AbortSignal.timeout(5_000),
        });
        if (!response.ok) console.error(`error monitor: Sentry answered ${response.status}`, error);
      } catch (failure) {
        console.error('error monitor: could not send an error to Sentry', failure, error);
      }
    },
  };
}
