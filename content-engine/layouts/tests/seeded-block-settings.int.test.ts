import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../db/seed/seed-demo.ts';
import { blockTypes } from '../../../site/blocks/block-types.ts';
import { listTenants } from '../../tenants/queries.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';
import { blockSettingsProblems } from '../block-settings-check.ts';
import { loadTenantLayouts } from '../queries.ts';

/*
 * Layout writes check each block's settings by its type's schema (block-settings-check.ts): the
 * demo's own layouts must pass, or an editor could not save a change to one of them.
 */

let engine: TestEngine;

beforeAll(async () => {
  engine = await createTestEngine();
  await seedDemo(engine.db, { tenants: 3, itemsPerTenant: 20 });
});
afterAll(() => engine.close());

describe("the demo's layouts", () => {
  it("satisfy every block type's settings schema", async () => {
    const tenants = await listTenants(engine.db, { includeTest: true });
    expect(tenants.length).toBeGreaterThan(0);
    let blocks = 0;
    for (const tenant of tenants)
      for (const layout of await loadTenantLayouts(engine.db, tenant.key)) {
        for (const grid of [layout.primaryGrid, layout.secondaryGrid])
          for (const row of grid.rows) for (const column of row.columns) blocks += column.blocks.length;
        expect(blockSettingsProblems(blockTypes, layout), `${tenant.key}: ${layout.name}`).toEqual([]);
      }
    expect(blocks).toBeGreaterThan(0);
  });
});
