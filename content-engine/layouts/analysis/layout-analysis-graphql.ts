import type { DomainModule } from '../../core/domain-module.ts';
import { inputResolvers } from '../../core/input-resolvers.ts';
import { getLayoutAnalysis } from './operations/get-layout-analysis.ts';
import { getLayoutBlockOptionUsage } from './operations/get-layout-block-option-usage.ts';
import { getLayoutBlockUsage } from './operations/get-layout-block-usage.ts';
import { getLayoutScheduleOptionChanges } from './operations/get-layout-schedule-option-changes.ts';
import { replaceLayoutScheduleOptions } from './operations/replace-layout-schedule-options.ts';

/** The layout analysis dev tools (manage_modules): docs/ARCHITECTURE.md "Layout analysis tools". */
export const layoutAnalysisModule: DomainModule = {
  typeDefs: /* GraphQL */ `
    "A site a dev tool analyses."
    type AnalysedSite {
      key: String!
      name: String!
    }

    "Where a block sits: its grid (primary or secondary), row and column, from 1."
    type BlockPlacement {
      grid: String!
      row: Int!
      column: Int!
    }

    type LayoutWithBlocks {
      id: Int!
      name: String!
      type: String!
      isGlobal: Boolean!
      "The analysed sites that may render the layout."
      sites: [String!]!
      placements: [BlockPlacement!]!
    }

    type BlockTypeUsage {
      blockType: String!
      "Whether the engine knows the type (false: its blocks render nothing)."
      known: Boolean!
      layoutCount: Int!
      blockCount: Int!
      layouts: [LayoutWithBlocks!]!
    }

    type LayoutBlockUsage {
      sites: [AnalysedSite!]!
      blockTypes: [BlockTypeUsage!]!
    }

    input GetLayoutBlockUsageInput {
      blockType: String
      "Default: every site the user may see."
      sites: [String!]
    }

    type OptionValueCount {
      "The value as JSON ('\\"Featured\\"', '6', 'true')."
      value: String!
      blockCount: Int!
      layoutCount: Int!
    }

    type BlockOptionUsage {
      "A dotted path of the block's settings ('population.scheduleOption')."
      option: String!
      values: [OptionValueCount!]!
    }

    type BlockOptionMatch {
      layoutId: Int!
      layoutName: String!
      sites: [String!]!
      grid: String!
      row: Int!
      column: Int!
      blockId: String!
      value: String!
    }

    type LayoutBlockOptionUsage {
      blockType: String!
      sites: [AnalysedSite!]!
      "Blocks of the type in the analysed layouts."
      blockCount: Int!
      options: [BlockOptionUsage!]!
      "The blocks whose option has the value asked for (every value when none is)."
      matches: [BlockOptionMatch!]!
    }

    input GetLayoutBlockOptionUsageInput {
      blockType: String!
      sites: [String!]
      option: String
      "As JSON, like OptionValueCount.value."
      value: String
    }

    type AnalysedLayoutSummary {
      id: Int!
      name: String!
      isGlobal: Boolean!
      key: String
      aliases: [String!]!
      contentTypes: [String!]!
    }

    type LayoutsOfType {
      type: String!
      layouts: [AnalysedLayoutSummary!]!
    }

    "The layout one kind of page resolves to; no layout: an empty grid."
    type PageResolution {
      page: String!
      pageType: String!
      path: String
      layoutId: Int
      layoutName: String
      rule: String
    }

    type LayoutProblem {
      "no-rows, unknown-block-type, missing-alias, duplicate-alias or shadowed-content-type-override."
      kind: String!
      layoutId: Int!
      layoutName: String!
      message: String!
    }

    type SiteLayoutAnalysis {
      site: AnalysedSite!
      layoutsByType: [LayoutsOfType!]!
      pages: [PageResolution!]!
      problems: [LayoutProblem!]!
    }

    type LayoutAnalysis {
      sites: [SiteLayoutAnalysis!]!
    }

    input GetLayoutAnalysisInput {
      sites: [String!]
    }

    "A block whose population.scheduleOption the replacement changes."
    type ScheduleOptionChange {
      layoutId: Int!
      layoutName: String!
      sites: [String!]!
      grid: String!
      row: Int!
      column: Int!
      blockId: String!
      blockType: String!
    }

    type LayoutScheduleOptionChanges {
      changes: [ScheduleOptionChange!]!
      layoutCount: Int!
      "Whether the user may apply it (manage_site_layouts)."
      mayApply: Boolean!
    }

    input BlockKeyInput {
      layoutId: Int!
      blockId: String!
    }

    input LayoutScheduleOptionReplacementInput {
      "Standard, Featured, Pinned, Sponsored or Recommended."
      from: String!
      to: String!
      "Default: every site the user may see."
      sites: [String!]
      "Only these blocks (an undo names the blocks the replacement changed)."
      blocks: [BlockKeyInput!]
    }

    extend type Mutation {
      "Needs manage_modules and manage_site_layouts. Sets from → to in one transaction; undo: swap them, with blocks = the changes."
      replaceLayoutScheduleOptions(input: LayoutScheduleOptionReplacementInput!): LayoutScheduleOptionChanges!
    }

    extend type Query {
      "Needs manage_modules. The blocks whose population.scheduleOption a replacement would change."
      getLayoutScheduleOptionChanges(input: LayoutScheduleOptionReplacementInput!): LayoutScheduleOptionChanges!
      "Needs manage_modules. Per block type, the layouts of the user's sites that use it, and where."
      getLayoutBlockUsage(input: GetLayoutBlockUsageInput): LayoutBlockUsage!
      "Needs manage_modules. The settings a block type's blocks store, with their values counted."
      getLayoutBlockOptionUsage(input: GetLayoutBlockOptionUsageInput!): LayoutBlockOptionUsage!
      "Needs manage_modules. Per site: layouts by type, the layout each kind of page gets, problems."
      getLayoutAnalysis(input: GetLayoutAnalysisInput): LayoutAnalysis!
    }
  `,
  resolvers: {
    Query: inputResolvers({
      getLayoutBlockUsage,
      getLayoutBlockOptionUsage,
      getLayoutAnalysis,
      getLayoutScheduleOptionChanges,
    }),
    Mutation: inputResolvers({ replaceLayoutScheduleOptions }),
  },
};
