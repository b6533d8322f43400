import { z } from 'zod';
import {
  maxTrackingEventChars,
  newsletterTrackingActions,
  newsletterTrackingSources,
  type TrackingEventType,
} from '../shared/tracking-events.ts';

const text = (max: number) => z.string().trim().max(max);
const id = z.union([z.number().int().nonnegative(), text(100)]);

/** The page details of spec public §3 that a tracking event carries (TrackingPageDetails). */
export const pageDetailsSchema = z.object({
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
});

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
