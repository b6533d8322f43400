import type { DomainModule } from '../core/domain-module.ts';
import { inputResolvers } from '../core/input-resolvers.ts';
import { getLayout } from './operations/get-layout.ts';
import { getLayoutUsage } from './operations/get-layout-usage.ts';
import { getLayoutStream } from './operations/get-layout-stream.ts';
import { getLayoutForPath, type LayoutForPath } from './operations/get-layout-for-path.ts';

/** The admin's layout reads (the list and the editor); the Layout type is layouts-writes-graphql.ts's. */
export const layoutReadsModule: DomainModule = {
  typeDefs: /* GraphQL */ `
    type LayoutEdge {
      node: Layout!
    }
    type LayoutConnection {
      edges: [LayoutEdge!]!
      pageInfo: PageInfo!
      totalCount: Int!
    }

    enum LayoutSortField {
      name
      type
      updated
    }

    input LayoutSortInput {
      "name by default."
      field: LayoutSortField
      "asc by default."
      order: SortOrder
    }

    input GetLayoutStreamInput {
      "Matched anywhere in the name, the module key or an alias (case-insensitive)."
      search: String
      "content, section, content-override, content-type-override, url-override, module."
      types: [String!]
      "global: only the layouts every site uses; site: only those assigned to sites."
      scope: String
      "Layouts for this content type (Article, Event…)."
      contentType: String
      "Layouts with this alias (normalised: 'news/' is '/news')."
      alias: String
      sort: LayoutSortInput
      "25 by default, at most 200."
      pagination: PaginationInput
    }

    input GetLayoutInput {
      id: Int!
    }

    input GetLayoutForPathInput {
      "A path or a full URL of the site ('/news/some-story', 'https://www.example.com/news')."
      path: String!
    }

    "Which layout a URL of the site renders with, and why."
    type LayoutForPath {
      "The path as pages are looked up."
      path: String!
      "content, section, issue, publication, redirect or not-found."
      page: String!
      "The content item's type, on content pages."
      contentType: String
      layoutId: Int
      layoutName: String
      "The chosen layout's type."
      layoutType: String
      "url-override, url-override-propagated, content-override, content-type-override or default."
      rule: String
      "The alias of the url-override layout that matched."
      alias: String
      "The reason in a sentence."
      explanation: String!
    }

    "A content item that chose a layout."
    type LayoutUsageItem {
      id: Int!
      name: String!
      path: String!
    }

    "Which pages of the site render with a layout (its delete confirmation)."
    type LayoutUsage {
      layoutId: Int!
      "One sentence per group of pages."
      pages: [String!]!
      "Content items that chose the layout (content-override), the first 10 by name."
      contentItems: [LayoutUsageItem!]!
      contentItemCount: Int!
    }

    extend type Query {
      "Needs view_site_layouts or manage_site_layouts. The layouts the site owns, is assigned or uses as global ones."
      getLayoutStream(input: GetLayoutStreamInput): LayoutConnection!
      "Needs view_site_layouts or manage_site_layouts. NOT_FOUND for a layout the site neither owns, is assigned nor uses."
      getLayout(input: GetLayoutInput!): Layout!
      "Needs view_site_layouts or manage_site_layouts. The layout a path renders with, by the same rules as the page."
      getLayoutForPath(input: GetLayoutForPathInput!): LayoutForPath!
      "Needs view_site_layouts or manage_site_layouts. The pages of the site that render with the layout."
      getLayoutUsage(input: GetLayoutInput!): LayoutUsage!
    }
  `,
  resolvers: {
    Query: inputResolvers({ getLayoutStream, getLayout, getLayoutForPath, getLayoutUsage }),
    LayoutForPath: {
      layoutId: (answer: LayoutForPath) => answer.layout?.id ?? null,
      layoutName: (answer: LayoutForPath) => answer.layout?.name ?? null,
      layoutType: (answer: LayoutForPath) => answer.layout?.type ?? null,
    },
  },
};
