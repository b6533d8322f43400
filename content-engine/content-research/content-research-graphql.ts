import type { DomainModule } from '../core/domain-module.ts';
import { researchContent } from './operations/research-content.ts';

export const contentResearchModule: DomainModule = {
  typeDefs: /* GraphQL */ `
    enum ContentResearchSortField {
      published
      name
      updated
      site
    }

    input ContentResearchSortInput {
      field: ContentResearchSortField
      order: SortOrder
    }

    input ContentResearchInput {
      "Site keys; none means every site the user may see. A site outside the user's is FORBIDDEN."
      sites: [String!]
      "The name or teaser contains the text, or the id is the number."
      search: String
      types: [String!]
      "Default: PUBLISHED and DRAFT."
      statuses: [ContentStatus!]
      publishedAfter: Timestamp
      publishedBefore: Timestamp
      "An author's name contains the text."
      author: String
      pagination: PaginationInput
      sort: ContentResearchSortInput
    }

    type ResearchedContent {
      id: Int!
      siteKey: String!
      siteName: String!
      type: String!
      status: ContentStatus!
      name: String!
      teaser: String!
      published: Timestamp
      updated: Timestamp!
      sectionName: String
      authors: [String!]!
      url: String!
      editUrl: String!
    }

    type ResearchSite {
      key: String!
      name: String!
    }

    type ContentResearchResult {
      items: [ResearchedContent!]!
      totalCount: Int!
      "Every site the user may see (the choices of the site filter)."
      sites: [ResearchSite!]!
    }

    extend type Query {
      "Content across the sites the user may see (manage_content)."
      researchContent(input: ContentResearchInput): ContentResearchResult!
    }
  `,
  resolvers: {
    Query: {
      researchContent: (_root, { input }, ctx) => researchContent({ ctx, input: input ?? {} }),
    },
  },
};
