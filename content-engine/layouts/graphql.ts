import type { DomainModule } from '../core/domain-module.ts';
import { getWebsiteLayoutPage } from './operations/get-website-layout-page.ts';

export const layoutsModule: DomainModule = {
  typeDefs: /* GraphQL */ `
    type LayoutTypeInfo {
      type: String!
    }
    type LoadMoreTypeInfo {
      type: String!
    }
    type PageRedirect {
      to: String!
      code: Int!
    }

    "A resolved page: what it shows, its layout, and its primary grid with each block's data."
    type WebsiteLayoutPage {
      id: Int
      name: String!
      path: String!
      "content, section, issue or publication; null for a redirect."
      pageType: String
      layoutId: Int
      layoutName: String
      layoutType: LayoutTypeInfo
      loadMoreType: LoadMoreTypeInfo!
      hideHeader: Boolean!
      hideFooter: Boolean!
      "The page shell's props: the main area spans the viewport; the page fills the viewport's height."
      fullWidth: Boolean!
      fullHeight: Boolean!
      adExclusions: JSON!
      gatingRequirements: String
      pageData: JSON
      "Rows, columns and blocks; each block has data (items, issues) and underFilled."
      primaryGrid: JSON!
      "Filled on demand by load-more."
      secondaryGrid: JSON!
      usedContentIds: [Int!]!
      usedIssueIds: [Int!]!
      underFilledBlocks: [String!]!
      "Set when the path is an old or non-canonical address: answer with this redirect."
      redirect: PageRedirect
    }

    input WebsiteLayoutPageInput {
      alias: String!
      useCache: Boolean
      preview: Boolean
      cacheKey: String
    }

    extend type Query {
      getWebsiteLayoutPage(input: WebsiteLayoutPageInput!): WebsiteLayoutPage!
    }
  `,
  resolvers: {
    Query: {
      getWebsiteLayoutPage: (_root, { input }, ctx) => getWebsiteLayoutPage({ ctx, input }),
    },
  },
};
