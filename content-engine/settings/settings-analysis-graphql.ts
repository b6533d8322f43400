import type { DomainModule } from '../core/domain-module.ts';
import { inputResolvers } from '../core/input-resolvers.ts';
import { getSiteSettingsAnalysis } from './operations/get-site-settings-analysis.ts';

/** Dev tool /admin/ss-analysis (manage_modules): docs/ARCHITECTURE.md "Layout analysis tools". */
export const settingsAnalysisModule: DomainModule = {
  typeDefs: /* GraphQL */ `
    type SiteSettingsAnalysisSite {
      key: String!
      name: String!
      useNewDesign: Boolean!
      modules: [String!]!
      "When its settings were last saved; null while it runs on defaults."
      updated: Timestamp
    }

    type SettingAcrossSites {
      "A dotted path of the settings document ('header.logoHeight'); lists are one value."
      key: String!
      "The platform default as JSON; null when the default leaves it unset."
      defaultValue: String
      "Per site, in the order of sites: the value as JSON where it differs from the default, else null."
      values: [String]!
      differingSites: Int!
    }

    type SiteSettingsAnalysis {
      sites: [SiteSettingsAnalysisSite!]!
      "The keys where at least one site differs from the default."
      settings: [SettingAcrossSites!]!
    }

    input GetSiteSettingsAnalysisInput {
      sites: [String!]
      "Only keys containing this (case-insensitive)."
      search: String
    }

    extend type Query {
      "Needs manage_modules. Which settings each of the user's sites sets away from the defaults."
      getSiteSettingsAnalysis(input: GetSiteSettingsAnalysisInput): SiteSettingsAnalysis!
    }
  `,
  resolvers: {
    Query: inputResolvers({ getSiteSettingsAnalysis }),
  },
};
