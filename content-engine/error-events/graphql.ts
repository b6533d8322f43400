import type { DomainModule } from '../core/domain-module.ts';
import { errorEvents } from './operations/error-events.ts';
import { resolveErrorEvent } from './operations/resolve-error-event.ts';

/** The embedded error monitor's groups (ADR 0084), for global administrators. */
export const errorEventsModule: DomainModule = {
  typeDefs: /* GraphQL */ `
    "Unexpected errors that share a fingerprint (name, message without numbers or ids, top stack frame)."
    type ErrorEvent {
      id: Int!
      fingerprint: String!
      name: String!
      "The latest occurrence's message."
      message: String!
      "The first occurrence's stack."
      sampleStack: String!
      topFrame: String!
      firstSeen: Timestamp!
      lastSeen: Timestamp!
      count: Int!
      "The latest occurrence's route, tenant, CMS user and release."
      route: String
      tenantKey: String
      cmsUserId: Int
      release: String!
      resolvedAt: Timestamp
    }

    type ErrorEventList {
      items: [ErrorEvent!]!
      totalCount: Int!
    }

    extend type Query {
      "Most recently seen first; open ones unless includeResolved. Global CMS users with manage_modules only."
      errorEvents(search: String, includeResolved: Boolean, skip: Int, limit: Int): ErrorEventList!
    }

    extend type Mutation {
      "Marks a group resolved; a new occurrence reopens it. Global CMS users with manage_modules only."
      resolveErrorEvent(id: Int!): ErrorEvent!
    }
  `,
  resolvers: {
    Query: {
      errorEvents: (_root, args: Record<string, unknown>, ctx) => errorEvents({ ctx, input: args }),
    },
    Mutation: {
      resolveErrorEvent: (_root, args: { id: number }, ctx) => resolveErrorEvent({ ctx, input: args }),
    },
  },
};
