import { describe, expect, it } from 'vitest';
import { createWriteOrder } from './write-order.ts';

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('write order', () => {
  it('skips the write of a render that started before one already written', async () => {
    const order = createWriteOrder();
    const older = order.begin().seq;
    const newer = order.begin().seq;
    const written: string[] = [];
    await order.write('/a', newer, async () => written.push('newer'));
    expect(await order.write('/a', older, async () => written.push('older'))).toBeUndefined();
    expect(written).toEqual(['newer']);
  });

  it('tells a render whose key a later-started render has written, or is writing, from the latest', async () => {
    const order = createWriteOrder();
    const older = order.begin().seq;
    const newer = order.begin().seq;
    await order.write('/a', older, async () => 'older');
    expect(order.superseded('/a', older)).toBe(false);
    const writing = order.write('/a', newer, () => later(10));
    expect(order.superseded('/a', older)).toBe(true);
    await writing;
    expect(order.superseded('/a', newer)).toBe(false);
    expect(order.superseded('/b', older)).toBe(false);
  });

  it('runs the writes of one key one after another, in the order they were asked for', async () => {
    const order = createWriteOrder();
    const first = order.begin().seq;
    const second = order.begin().seq;
    const log: string[] = [];
    await Promise.all([
      order.write('/a', first, async () => {
        log.push('first start');
        await later(20);
        log.push('first end');
      }),
      order.write('/a', second, async () => {
        log.push('second start');
      }),
    ]);
    expect(log).toEqual(['first start', 'first end', 'second start']);
  });

  it('keeps keys apart and goes on after a failed write', async () => {
    const order = createWriteOrder();
    const a = order.begin().seq;
    const b = order.begin().seq;
    await expect(
      order.write('/a', b, async () => {
        throw new Error('disk full');
      }),
    ).rejects.toThrow('disk full');
    expect(await order.write('/b', a, async () => 'b')).toBe('b');
    expect(await order.write('/a', order.begin().seq, async () => 'again')).toBe('again');
  });

  it('forgets the keys no running render can be refused for, and keeps those it still can', async () => {
    const order = createWriteOrder();
    // A job that records its writes later runs numbered from before its renders.
    const job = order.begin();
    for (let i = 0; i < 1500; i++) await order.numbered((seq) => order.write(`/page-${i}`, seq, async () => i));
    // The job is still running: each key may yet overtake it, so all are kept.
    expect(order.size).toBe(1500);
    expect(order.superseded('/page-7', job.seq)).toBe(true);
    job.end();
    for (let i = 0; i < 600; i++) await order.numbered((seq) => order.write(`/other-${i}`, seq, async () => i));
    // Nothing older is running now: only the newest keys, written since the last look, remain.
    expect(order.size).toBeLessThan(1024);
    expect(await order.numbered((seq) => order.write('/page-7', seq, async () => 'again'))).toBe('again');
  });

  it('keeps a key whose write is still under way, so the next write of it waits', async () => {
    const order = createWriteOrder();
    const log: string[] = [];
    let open: () => void = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    // A render that ended without waiting for its write (the write goes on).
    const render = order.begin();
    const slow = order.write('/slow', render.seq, async () => (await gate, log.push('slow')));
    render.end();
    for (let i = 0; i < 1100; i++) await order.numbered((seq) => order.write(`/page-${i}`, seq, async () => i));
    const after = order.numbered((seq) => order.write('/slow', seq, async () => log.push('after')));
    await later(10);
    open();
    await Promise.all([slow, after]);
    expect(log).toEqual(['slow', 'after']);
  });
});
