import type { DomainModule } from '../core/domain-module.ts';
import { getHistory } from './operations/get-history.ts';

export const historyModule: DomainModule = {
  typeDefs: /* GraphQL */ `
    "One field an admin write changed; nested fields are named by their path (venue.city)."
    type HistoryFieldChange {
      field: String!
      "Null for a create; '[hidden]' for passwords and tokens; long values are clipped."
      before: JSON
      "Null for a delete."
      after: JSON
    }

    "One admin write: who, when, which entity and what changed."
    type HistoryEntry {
      id: Int!
      at: Timestamp!
      "Null for system work."
      cmsUserId: Int
      "The user's name at the time of the write."
      username: String!
      "Null for global entities (CMS users)."
      tenantKey: String
      "content, website_section, layout, redirect, site_settings, menu, cms_user or build."
      entityType: String!
      entityId: String!
      "create, update, delete, publish, unpublish, schedule, set_schedules, …"
      action: String!
      changes: [HistoryFieldChange!]!
    }

    type HistoryEdge {
      node: HistoryEntry!
    }
    type HistoryConnection {
      edges: [HistoryEdge!]!
      pageInfo: PageInfo!
      totalCount: Int!
    }

    input GetHistoryInput {
      entityType: String
      entityId: String
      cmsUserId: Int
      "50 by default, at most 200."
      pagination: PaginationInput
    }

    extend type Query {
      "The tenant's history with the global entries, newest first. Needs view_history."
      getHistory(input: GetHistoryInput): HistoryConnection!
    }
  `,
  resolvers: {
    Query: {
      getHistory: (_root, args: { input?: unknown }, ctx) => getHistory({ ctx, input: args.input }),
    },
  },
};
