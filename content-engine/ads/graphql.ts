import type { DomainModule } from '../core/domain-module.ts';
import { formatAdSize, type AdUnit, type SizeMappingEntry } from '../shared/ad-units.ts';
import { getAdUnitPattern } from './operations/get-ad-unit-pattern.ts';
import { getAdUnitAdminPatternStream, getAdUnitPatternStream } from './operations/get-ad-unit-pattern-streams.ts';

/** Ad unit patterns for the admin (spec admin "Ad unit pattern"); the public site reads units in-process. */
export const adsModule: DomainModule = {
  typeDefs: /* GraphQL */ `
    "Sizes offered from a viewport of at least viewport (GPT's size mapping)."
    type AdSizeMapping {
      "WxH; 0x0 is any screen."
      viewport: String!
      "WxH each; empty shows no ad at this viewport."
      sizes: [String!]!
    }

    "An ad unit of the site (spec public §3 Ad unit)."
    type AdUnitPattern {
      id: Int!
      name: String!
      "What a gam_ad block's key setting names; the slot path's last part."
      key: String!
      "layout-block, page, content-list-native, content-body-embed, content-body-native, reskin, sticky-bottom or header-leaderboard."
      type: String!
      "WxH; 1x1 by default (out of page)."
      size: String!
      "Widest viewport first."
      sizeMapping: [AdSizeMapping!]!
      "Seconds between refreshes while more than 75% in view; 0 never."
      refreshRate: Int!
      "Whether the slot path carries the page's section alias."
      useSectionAlias: Boolean!
      "Page types (content, section, issue, publication) the unit is not shown on."
      excludePageTypes: [String!]!
      "The element id the slot renders into; null for the default."
      targetId: String
      "When it last changed; null in the layout editor's select."
      updated: Timestamp
    }
    type AdUnitPatternEdge {
      node: AdUnitPattern!
    }
    type AdUnitPatternConnection {
      edges: [AdUnitPatternEdge!]!
      totalCount: Int!
    }

    input AdUnitAdminPatternStreamInput {
      "Part of the name or key."
      search: String
      "One of the eight types."
      type: String
      "Limit 1000 at most (default 1000)."
      pagination: PaginationInput
    }

    input AdUnitPatternIdInput {
      id: Int!
    }

    extend type Query {
      "The layout-block ad units, for the gam_ad block's select (view or manage site layouts or ad unit patterns)."
      getAdUnitPatternStream: AdUnitPatternConnection!
      "The site's ad unit patterns by name (view_ad_unit_patterns or manage_ad_unit_patterns); every one without an input."
      getAdUnitAdminPatternStream(input: AdUnitAdminPatternStreamInput): AdUnitPatternConnection!
      "One ad unit pattern of the site (view_ad_unit_patterns or manage_ad_unit_patterns)."
      getAdUnitPattern(input: AdUnitPatternIdInput!): AdUnitPattern!
    }
  `,
  resolvers: {
    Query: {
      getAdUnitPatternStream: (_root, _args, ctx) => getAdUnitPatternStream({ ctx }),
      getAdUnitAdminPatternStream: (_root, args: { input?: unknown }, ctx) =>
        getAdUnitAdminPatternStream({ ctx, input: args.input }),
      getAdUnitPattern: (_root, args: { input?: unknown }, ctx) => getAdUnitPattern({ ctx, input: args.input }),
    },
    AdUnitPattern: {
      size: (unit: AdUnit) => formatAdSize(unit.size),
    },
    AdSizeMapping: {
      viewport: (entry: SizeMappingEntry) => formatAdSize(entry.viewport),
      sizes: (entry: SizeMappingEntry) => entry.sizes.map(formatAdSize),
    },
  },
};
