import { describe, expect, it } from 'vitest';
import { regenerationStatus, regenerationText, type SettingsJob } from './regeneration-status.ts';

const job = (over: Partial<SettingsJob>): SettingsJob => ({
  id: 1,
  status: 'queued',
  error: null,
  attempts: 0,
  created: 1000,
  events: [],
  ...over,
});

describe('regenerationStatus', () => {
  it('waits until a job of the save shows up, ignoring older finished ones', () => {
    expect(regenerationStatus([job({ status: 'done', created: 10 })], 1000)).toEqual({ state: 'waiting' });
  });

  it('follows queued → regenerating N of M → live', () => {
    expect(regenerationText(regenerationStatus([job({})], 1000))).toBe('Queued for regeneration…');
    const running = job({
      status: 'running',
      events: [
        { at: 1, type: 'started', message: '' },
        { at: 2, type: 'progress', message: '12/340 pages' },
      ],
    });
    expect(regenerationText(regenerationStatus([running], 1000))).toBe('Regenerating 12 of 340 pages…');
    expect(regenerationText(regenerationStatus([job({ status: 'running' })], 1000))).toBe('Regenerating pages…');
    expect(regenerationText(regenerationStatus([job({ status: 'done' })], 1000))).toBe('Live');
  });

  it('says why a regeneration failed', () => {
    expect(regenerationText(regenerationStatus([job({ status: 'failed', error: 'disk full' })], 1000))).toBe(
      'The regeneration failed: disk full',
    );
  });
});
