import type { DomainModule } from '../core/domain-module.ts';
import { getAdUnitAdminPatternStream, getAdUnitPatternStream } from './operations/get-ad-unit-pattern-streams.ts';

/** Ad unit patterns for the admin (spec admin "Ad unit pattern"); the public site reads units in-process. */
export const adsModule: DomainModule = {
  typeDefs: /* GraphQL */ `
    "An ad unit of the site, as the admin lists it."
    type AdUnitPattern {
      id: Int!
      name: String!
      "What a gam_ad block's key setting names."
      key: String!
      "layout-block, page, content-list-native, content-body-embed, content-body-native, reskin, sticky-bottom or header-leaderboard."
      type: String!
    }
    type AdUnitPatternEdge {
      node: AdUnitPattern!
    }
    type AdUnitPatternConnection {
      edges: [AdUnitPatternEdge!]!
      totalCount: Int!
    }

    extend type Query {
      "The layout-block ad units, for the gam_ad block's select (view or manage site layouts or ad unit patterns)."
      getAdUnitPatternStream: AdUnitPatternConnection!
      "Every ad unit of the site (view_ad_unit_patterns or manage_ad_unit_patterns)."
      getAdUnitAdminPatternStream: AdUnitPatternConnection!
    }
  `,
  resolvers: {
    Query: {
      getAdUnitPatternStream: (_root, _args, ctx) => getAdUnitPatternStream({ ctx }),
      getAdUnitAdminPatternStream: (_root, _args, ctx) => getAdUnitAdminPatternStream({ ctx }),
    },
  },
};
