import type { DomainModule } from '../core/domain-module.ts';
import { buildJobs } from './operations/system-build-jobs.ts';
import { cancelBuildJob, retryBuildJob } from './operations/control-build-job.ts';
import { systemStatus } from './operations/system-status.ts';

/** /admin/system: versions, health and every visible tenant's builds (manage_modules). */
export const systemModule: DomainModule = {
  typeDefs: /* GraphQL */ `
    enum HealthStatus {
      ok
      failed
      not_configured
    }

    type HealthCheck {
      status: HealthStatus!
      "How long the ping took, in milliseconds."
      latencyMs: Float
      detail: String!
    }

    "A build worker process of the registry: alive while its heartbeat is fresh (and, on this host, its process exists)."
    type BuildWorker {
      id: String!
      host: String!
      pid: Int!
      startedAt: Timestamp!
      "Its last heartbeat."
      seenAt: Timestamp!
      alive: Boolean!
      "The site bundle version its output directory's pages were built with."
      siteBundleVersion: String
    }

    type TenantSystemStatus {
      tenantKey: String!
      name: String!
      "The newest full build that started."
      lastFullBuild: BuildJob
      lastFullBuildPages: Int
      lastFullBuildDurationMs: Float
      failedJobs: Int!
      queuedJobs: Int!
      runningJobs: Int!
    }

    type SystemStatus {
      "MASTHEAD_RELEASE, else masthead@<package version>."
      serverVersion: String!
      "MASTHEAD_GIT_COMMIT (or GIT_COMMIT / SOURCE_COMMIT) when set."
      gitCommit: String
      "The site bundle versions the workers' pages were built with."
      siteBundleVersions: [String!]!
      database: HealthCheck!
      redis: HealthCheck!
      workers: [BuildWorker!]!
      "The tenants the user may see, by name."
      tenants: [TenantSystemStatus!]!
    }

    type SystemBuildJob {
      id: Int!
      tenantKey: String!
      kind: BuildJobKind!
      status: BuildJobStatus!
      priority: Int!
      reason: String!
      attempts: Int!
      maxAttempts: Int!
      lockedBy: String
      "A batch's full build."
      parentId: Int
      startedAt: Timestamp
      finishedAt: Timestamp
      error: String
      result: JSON
      created: Timestamp!
    }

    type SystemBuildJobList {
      items: [SystemBuildJob!]!
      totalCount: Int!
    }

    extend type Query {
      "Versions, health and the builds of the tenants the user may see. Needs manage_modules."
      systemStatus: SystemStatus!
      "Build jobs of the tenants the user may see, newest first (25 a page by default, at most 200). Needs manage_modules."
      buildJobs(status: BuildJobStatus, tenantKey: String, skip: Int, limit: Int): SystemBuildJobList!
    }

    extend type Mutation {
      "Queues a failed build job again. Needs manage_modules and access to its tenant."
      retryBuildJob(id: Int!): SystemBuildJob!
      "Cancels a queued build job (a running one is refused). Needs manage_modules and access to its tenant."
      cancelBuildJob(id: Int!): SystemBuildJob!
    }
  `,
  resolvers: {
    Query: {
      systemStatus: (_root, _args, ctx) => systemStatus({ ctx }),
      buildJobs: (_root, args: Record<string, unknown>, ctx) => buildJobs({ ctx, input: args }),
    },
    Mutation: {
      retryBuildJob: (_root, args: { id: number }, ctx) => retryBuildJob({ ctx, input: args }),
      cancelBuildJob: (_root, args: { id: number }, ctx) => cancelBuildJob({ ctx, input: args }),
    },
  },
};
