import type { DomainModule } from '../core/domain-module.ts';
import { getBlueConicRecommendations } from './operations/get-blueconic-recommendations.ts';

export const recommendationsModule: DomainModule = {
  typeDefs: /* GraphQL */ `
    type BlueConicRecommendations {
      "Which recommender answered: local (the site's own page views) or blueconic."
      source: String!
      "Public content of the tenant, best first."
      items: [Content!]!
    }

    input GetBlueConicRecommendationsInput {
      "The page's item: items viewed in the same visits come first."
      contentId: Int
      "The page's section: its most viewed recent items fill the rest."
      sectionId: Int
      excludeContentIds: [Int!]
      "4 by default, at most 12."
      limit: Int
    }

    extend type Query {
      "Recommended content for a page (the blueconic_recommendations block and the in-body recommendations)."
      getBlueConicRecommendations(input: GetBlueConicRecommendationsInput): BlueConicRecommendations!
    }
  `,
  resolvers: {
    Query: {
      getBlueConicRecommendations: (_root, args: { input?: unknown }, ctx) =>
        getBlueConicRecommendations({ ctx, input: args.input ?? {} }),
    },
  },
};
