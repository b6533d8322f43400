import type { DomainModule } from '../core/domain-module.ts';
import { inputResolvers } from '../core/input-resolvers.ts';
import { getExportJob, getExportJobs } from './operations/get-export-jobs.ts';
import { startExport } from './operations/start-export.ts';

/** /admin/print-exports, /admin/company-export, /admin/taxonomy-export, /admin/cross-site-exports (manage_print_export). */
export const exportsModule: DomainModule = {
  typeDefs: /* GraphQL */ `
    enum ExportKind {
      "Every company of the site with its fields (CSV)."
      company
      "Every taxonomy term: type, parent, path, item count (CSV)."
      taxonomy
      "Content across the sites the user may see, with its site (CSV or XML)."
      cross_site
      "A magazine issue as InDesign tagged text, one file per article, with its images (zip)."
      print
      "A whole tenant as a migration bundle (zip; manage_modules, ADR 0087)."
      tenant_bundle
    }

    enum ExportStatus {
      queued
      running
      done
      failed
    }

    "A background export and its file."
    type ExportJob {
      id: Int!
      kind: ExportKind!
      "The parameters as resolved at start (a print export's issue, a cross-site export's sites)."
      params: JSON!
      status: ExportStatus!
      "Rows (or articles) written so far."
      progress: Int!
      "Rows (or articles) the export writes, once counted."
      total: Int
      fileName: String
      fileSize: Float
      "The CMS user who started it."
      createdBy: String!
      error: String
      created: Timestamp!
      finished: Timestamp
      "When the file is deleted."
      expires: Timestamp
      "A signed link to the file that works for an hour (no sign-in needed); null until done and once expired."
      downloadUrl: String
    }

    type ExportJobEdge {
      node: ExportJob!
    }
    type ExportJobConnection {
      edges: [ExportJobEdge!]!
      pageInfo: PageInfo!
      totalCount: Int!
    }

    input StartExportInput {
      kind: ExportKind!
      "print: { issueId }; tenant_bundle: { tenantKey }; cross_site: { format: csv|xml, sites?, types?, from?, to? } (dates YYYY-MM-DD, Chicago); company, taxonomy: {}."
      params: JSON
    }
    input GetExportJobInput {
      id: Int!
    }
    input GetExportJobsInput {
      "Every kind when absent."
      kinds: [ExportKind!]
      "20 by default, at most 100."
      pagination: PaginationInput
    }

    extend type Query {
      "Needs manage_print_export. Polled for progress; runs again a job whose process stopped."
      getExportJob(input: GetExportJobInput!): ExportJob!
      "Needs manage_print_export. Newest first."
      getExportJobs(input: GetExportJobsInput): ExportJobConnection!
    }

    extend type Mutation {
      "Needs manage_print_export. Queues the export and runs it in the background."
      startExport(input: StartExportInput!): ExportJob!
    }
  `,
  resolvers: {
    Query: inputResolvers({ getExportJob, getExportJobs }),
    Mutation: inputResolvers({ startExport }),
  },
};
