import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { EngineError } from '../../core/errors.ts';
import { badInput, parseInput } from '../../core/validate.ts';
import { isTrackingEventType, maxTrackingEventChars, type TrackingEventType } from '../../shared/tracking-events.ts';
import { siteUserSession } from '../../site-users/session.ts';
import { eventTooLarge, pageUrlProblem, payloadSchemaFor, trackingInputSchema } from '../event-input.ts';
import { trackingLimiter } from '../rate-limit.ts';
import { insertTrackingEvent } from '../../tracking-events/queries.ts';
import { activeLicenses } from '../../site-licenses/active-licenses.ts';

/**
 * Stores one tracking event of the request's site (spec public §7 tracking mutations): validate
 * (known type, size cap, session id, page details — the address the site's — and the type's
 * payload) → rate limit → the
 * signed-in site user, when there is one, and for a page view the site licence covering the
 * address the server sees (the site-licence company page views report) → store. Anyone may
 * track; nothing is read back.
 */
export async function trackEvent({
  ctx,
  type,
  input,
  limiter = trackingLimiter,
}: {
  ctx: EngineContext;
  type: TrackingEventType;
  input: unknown;
  limiter?: typeof trackingLimiter;
}): Promise<{ ok: true }> {
  const tenantKey = tenantKeyOf(ctx);
  if (!isTrackingEventType(type))
    throw new EngineError('BAD_USER_INPUT', `Unknown tracking event type "${String(type)}".`);
  if (eventTooLarge(input))
    throw new EngineError(
      'PAYLOAD_TOO_LARGE',
      `A tracking event may carry at most ${maxTrackingEventChars} characters of JSON.`,
    );
  const values = parseInput(trackingInputSchema, input);
  const urlProblem = pageUrlProblem(values.page, { key: tenantKey, domains: ctx.tenant?.domains ?? [] });
  if (urlProblem) throw badInput('page.pageUrl', urlProblem);
  const payload = parseInput(
    payloadSchemaFor(type)
      .optional()
      .transform((p) => p ?? {}),
    values.payload ?? undefined,
  );
  const now = ctx.now();
  limiter({ tenantKey, ip: ctx.ip, sessionId: values.sessionId, now });
  const session = await siteUserSession(ctx);
  const licence = type === 'pageView' ? (await activeLicenses(ctx)(tenantKey))(ctx.ip) : null;
  await insertTrackingEvent(ctx.db, {
    tenantKey,
    type,
    sessionId: values.sessionId,
    siteUserId: session?.userId ?? null,
    siteLicenseId: licence?.licenseId ?? null,
    page: values.page,
    payload,
    created: now,
  });
  return { ok: true };
}
