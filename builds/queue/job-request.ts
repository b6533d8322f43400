import { z } from 'zod';
import { parseInput } from '../../content-engine/core/validate.ts';
import {
  jobPriority,
  requestableJobKinds,
  type BuildJob,
  type RequestableJobKind,
} from '../../content-engine/core/build-jobs.ts';

/** A request as the queue stores it: validated, with its priority filled in. */
export interface ValidRequest {
  tenantKey: string;
  kind: RequestableJobKind;
  tags: string[];
  paths: string[];
  priority: number;
  reason: string;
}

const defaultPriority: Record<RequestableJobKind, number> = {
  full: jobPriority.manualFull,
  tags: jobPriority.publish,
  paths: jobPriority.paths,
};

/** The reason column holds 500 characters. */
export const reasonLimit = 500;

const requestSchema = z
  .object({
    tenantKey: z.string().min(1).max(64),
    kind: z.enum(requestableJobKinds),
    tags: z.array(z.string().min(1).max(200)).max(100_000).optional(),
    paths: z.array(z.string().startsWith('/', 'a path starts with /').max(1000)).max(100_000).optional(),
    priority: z.number().int().min(0).max(1_000_000).optional(),
    reason: z.string().min(1, 'say why the job is queued'),
  })
  .superRefine((r, issues) => {
    if (r.kind === 'tags' && !r.tags?.length)
      issues.addIssue({ code: 'custom', path: ['tags'], message: 'a tags job needs at least one tag' });
    if (r.kind === 'paths' && !r.paths?.length)
      issues.addIssue({ code: 'custom', path: ['paths'], message: 'a paths job needs at least one path' });
  });

export function parseJobRequest(request: unknown): ValidRequest {
  const r = parseInput(requestSchema, request);
  return {
    tenantKey: r.tenantKey,
    kind: r.kind,
    // Only what the kind uses is stored: a full job renders everything anyway.
    tags: r.kind === 'tags' ? [...new Set(r.tags)].sort() : [],
    paths: r.kind === 'paths' ? [...new Set(r.paths)].sort() : [],
    priority: r.priority ?? defaultPriority[r.kind],
    reason: bounded(r.reason),
  };
}

/** What a queued job becomes when a request of the same tenant and kind joins it. */
export function mergeRequest(
  job: Pick<BuildJob, 'tags' | 'paths' | 'priority' | 'runAfter' | 'reason'>,
  request: ValidRequest,
  now: number,
) {
  const reasons = job.reason.split('; ');
  return {
    tags: [...new Set([...job.tags, ...request.tags])].sort(),
    paths: [...new Set([...job.paths, ...request.paths])].sort(),
    priority: Math.max(job.priority, request.priority),
    runAfter: Math.min(job.runAfter, now),
    reason: reasons.includes(request.reason) ? job.reason : bounded(`${job.reason}; ${request.reason}`),
  };
}

const bounded = (text: string) => (text.length > reasonLimit ? `${text.slice(0, reasonLimit - 1)}…` : text);
