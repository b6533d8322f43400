import type { WatchedJob } from '../../../shared/publish-status/publish-status.ts';

type ListedJob = WatchedJob & { kind: string };

/**
 * The jobs that carry a layout's change, newest first: those of its change tag, and the full
 * builds of the site queued since the save — a layout no built page used yet (a new one, a new
 * alias) makes the worker rebuild the whole site, and its pages are live once that build is.
 */
export function layoutWatchedJobs(tagged: ListedJob[], recent: ListedJob[], savedAt: number): WatchedJob[] {
  const fullBuilds = recent.filter((job) => job.kind === 'full' && (job.created >= savedAt || job.status === 'queued'));
  const byId = new Map([...tagged, ...fullBuilds].map((job) => [job.id, job]));
  return [...byId.values()].sort((a, b) => b.id - a.id);
}
