import { z } from 'zod';
import {
  isSecretQueryParam,
  maxScrollPage,
  maxTrackingEventChars,
  trackedQueryLimits,
  newsletterTrackingActions,
  newsletterTrackingSources,
  type TrackingEventType,
} from '../shared/tracking-events.ts';
import { safeTokenPattern } from '../shared/safe-token.ts';
import { browserFunnelSteps } from '../shared/registration-funnel.ts';

const text = (max: number) => z.string().trim().max(max);
const id = z.union([z.number().int().nonnegative(), text(100)]);
const numericId = z.number().int().nonnegative();
const token = text(100).regex(safeTokenPattern, 'Use only letters, digits, _ and -');

/** The address's query parameters: at most 30, short names and values, no secret-bearing names. */
const queryParams = z
  .record(text(trackedQueryLimits.name).min(1), z.string().max(trackedQueryLimits.value))
  .refine(
    (params) => Object.keys(params).length <= trackedQueryLimits.params,
    `At most ${trackedQueryLimits.params} parameters`,
  )
  .refine(
    (params) => !Object.keys(params).some(isSecretQueryParam),
    'Parameters that may carry a secret (id, token, password…) are not tracked',
  );

/** An absolute http(s) address without credentials, query or fragment. */
const pageUrl = text(2_000).refine((value) => {
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && !url.username && !url.password && !url.search && !url.hash;
  } catch {
    return false;
  }
}, 'Must be an http(s) address without query or fragment');

/**
 * The page details of spec public §3 that a tracking event carries (TrackingPageDetails). Strict:
 * a field the tracker does not send is refused, not silently stored. Whether `pageUrl` is the
 * request site's and agrees with `path` is checked by the operation (`pageUrlProblem`).
 */
export const pageDetailsSchema = z.strictObject({
  path: text(2_000).startsWith('/', 'Must be a path starting with /'),
  pageType: text(40).optional(),
  id: id.optional(),
  contentId: z.number().int().nonnegative().optional(),
  type: text(60).optional(),
  name: text(500).optional(),
  alias: text(1_000).optional(),
  canonicalPath: text(2_000).optional(),
  primarySection: z
    .object({ id: z.number().int(), name: text(300), alias: text(500), fullName: text(1_000).optional() })
    .optional(),
  company: z.object({ id: z.number().int(), name: text(300) }).optional(),
  authors: z.array(text(300)).max(50).optional(),
  taxonomy: z
    .array(z.object({ type: text(60), name: text(300) }))
    .max(100)
    .optional(),
  labels: z.array(text(100)).max(20).optional(),
  gating: text(40).optional(),
  published: z.number().int().nullable().optional(),
  referrer: text(2_000).optional(),
  pageUrl: pageUrl.optional(),
  pageTitle: text(500).optional(),
  queryParams: queryParams.optional(),
  layoutId: numericId.optional(),
  layoutType: text(60).optional(),
  sectionId: numericId.optional(),
  issueId: numericId.optional(),
  publicationId: numericId.optional(),
  zmagId: token.optional(),
  newsletterCampaignId: id.optional(),
  newsletterTemplateId: id.optional(),
  scrollPage: z.number().int().min(1).max(maxScrollPage).optional(),
  scrollFromContentId: numericId.optional(),
});

/**
 * Why a page's address cannot be the request site's page at `path`, or null: its host must be one
 * of the site's domains (or `<key>.localhost`, as tenant resolution allows) and its path `path`.
 */
export function pageUrlProblem(
  page: { path: string; pageUrl?: string },
  tenant: { key: string; domains: readonly string[] },
): string | null {
  if (!page.pageUrl) return null;
  const url = new URL(page.pageUrl);
  const host = url.hostname.toLowerCase();
  if (!tenant.domains.includes(host) && host !== `${tenant.key}.localhost`)
    return "Must be an address of the request's site";
  // Both as the URL parser writes them: an unencoded path (a part's, from the server) matches its encoded address.
  const samePath = URL.parse(`${url.origin}${page.path}`)?.pathname === url.pathname;
  return samePath ? null : 'Must be the address of path';
}

const primitive = z.union([z.string().max(2_000), z.number(), z.boolean(), z.null()]);

/** Any event's payload: a flat object of short values (a link's href and label, a network, an id…). */
const flatPayload = z
  .record(text(60), primitive)
  .refine((payload) => Object.keys(payload).length <= 30, 'At most 30 fields');

/** What each event type's payload must say; the others take a flat payload. */
const payloadSchemas: Partial<Record<TrackingEventType, z.ZodType<Record<string, unknown>>>> = {
  newsletterSubscription: z.object({
    source: z.enum(newsletterTrackingSources),
    action: z.enum(newsletterTrackingActions),
    newsletterIds: z.array(text(100)).min(1).max(100),
  }),
  // A funnel step a page may report (ADR 0069); the engine's own steps are refused.
  registration: z.strictObject({
    step: z.enum(browserFunnelSteps),
    membershipId: z.number().int().positive().optional(),
    href: text(2_000).optional(),
    label: text(200).optional(),
    placement: text(60).optional(),
  }),
};

export const payloadSchemaFor = (type: TrackingEventType) => payloadSchemas[type] ?? flatPayload;

/** The input every tracking mutation takes (spec public §7: sessionId and the page details). */
export const trackingInputSchema = z.object({
  sessionId: text(100).min(1, 'Field is required'),
  page: pageDetailsSchema,
  payload: z.unknown().optional(),
});

/** The JSON size of an event's page and payload, against `maxTrackingEventChars`. */
export const eventTooLarge = (input: unknown) => {
  try {
    return JSON.stringify(input ?? null).length > maxTrackingEventChars;
  } catch {
    return true;
  }
};
