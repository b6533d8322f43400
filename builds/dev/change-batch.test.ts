import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createChangeBatch } from './change-batch.ts';

beforeEach(() => void vi.useFakeTimers({ now: 1_000 }));
afterEach(() => void vi.useRealTimers());

describe('a change batch', () => {
  it('hands over a burst of changes once, each path once, when the changes stop', () => {
    const onBatch = vi.fn();
    const batch = createChangeBatch({ quietMs: 150, onBatch });
    batch.add('site/components/Footer.astro');
    vi.advanceTimersByTime(100);
    batch.add('site/components/Footer.astro');
    batch.add('site/styles/site.css');
    vi.advanceTimersByTime(149);
    expect(onBatch).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onBatch).toHaveBeenCalledTimes(1);
    expect(onBatch).toHaveBeenCalledWith(['site/components/Footer.astro', 'site/styles/site.css'], 1_000);
  });

  it('starts a new batch, timed from its own first change, after handing one over', () => {
    const onBatch = vi.fn();
    const batch = createChangeBatch({ quietMs: 150, onBatch });
    batch.add('a.astro');
    vi.advanceTimersByTime(500);
    batch.add('b.astro');
    vi.advanceTimersByTime(150);
    expect(onBatch.mock.calls).toEqual([
      [['a.astro'], 1_000],
      [['b.astro'], 1_500],
    ]);
  });

  it('drops what waits when cancelled', () => {
    const onBatch = vi.fn();
    const batch = createChangeBatch({ quietMs: 150, onBatch });
    batch.add('a.astro');
    batch.cancel();
    vi.advanceTimersByTime(1_000);
    expect(onBatch).not.toHaveBeenCalled();
  });
});
