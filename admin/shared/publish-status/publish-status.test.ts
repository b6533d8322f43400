import { describe, expect, it } from 'vitest';
import { publishStatus, type WatchedJob } from './publish-status.ts';

const job = (overrides: Partial<WatchedJob>): WatchedJob => ({
  id: 1,
  status: 'queued',
  error: null,
  attempts: 0,
  maxAttempts: 5,
  result: null,
  created: 1_000,
  events: [],
  ...overrides,
});

describe('the live publish status', () => {
  it('waits until the save has a job, then follows it to live', () => {
    expect(publishStatus([], 1_000)).toEqual({ state: 'waiting' });
    expect(publishStatus([job({ status: 'done', created: 10 })], 5_000)).toEqual({ state: 'waiting' });
    expect(publishStatus([job({})], 1_000)).toEqual({ state: 'queued' });
    expect(
      publishStatus(
        [
          job({
            status: 'running',
            events: [
              { at: 1_000, type: 'started', message: '' },
              { at: 1_001, type: 'progress', message: '3/6 pages' },
            ],
          }),
        ],
        1_000,
      ),
    ).toEqual({ state: 'regenerating', pages: '3/6 pages' });
    expect(publishStatus([job({ status: 'done', result: { livePaths: ['/news/a', '/'] } })], 1_000)).toEqual({
      state: 'live',
      paths: ['/news/a', '/'],
    });
  });

  it('reports a retry and a failure with its reason', () => {
    expect(publishStatus([job({ attempts: 1, error: 'disk full' })], 1_000)).toEqual({
      state: 'retrying',
      error: 'disk full',
    });
    expect(publishStatus([job({ status: 'failed', error: 'Rendering / answered 500' })], 1_000)).toEqual({
      state: 'failed',
      error: 'Rendering / answered 500',
    });
  });
});
