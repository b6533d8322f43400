import type { DomainModule } from '../core/domain-module.ts';
import type { BuildJob, BuildJobEvent } from '../core/build-jobs.ts';
import { getBuildJob } from './operations/get-build-job.ts';
import { getBuildJobs } from './operations/get-build-jobs.ts';
import { requestFullBuild } from './operations/request-full-build.ts';

export const buildsModule: DomainModule = {
  typeDefs: /* GraphQL */ `
    "A job of the static build pipeline: queued, running, done or failed."
    enum BuildJobStatus {
      queued
      running
      done
      failed
    }

    "full: every page of the tenant; tags: the pages that depend on change tags; paths: a list of paths; batch: a part of a full build's pages, which any worker takes."
    enum BuildJobKind {
      full
      tags
      paths
      batch
    }

    type BuildJobEvent {
      id: Int!
      at: Timestamp!
      "queued, coalesced, started, progress, batches, done, retry, failed, recovered, retried or cancelled."
      type: String!
      message: String!
    }

    type BuildJob {
      id: Int!
      kind: BuildJobKind!
      status: BuildJobStatus!
      "Higher runs first: publishes 100, manual full builds 50, scheduled full builds 10."
      priority: Int!
      tags: [String!]!
      paths: [String!]!
      reason: String!
      attempts: Int!
      maxAttempts: Int!
      "Not started before this time (a retry's backoff)."
      runAfter: Timestamp!
      "The worker that ran the job last (batches:<id> while a full build waits for its batches)."
      lockedBy: String
      "A batch's full build."
      parentId: Int
      startedAt: Timestamp
      finishedAt: Timestamp
      "The last failure's message."
      error: String
      "What the job did, as counts (pages stored, removed…)."
      result: JSON
      created: Timestamp!
      updated: Timestamp!
      "The job's log, oldest first."
      events: [BuildJobEvent!]!
    }

    type BuildJobEdge {
      node: BuildJob!
    }
    type BuildJobConnection {
      edges: [BuildJobEdge!]!
      pageInfo: PageInfo!
      totalCount: Int!
    }

    input GetBuildJobsInput {
      "Jobs of this status only; all by default."
      status: BuildJobStatus
      "Jobs regenerating this change tag only, e.g. content:12 (the admin's live publish status)."
      tag: String
      "50 by default, at most 500."
      pagination: PaginationInput
    }

    input GetBuildJobInput {
      id: Int!
    }

    extend type Query {
      "The tenant's build jobs, newest first. Needs a signed-in CMS user allowed on the tenant."
      getBuildJobs(input: GetBuildJobsInput): BuildJobConnection!
      "One of the tenant's build jobs with its log. Needs a signed-in CMS user allowed on the tenant."
      getBuildJob(input: GetBuildJobInput!): BuildJob!
    }

    extend type Mutation {
      "Queues a full build of the tenant (or returns the one already queued). Needs manage_site_settings."
      requestFullBuild: BuildJob!
    }
  `,
  resolvers: {
    Query: {
      getBuildJobs: (_root, args: { input?: unknown }, ctx) => getBuildJobs({ ctx, input: args.input }),
      getBuildJob: (_root, args: { input: unknown }, ctx) => getBuildJob({ ctx, input: args.input }),
    },
    Mutation: {
      requestFullBuild: (_root, _args, ctx) => requestFullBuild({ ctx }),
    },
    BuildJob: {
      // getBuildJob brings the log along; a listed job loads its own when asked for it.
      events: async (job: BuildJob & { events?: BuildJobEvent[] }, _args, ctx) =>
        job.events ?? (await getBuildJob({ ctx, input: { id: job.id } })).events,
    },
  },
};
