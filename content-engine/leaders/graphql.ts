import type { DomainModule } from '../core/domain-module.ts';
import { getContentStreamForLeaders } from './operations/get-content-stream-for-leaders.ts';

export const leadersModule: DomainModule = {
  typeDefs: /* GraphQL */ `
    type LeadersGroup {
      "The category (a section of the leaders section's tree) the companies lead in."
      section: WebsiteSection!
      "Published companies, by name, with their logos (primaryImage) and company pages."
      items: [Content!]!
    }

    type LeadersStream {
      "The leaders section of the settings; null when the leaders module or programme is off."
      section: WebsiteSection
      "The programme's logo (settings leaders.logo)."
      logo: String
      groups: [LeadersGroup!]!
    }

    input LeadersStreamInput {
      "One category of the programme; the whole leaders tree when absent."
      sectionId: Int
      "Companies per category: 12 by default, at most 100."
      limit: Int
    }

    extend type Query {
      "Companies of the leaders programme (primary section in the leaders tree), grouped by the category they lead in; empty when the leaders module is off."
      getContentStreamForLeaders(input: LeadersStreamInput): LeadersStream!
      "Companies with a live website schedule to a section of the leaders tree, grouped by that section; empty when the leaders module is off."
      getContentStreamForLeadersWithSchedules(input: LeadersStreamInput): LeadersStream!
    }
  `,
  resolvers: {
    Query: {
      getContentStreamForLeaders: (_root, args: { input?: unknown }, ctx) =>
        getContentStreamForLeaders({ ctx, input: args.input, source: 'programme' }),
      getContentStreamForLeadersWithSchedules: (_root, args: { input?: unknown }, ctx) =>
        getContentStreamForLeaders({ ctx, input: args.input, source: 'schedules' }),
    },
  },
};
