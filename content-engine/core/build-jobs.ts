/*
 * The build jobs as the engine sees them (ADR 0037): the job records it exposes (GraphQL
 * `BuildJob`) and the port it reaches the build queue through. builds/queue implements the port
 * (`BuildQueue extends BuildJobs`); the composition root gives it to createEngine, so the engine
 * never imports builds/.
 */

/**
 * What a job renders: the whole tenant, the pages carrying some change tags, a list of paths, or
 * one batch of a full build's paths (queued by the full job itself, never requested: ADR 0091).
 */
export type BuildJobKind = 'full' | 'tags' | 'paths' | 'batch';
export type BuildJobStatus = 'queued' | 'running' | 'done' | 'failed';

export const buildJobKinds = ['full', 'tags', 'paths', 'batch'] as const satisfies readonly BuildJobKind[];
/** The kinds a request may ask for: batches are queued by their full job only. */
export const requestableJobKinds = ['full', 'tags', 'paths'] as const satisfies readonly BuildJobKind[];
export type RequestableJobKind = (typeof requestableJobKinds)[number];
export const buildJobStatuses = ['queued', 'running', 'done', 'failed'] as const satisfies readonly BuildJobStatus[];

export interface BuildJobRequest {
  tenantKey: string;
  kind: RequestableJobKind;
  /** The change tags a `tags` job regenerates (at least one). */
  tags?: string[];
  /** The paths a `paths` job renders (at least one, each starting with /). */
  paths?: string[];
  /** Higher runs first; default by kind: full → manualFull, tags → publish, paths → paths. */
  priority?: number;
  reason: string;
}

export interface BuildJob {
  id: number;
  tenantKey: string;
  kind: BuildJobKind;
  status: BuildJobStatus;
  priority: number;
  tags: string[];
  paths: string[];
  reason: string;
  /** Attempts so far (the running one included), not counting those its worker's death interrupted. */
  attempts: number;
  /** After this many failed attempts (errors the job threw), the job is failed. */
  maxAttempts: number;
  /** Attempts cut short by the death of their worker (killed, or its heartbeat stopped): retried, never counted as failures. */
  interruptions: number;
  /** Not claimed before this time (a retry's backoff). */
  runAfter: number;
  /** The worker that claimed the job last. */
  lockedBy: string | null;
  startedAt: number | null;
  finishedAt: number | null;
  /** The last failure's message. */
  error: string | null;
  /** What the job did (counts), once done. */
  result: JobResult | null;
  /** A batch's full job (ADR 0091); null for every other job. */
  parentId: number | null;
  created: number;
  updated: number;
}

/** queued | coalesced | started | progress | batches | done | retry | failed | recovered | retried | cancelled */
export type BuildJobEventType =
  | 'queued'
  | 'coalesced'
  | 'started'
  | 'progress'
  | 'batches'
  | 'done'
  | 'retry'
  | 'failed'
  | 'recovered'
  | 'retried'
  | 'cancelled';

export interface BuildJobEvent {
  id: number;
  jobId: number;
  at: number;
  type: string;
  message: string;
}

/** Publishes and explicit path lists first, then manual full builds, then the nightly ones. */
export const jobPriority = { publish: 100, paths: 100, manualFull: 50, scheduledFull: 10 } as const;

/** What a finished job did: page counts, and for a tags job the pages readers see first (`livePaths`). */
export type JobResult = Record<string, number | string[]>;

/** A tenant's builds at a glance (/admin/system). */
export interface TenantBuildSummary {
  tenantKey: string;
  /** The newest full build that started (running, done or failed). */
  lastFullBuild: BuildJob | null;
  failed: number;
  queued: number;
  running: number;
}

/** A build worker process of the registry (builds/queue/worker-registry.ts). */
export interface BuildWorkerStatus {
  id: string;
  host: string;
  pid: number;
  startedAt: number;
  /** Its last heartbeat. */
  seenAt: number;
  /** Its heartbeat is fresh and, on this host, its process exists. */
  alive: boolean;
  /** The site bundle version the pages of its output directory were built with, when recorded. */
  siteBundleVersion: string | null;
}

/** What the engine may do with the build queue: queue a job, read one with its log, list a tenant's. */
export interface BuildJobs {
  /** Queues a job (or joins the tenant's queued one of the same kind; see builds/queue/build-queue.ts). */
  enqueue(request: BuildJobRequest): Promise<BuildJob>;
  get(id: number): Promise<BuildJob | null>;
  /** A tenant's (or several tenants') jobs, newest first; `tag`: jobs regenerating that change tag. */
  list(filter: {
    tenantKey: string | readonly string[];
    status?: BuildJobStatus;
    tag?: string;
    limit?: number;
    offset?: number;
  }): Promise<{ jobs: BuildJob[]; totalCount: number }>;
  /** A job's event log, oldest first; `afterId`: only the events after that one. */
  events(jobId: number, options?: { afterId?: number }): Promise<BuildJobEvent[]>;
  /** A failed job queued again with a fresh attempt budget; BAD_USER_INPUT unless it is failed. */
  retry(id: number, by: string): Promise<BuildJob>;
  /** A queued job cancelled (failed, "cancelled by …"); BAD_USER_INPUT when it runs or has settled. */
  cancel(id: number, by: string): Promise<BuildJob>;
  /** Per tenant: last full build, failed, queued and running jobs. */
  summaries(tenantKeys: readonly string[]): Promise<TenantBuildSummary[]>;
  /** The registered build workers with their liveness. */
  workers(): Promise<BuildWorkerStatus[]>;
}
