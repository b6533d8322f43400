import type { DomainModule } from '../core/domain-module.ts';
import { inputResolvers } from '../core/input-resolvers.ts';
import { searchContent } from './operations/search-content.ts';

export const searchModule: DomainModule = {
  typeDefs: /* GraphQL */ `
    input SearchContentInput {
      "The words to find (at most 200 characters); each word matches as a prefix, all must match."
      text: String
      "A content type (Article, Webinar, …); an unknown type is refused."
      type: String
      "A website section id: only items scheduled to it."
      websiteSchedule: Int
      "1-based; 1 by default."
      page: Int
      "10 by default, at most 50."
      limit: Int
    }

    type SearchContentImage {
      src: String!
      alt: String!
    }

    "A public item found; the teaser as plain text, never the body."
    type SearchContentHit {
      id: Int!
      type: String!
      name: String!
      teaser: String!
      canonicalPath: String!
      published: Timestamp
      "Null when the item has none, or only a logo."
      primaryImage: SearchContentImage
    }

    type SearchTypeFacet {
      type: String!
      count: Int!
    }
    type SearchSectionFacet {
      id: Int!
      name: String!
      count: Int!
    }
    "Counts of matches by type (ignoring the type filter) and by section (ignoring the section filter; the 20 largest)."
    type SearchContentFacets {
      types: [SearchTypeFacet!]!
      sections: [SearchSectionFacet!]!
    }
    type SearchPageInfo {
      page: Int!
      limit: Int!
      totalPages: Int!
      hasNextPage: Boolean!
      hasPreviousPage: Boolean!
    }

    type SearchContentResult {
      hits: [SearchContentHit!]!
      totalCount: Int!
      facets: SearchContentFacets!
      pageInfo: SearchPageInfo!
    }

    extend type Query {
      "Full-text search over the site's public content, most relevant first (a name match before a teaser or body match). NOT_FOUND on sites without the search module."
      searchContent(input: SearchContentInput): SearchContentResult!
    }
  `,
  resolvers: {
    Query: inputResolvers({ searchContent }),
  },
};
