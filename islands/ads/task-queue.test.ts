import { describe, expect, it } from 'vitest';
import { inOwnTask } from './task-queue.ts';

/** Resolves after the tasks queued so far (and those they queue) have had their turn. */
const afterTasks = (count: number) =>
  new Promise<void>((done) => {
    let left = count;
    const step = () => (--left <= 0 ? done() : setTimeout(step, 0));
    setTimeout(step, 0);
  });

describe('inOwnTask', () => {
  it('runs queued work in order, one piece per task', async () => {
    const log: string[] = [];
    inOwnTask(() => log.push('a'));
    inOwnTask(() => log.push('b'));
    inOwnTask(() => log.push('c'));
    // Nothing runs in the task that queued the work.
    expect(log).toEqual([]);
    // A microtask later (same task) still nothing: each piece waits for a task of its own.
    await Promise.resolve();
    expect(log).toEqual([]);
    await afterTasks(1);
    expect(log).toEqual(['a']);
    await afterTasks(2);
    expect(log).toEqual(['a', 'b', 'c']);
  });

  it('keeps going after a piece that queues more, and after a piece that throws', async () => {
    const log: string[] = [];
    const errors: unknown[] = [];
    const onError = (error: unknown) => errors.push(error);
    process.on('uncaughtException', onError);
    try {
      inOwnTask(() => {
        log.push('first');
        inOwnTask(() => log.push('queued by first'));
      });
      inOwnTask(() => {
        throw new Error('boom');
      });
      inOwnTask(() => log.push('after the error'));
      await afterTasks(6);
    } finally {
      process.off('uncaughtException', onError);
    }
    expect(log).toEqual(['first', 'after the error', 'queued by first']);
    expect(errors).toHaveLength(1);
  });
});
