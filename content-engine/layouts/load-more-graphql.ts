import type { DomainModule } from '../core/domain-module.ts';
import { getNextSecondaryGrid } from './operations/get-next-secondary-grid.ts';
import { getNextSecondaryPage } from './operations/get-next-secondary-page.ts';

/** Load-more paging (spec public §7 "Paging"); the site's load-more fragments call the same operations. */
export const loadMoreModule: DomainModule = {
  typeDefs: /* GraphQL */ `
    input SecondaryGridSettingsInput {
      excludeContentIds: [Int!]
      excludeIssueIds: [Int!]
      "The section 'current section' blocks draw from; else the page data's."
      sectionId: Int
      "Content types for list blocks that name none."
      defaultContentTypes: [String!]
    }

    input NextSecondaryGridInput {
      gridSettings: SecondaryGridSettingsInput!
      "The page's data as getWebsiteLayoutPage answered it."
      pageData: JSON
      "The secondary grid to fill; or give layoutId to read it from the layout."
      secondaryGrid: JSON
      layoutId: Int
    }

    "The next grid of a page's load-more."
    type NextSecondaryGrid {
      "Rows, columns and blocks with data, as in WebsiteLayoutPage.primaryGrid."
      grid: JSON!
      "Some block came back without items: paging stops."
      underFilled: Boolean!
      "The ids to exclude from the grid after this one."
      excludeContentIds: [Int!]!
      excludeIssueIds: [Int!]!
    }

    input NextSecondaryPageInput {
      "Only 1."
      limit: Int
      includeContentTypes: [String!]
      "The current item and the pages rendered so far."
      excludeContentIds: [Int!]
      sectionId: Int
      "published (default), name, startDate or updated."
      sortField: String
      "desc (default) or asc."
      sortOrder: String
    }

    extend type Query {
      getNextSecondaryGrid(input: NextSecondaryGridInput!): NextSecondaryGrid!
      "The next content page, or null when there is none."
      getNextSecondaryPage(input: NextSecondaryPageInput!): WebsiteLayoutPage
    }
  `,
  resolvers: {
    Query: {
      getNextSecondaryGrid: (_root, { input }, ctx) => getNextSecondaryGrid({ ctx, input }),
      getNextSecondaryPage: (_root, { input }, ctx) => getNextSecondaryPage({ ctx, input }),
    },
  },
};
