import type { DomainModule } from '../core/domain-module.ts';
import { getAdUnitSettingsReport } from './operations/get-ad-unit-settings-report.ts';

export const adUnitReportModule: DomainModule = {
  typeDefs: /* GraphQL */ `
    type AdUnitLayoutRef {
      id: Int!
      name: String!
    }
    type AdUnitLayoutUse {
      id: Int!
      name: String!
      "gam_ad blocks of the layout naming the unit."
      blockCount: Int!
    }
    "One ad unit pattern and where it serves."
    type AdUnitSettingsReportRow {
      unit: AdUnitPattern!
      "The layout ad exclusion flag removing the placement; null for layout blocks."
      exclusionFlag: String
      "Layout blocks: layouts whose gam_ad blocks name the unit."
      layoutsUsing: [AdUnitLayoutUse!]!
      "Page placements: layouts whose ad exclusions remove it."
      layoutsExcluding: [AdUnitLayoutRef!]!
      "Active house ads targeting the unit."
      houseAdCount: Int!
      "Of those, the ones within their dates now."
      runningHouseAdCount: Int!
    }
    "gam_ad blocks naming a key no layout-block pattern has: they show nothing."
    type AdUnitUnmatchedKey {
      key: String!
      layouts: [AdUnitLayoutRef!]!
    }
    type AdUnitSettingsReport {
      rows: [AdUnitSettingsReportRow!]!
      unmatched: [AdUnitUnmatchedKey!]!
    }
    extend type Query {
      "Every ad unit pattern of the site with where it is used (view_ad_unit_patterns or manage_ad_unit_patterns)."
      getAdUnitSettingsReport: AdUnitSettingsReport!
    }
  `,
  resolvers: {
    Query: {
      getAdUnitSettingsReport: (_root, _args, ctx) => getAdUnitSettingsReport({ ctx }),
    },
  },
};
