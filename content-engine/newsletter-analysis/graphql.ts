import type { DomainModule } from '../core/domain-module.ts';
import { inputResolvers } from '../core/input-resolvers.ts';
import { getNewsletterBlockAnalysis } from './get-newsletter-block-analysis.ts';

/** The Newsletter Block Analysis dev tool (manage_modules): docs/ARCHITECTURE.md "Newsletters". */
export const newsletterAnalysisModule: DomainModule = {
  typeDefs: /* GraphQL */ `
    "A block of a newsletter template, what fills it and what will go out wrong."
    type NewsletterBlockUse {
      site: String!
      templateId: Int!
      templateName: String!
      templateActive: Boolean!
      "The block's place in the template, from 1."
      order: Int!
      key: String!
      title: String!
      "What fills the block ('5 items from schedules, sections 3, 4', 'Ad position 2')."
      summary: String!
      "content_list: campaigns of the last 30 days sent with the block empty; 0 for other types."
      sentEmpty: Int!
      "Sentences saying what will go out wrong over the next seven days, and why; empty when nothing."
      problems: [String!]!
    }

    type NewsletterBlockTypeUsage {
      blockType: String!
      templateCount: Int!
      blockCount: Int!
      "Blocks of the type with at least one problem."
      problemCount: Int!
      blocks: [NewsletterBlockUse!]!
    }

    type NewsletterBlockAnalysis {
      "The sites analysed: those the user may see with the newsletters module on."
      sites: [AnalysedSite!]!
      "The days judged (YYYY-MM-DD, America/Chicago): today and the six after it."
      days: [String!]!
      blockTypes: [NewsletterBlockTypeUsage!]!
    }

    input GetNewsletterBlockAnalysisInput {
      "One of contacts, content_list, fixed_ad, html, issue, native_ad, passendo_ad."
      blockType: String
      "Default: every site the user may see."
      sites: [String!]
      "Only blocks with a problem (the counts still cover every block)."
      problemsOnly: Boolean
    }

    extend type Query {
      "Needs manage_modules. Per newsletter block type, the template blocks of the user's sites, what fills them and their problems."
      getNewsletterBlockAnalysis(input: GetNewsletterBlockAnalysisInput): NewsletterBlockAnalysis!
    }
  `,
  resolvers: {
    Query: inputResolvers({ getNewsletterBlockAnalysis }),
  },
};
