import { describe, expect, it } from 'vitest';
import { type Candidate, withRefreshed } from './candidate-pool.ts';

const candidate = (id: number, published: number): Candidate => ({ id, type: 'Article', published, schedules: [] });
/** A pool of every item (complete), as the shared pool holds one. */
const poolOf = (candidates: Candidate[]) => ({
  candidates: [...candidates].sort((a, b) => b.published - a.published || b.id - a.id),
  complete: true,
  pick: () => null,
});

describe('a pool with refreshed items', () => {
  it('keeps every item newest first, as sorting the whole pool again would', () => {
    let seed = 11;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
    for (let round = 0; round < 200; round++) {
      const items = Array.from({ length: 1 + (next() % 60) }, (_, i) => candidate(i + 1, next() % 50));
      const pool = poolOf(items);
      const ids = items.filter(() => next() % 4 === 0).map((c) => c.id);
      // Some refreshed items are public again at another time, some are gone, one is new.
      const fresh = [
        ...ids.filter(() => next() % 3 !== 0).map((id) => candidate(id, next() % 50)),
        candidate(1000 + round, next() % 50),
      ];
      const refreshed = withRefreshed(pool, [...ids, 1000 + round], fresh);
      const expected = [...items.filter((c) => !ids.includes(c.id)), ...fresh].sort(
        (a, b) => b.published - a.published || b.id - a.id,
      );
      expect(refreshed.candidates).toEqual(expected);
      expect(refreshed.complete).toBe(true);
    }
  });

  it('places an item published at the same time as others by id, newest id first', () => {
    const pool = poolOf([candidate(3, 10), candidate(1, 10), candidate(5, 5)]);
    expect(withRefreshed(pool, [2], [candidate(2, 10)]).candidates.map((c) => c.id)).toEqual([3, 2, 1, 5]);
    expect(withRefreshed(pool, [6], [candidate(6, 1)]).candidates.map((c) => c.id)).toEqual([3, 1, 5, 6]);
    expect(withRefreshed(pool, [1], []).candidates.map((c) => c.id)).toEqual([3, 5]);
  });
});
