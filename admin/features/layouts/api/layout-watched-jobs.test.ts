import { describe, expect, it } from 'vitest';
import { layoutWatchedJobs } from './layout-watched-jobs.ts';

const job = (id: number, kind: string, status: 'queued' | 'running' | 'done' | 'failed', created: number) => ({
  id,
  kind,
  status,
  created,
  error: null,
  attempts: 0,
  maxAttempts: 5,
  result: null,
  events: [],
});

describe("the jobs a layout's live status follows", () => {
  it("follows the layout's tag job, then the full build it queued when no built page used the layout", () => {
    const tagged = [job(10, 'tags', 'done', 2_000)];
    const recent = [job(11, 'full', 'running', 2_500), job(10, 'tags', 'done', 2_000), job(9, 'paths', 'done', 1_900)];
    expect(layoutWatchedJobs(tagged, recent, 2_000).map((j) => j.id)).toEqual([11, 10]);
  });

  it('leaves out full builds that ran before the save, but counts one still queued (it renders the change)', () => {
    const recent = [job(8, 'full', 'done', 1_000), job(7, 'full', 'queued', 900)];
    expect(layoutWatchedJobs([], recent, 2_000).map((j) => j.id)).toEqual([7]);
  });
});
