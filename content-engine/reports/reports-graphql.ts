import type { DomainModule } from '../core/domain-module.ts';
import { getReport } from './operations/get-report.ts';

export const reportsModule: DomainModule = {
  typeDefs: /* GraphQL */ `
    input ReportSortInput {
      key: String!
      order: SortOrder
    }

    input ReportInput {
      "The report's name, e.g. content-views."
      report: String!
      "Chicago calendar days (YYYY-MM-DD), both inclusive; at most 366 days."
      from: String!
      to: String!
      "Site keys (cross-site reports); none means the request's site. A site outside the user's is FORBIDDEN."
      sites: [String!]
      "Every site the user may see (cross-site reports)."
      allSites: Boolean
      sort: ReportSortInput
      skip: Int
      limit: Int
      "The report's filters, by key."
      filters: JSON
    }

    type ReportColumn {
      key: String!
      label: String!
      "text | number | id | day | site | datetime"
      kind: String!
      "The key to sort by, when the column is sortable."
      sortBy: String
    }

    type ReportSort {
      key: String!
      order: SortOrder!
    }

    type ReportFilterOption {
      value: String!
      label: String!
    }

    type ReportFilter {
      key: String!
      label: String!
      "The values to choose from; none means free text."
      options: [ReportFilterOption!]
    }

    type ReportChartPoint {
      "A Chicago calendar day (YYYY-MM-DD)."
      day: String!
      value: Float!
    }

    type ReportChart {
      kind: String!
      label: String!
      points: [ReportChartPoint!]!
    }

    type ReportResult {
      report: String!
      title: String!
      from: String!
      to: String!
      sites: [String!]!
      "Whether the report may cover several sites at once."
      crossSite: Boolean!
      filters: [ReportFilter!]!
      "The column the rows are sorted by (the report's default unless asked) and the order."
      sort: ReportSort!
      columns: [ReportColumn!]!
      "One object per row, keyed by the columns' keys."
      rows: [JSON!]!
      totalCount: Int!
      chart: ReportChart!
    }

    extend type Query {
      "A site report: a page of rows, the total and a daily chart (view_common_reports)."
      getReport(input: ReportInput!): ReportResult!
    }
  `,
  resolvers: {
    Query: {
      getReport: (_root, { input }, ctx) => getReport({ ctx, input }),
    },
  },
};
