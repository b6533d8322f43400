import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { populationSchema } from '../../shared/schemas/grid.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';
import { loadCandidatePool } from '../population/candidate-pool.ts';
import { buildTenant, type TenantFixture } from './two-tenants.ts';

let engine: TestEngine;
let a: TenantFixture;
const population = (fields: Record<string, unknown>) => populationSchema.parse(fields);

beforeAll(async () => {
  engine = await createTestEngine();
  a = await buildTenant(engine.db, 'alpha');
  await buildTenant(engine.db, 'beta');
});
afterAll(() => engine.close());

describe('the candidate pool', () => {
  it("answers from the tenant's public items, newest first, with its filters and exclusions", async () => {
    const pool = await loadCandidatePool(engine.db, 'alpha', Date.now());
    const ids = (fields: Record<string, unknown>, sectionIds?: number[], exclude: number[] = []) =>
      pool.pick({ population: population(fields), sectionIds, excludeIds: new Set(exclude) });
    expect(ids({ numberOfItems: 3 })).toEqual([a.content.featured1, a.content.featured2, a.content.newsStory]);
    expect(ids({ numberOfItems: 5, scheduleOption: 'Featured' })).toEqual([a.content.featured1, a.content.featured2]);
    expect(ids({ numberOfItems: 5 }, [a.sections.industry, a.sections.deep])).toEqual([
      a.content.featured2,
      a.content.deepStory,
    ]);
    expect(ids({ numberOfItems: 2, contentTypes: ['Video'] })).toEqual([a.content.video]);
    expect(ids({ numberOfItems: 1, skip: 1 }, undefined, [a.content.featured1])).toEqual([a.content.newsStory]);
  });

  it('declines when it cannot prove it holds the whole answer', async () => {
    const small = await loadCandidatePool(engine.db, 'alpha', Date.now(), 3);
    expect(
      small.pick({ population: population({ numberOfItems: 2 }), sectionIds: undefined, excludeIds: new Set() })
        ?.length,
    ).toBe(2);
    expect(
      small.pick({ population: population({ numberOfItems: 5 }), sectionIds: undefined, excludeIds: new Set() }),
    ).toBeNull();
    expect(
      small.pick({
        population: population({ numberOfItems: 1, contentTypes: ['Video'] }),
        sectionIds: undefined,
        excludeIds: new Set(),
      }),
    ).toBeNull();
  });

  it('declines orders other than newest first and hand-picked items', async () => {
    const pool = await loadCandidatePool(engine.db, 'alpha', Date.now());
    expect(
      pool.pick({ population: population({ sortField: 'name' }), sectionIds: undefined, excludeIds: new Set() }),
    ).toBeNull();
    expect(
      pool.pick({
        population: population({ contentIds: [a.content.video] }),
        sectionIds: undefined,
        excludeIds: new Set(),
      }),
    ).toBeNull();
  });

  it("never holds another tenant's or unpublished items", async () => {
    const pool = await loadCandidatePool(engine.db, 'alpha', Date.now());
    const all = pool.pick({
      population: population({ numberOfItems: 100 }),
      sectionIds: undefined,
      excludeIds: new Set(),
    })!;
    expect(all.sort()).toEqual(
      [
        a.content.featured1,
        a.content.featured2,
        a.content.newsStory,
        a.content.deepStory,
        a.content.truckStory,
        a.content.video,
        a.content.override,
      ].sort(),
    );
  });
});
