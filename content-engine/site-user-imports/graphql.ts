import type { DomainModule } from '../core/domain-module.ts';
import { inputResolvers } from '../core/input-resolvers.ts';
import { deleteSiteUserImport } from './operations/delete-site-user-import.ts';
import {
  getSiteUserImport,
  getSiteUserImportProblems,
  getSiteUserImportStream,
} from './operations/get-site-user-import.ts';
import {
  resumeSiteUserImport,
  startSiteUserImport,
  startSiteUserImportDryRun,
} from './operations/run-site-user-import.ts';

/** /admin/migrate-site-users (manage_site_users); the file itself is uploaded to POST /site-user-imports. */
export const siteUserImportsModule: DomainModule = {
  typeDefs: /* GraphQL */ `
    enum SiteUserImportStatus {
      "Stored; waiting for its dry run."
      uploaded
      "The dry run is reading the file."
      checking
      "The dry run is done: the import may start."
      checked
      importing
      imported
      "A run stopped on an error; resumeSiteUserImport continues it."
      failed
    }

    enum SiteUserImportPhase {
      dry_run
      import
    }

    "An uploaded CSV of site users and its runs. The counts are the current phase's: for the dry run what the import would do."
    type SiteUserImport {
      id: Int!
      fileName: String!
      fileSize: Float!
      "The file's header."
      columns: [String!]!
      "The CMS user who uploaded it."
      username: String!
      status: SiteUserImportStatus!
      phase: SiteUserImportPhase!
      "Data rows of the file, once a run has read it whole."
      rowsTotal: Int
      "Rows committed by the current run."
      rowsDone: Int!
      created: Int!
      "Skipped: a site user of this site has the e-mail address."
      existing: Int!
      failed: Int!
      "The dry run's counts, once the import has started."
      checkedValid: Int
      checkedExisting: Int
      checkedBad: Int
      error: String
      uploaded: Timestamp!
      updated: Timestamp!
      finished: Timestamp
    }

    type SiteUserImportEdge {
      node: SiteUserImport!
    }
    type SiteUserImportConnection {
      edges: [SiteUserImportEdge!]!
      pageInfo: PageInfo!
      totalCount: Int!
    }

    "A bad row: its number as a spreadsheet shows it (the header is row 1) and what is wrong."
    type SiteUserImportProblem {
      rowNumber: Int!
      email: String!
      message: String!
      "The row's fields as read."
      fields: [String!]!
    }
    type SiteUserImportProblemEdge {
      node: SiteUserImportProblem!
    }
    type SiteUserImportProblemConnection {
      edges: [SiteUserImportProblemEdge!]!
      pageInfo: PageInfo!
      totalCount: Int!
    }

    input SiteUserImportIdInput {
      id: Int!
    }
    input GetSiteUserImportStreamInput {
      pagination: PaginationInput
    }
    input GetSiteUserImportProblemsInput {
      id: Int!
      "The current phase's by default."
      phase: SiteUserImportPhase
      "100 by default, at most 1000."
      pagination: PaginationInput
    }

    extend type Query {
      "Needs manage_site_users. Polled for progress; resumes a run whose process died."
      getSiteUserImport(input: SiteUserImportIdInput!): SiteUserImport!
      "Needs manage_site_users. Newest first."
      getSiteUserImportStream(input: GetSiteUserImportStreamInput): SiteUserImportConnection!
      "Needs manage_site_users."
      getSiteUserImportProblems(input: GetSiteUserImportProblemsInput!): SiteUserImportProblemConnection!
    }

    extend type Mutation {
      "Needs manage_site_users. Checks every row in the background; writes no user."
      startSiteUserImportDryRun(input: SiteUserImportIdInput!): SiteUserImport!
      "Needs manage_site_users. Imports a checked file in the background."
      startSiteUserImport(input: SiteUserImportIdInput!): SiteUserImport!
      "Needs manage_site_users. Continues a failed run after its last committed chunk."
      resumeSiteUserImport(input: SiteUserImportIdInput!): SiteUserImport!
      "Needs manage_site_users. Deletes the stored file and the bad rows (not the users created)."
      deleteSiteUserImport(input: SiteUserImportIdInput!): Boolean!
    }
  `,
  resolvers: {
    Query: inputResolvers({ getSiteUserImport, getSiteUserImportStream, getSiteUserImportProblems }),
    Mutation: inputResolvers({
      startSiteUserImportDryRun,
      startSiteUserImport,
      resumeSiteUserImport,
      deleteSiteUserImport,
    }),
  },
};
