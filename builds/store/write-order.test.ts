import { describe, expect, it } from 'vitest';
import { createWriteOrder } from './write-order.ts';

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('write order', () => {
  it('skips the write of a render that started before one already written', async () => {
    const order = createWriteOrder();
    const older = order.start();
    const newer = order.start();
    const written: string[] = [];
    await order.write('/a', newer, async () => written.push('newer'));
    expect(await order.write('/a', older, async () => written.push('older'))).toBeUndefined();
    expect(written).toEqual(['newer']);
  });

  it('tells a render whose key a later-started render has written, or is writing, from the latest', async () => {
    const order = createWriteOrder();
    const older = order.start();
    const newer = order.start();
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
    const first = order.start();
    const second = order.start();
    const log: string[] = [];
    await Promise.all([
      order.write('/a', first, async () => { log.push('first start'); await later(20); log.push('first end'); }),
      order.write('/a', second, async () => { log.push('second start'); }),
    ]);
    expect(log).toEqual(['first start', 'first end', 'second start']);
  });

  it('keeps keys apart and goes on after a failed write', async () => {
    const order = createWriteOrder();
    const a = order.start();
    const b = order.start();
    await expect(order.write('/a', b, async () => { throw new Error('disk full'); })).rejects.toThrow('disk full');
    expect(await order.write('/b', a, async () => 'b')).toBe('b');
    expect(await order.write('/a', order.start(), async () => 'again')).toBe('again');
  });
});
