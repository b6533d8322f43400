import type { DomainModule, FieldResolver } from '../core/domain-module.ts';
import { trackingEvents, trackingEventTypes } from '../shared/tracking-events.ts';
import { countEvents } from './operations/count-tracking-events.ts';
import { trackEvent } from './operations/track-event.ts';

// One mutation per event type of the table, each a thin adapter over the one operation.
const mutationFields = trackingEventTypes
  .map(
    (type) =>
      `  "Stores a ${type} event of the request's site (spec public §7)."\n  ${trackingEvents[type]}(input: TrackingEventInput!): TrackingResult!`,
  )
  .join('\n');

const mutationResolvers = Object.fromEntries(
  trackingEventTypes.map((type): [string, FieldResolver] => [
    trackingEvents[type],
    (_root, { input }, ctx) => trackEvent({ ctx, type, input }),
  ]),
);

/** Tracking events of the public sites (spec public §3, §7) and their counts for the reports. */
export const trackingModule: DomainModule = {
  typeDefs: /* GraphQL */ `
    input TrackingEventInput {
      "The browser tab's visit id."
      sessionId: String!
      "The page details of spec public §3: path (required), pageType, id, contentId, type, name, alias, canonicalPath, primarySection, company, authors, taxonomy, labels, gating, published, referrer, pageUrl (an address of the request's site, its path being path), pageTitle, queryParams (no secret-bearing names), layoutId, layoutType, sectionId, issueId, publicationId, zmagId, newsletterCampaignId, newsletterTemplateId, scrollPage (1-8), scrollFromContentId. Other fields are refused."
      page: JSON!
      "What the event adds: a link's href and label, a network…; newsletterSubscription: source (Account, NlWidgetAuthenticated, NlWidgetUnauthenticated or Registration), action (OptIn or OptOut), newsletterIds."
      payload: JSON
    }

    type TrackingResult {
      ok: Boolean!
    }

    input TrackingEventCountsInput {
      from: Timestamp!
      "Exclusive; at most 366 days after from."
      to: Timestamp!
      "Event types (trackPageView stores pageView…); all when absent."
      types: [String!]
    }

    type TrackingEventCount {
      type: String!
      "The UTC day's start."
      day: Timestamp!
      count: Int!
    }

    extend type Query {
      "Tracking events of the request's site per type and UTC day (view_common_reports)."
      trackingEventCounts(input: TrackingEventCountsInput!): [TrackingEventCount!]!
    }

    extend type Mutation {
${mutationFields}
    }
  `,
  resolvers: {
    Query: {
      trackingEventCounts: (_root, { input }, ctx) => countEvents({ ctx, input }),
    },
    Mutation: mutationResolvers,
  },
};
