import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsToken, operationDocument } from '../../../testing/fixtures-cms-tokens.ts';
import { createTestEngine, type TestEngine } from '../../../testing/test-engine.ts';
import { loadSiteSettings } from '../../../core/site-settings-reader.ts';
import { alreadyOnNewDesign } from '../operations/apply-new-design-migration.ts';
import { nothingToUndo } from '../operations/undo-new-design-migration.ts';
import { rowsGrid, seedDesignSites } from './design-migration-fixtures.ts';

/* /admin/migrate-to-new-design: the plan, the apply in one transaction with its undo point, the one undo. */

let engine: TestEngine;
let ids: Awaited<ReturnType<typeof seedDesignSites>>;
const documents = { plan: '', apply: '', undo: '' };
const tokens = { developer: '', editor: '', betaDeveloper: '' };

async function call<T = Record<string, unknown>>(document: string, token = tokens.developer, tenantKey = 'alpha') {
  const result = await engine.gql<Record<string, T>>(document, {}, { token, tenantKey });
  return { value: Object.values(result.data ?? {})[0], errors: result.errors };
}

interface Plan {
  useNewDesign: boolean;
  layouts: { id: number; name: string; scope: string; rewritten: boolean; changedRows: number; note: string }[];
  rows: { layoutId: number; grid: string; row: number; from: string; to: string; rewritten: boolean }[];
  warnings: { code: string; message: string }[];
  undoPoint: { at: number; by: string; layoutCount: number } | null;
}
interface Outcome {
  useNewDesign: boolean;
  layouts: { id: number; name: string }[];
  rowCount: number;
  skipped: { id: number; name: string; reason: string }[];
}

const rowLayouts = async (id: number) => {
  const row: { primary_grid: string; secondary_grid: string } = await engine
    .db('layouts')
    .where({ id })
    .first('primary_grid', 'secondary_grid');
  const layouts = (grid: string) =>
    (JSON.parse(grid) as { rows: { settings: { layout: string } }[] }).rows.map((r) => r.settings.layout);
  return [...layouts(row.primary_grid), '|', ...layouts(row.secondary_grid)];
};
const useNewDesign = async (tenantKey: string) => (await loadSiteSettings(engine.db, tenantKey)).useNewDesign;

beforeAll(async () => {
  engine = await createTestEngine();
  ids = await seedDesignSites(engine.db);
  documents.plan = await operationDocument('query/designMigration/getNewDesignMigrationPlan');
  documents.apply = await operationDocument('mutation/designMigration/applyNewDesignMigration');
  documents.undo = await operationDocument('mutation/designMigration/undoNewDesignMigration');
  tokens.developer = await cmsToken(engine, {
    username: 'alpha-developer',
    role: 'viewer',
    extraPermissions: ['manage_modules'],
    tenants: ['alpha'],
  });
  tokens.editor = await cmsToken(engine, {
    username: 'alpha-editor',
    role: 'viewer',
    extraPermissions: ['manage_site_layouts', 'manage_site_settings'],
    tenants: ['alpha'],
  });
  tokens.betaDeveloper = await cmsToken(engine, {
    username: 'beta-developer',
    role: 'viewer',
    extraPermissions: ['manage_modules'],
    tenants: ['beta'],
  });
});
afterAll(() => engine.close());

describe('migrating a site to the new design', () => {
  it('plans every layout the site renders: its own rewritten, shared and global ones mapped when rendered, with readiness warnings', async () => {
    const { value } = await call<Plan>(documents.plan);
    expect(value!.useNewDesign).toBe(false);
    expect(
      value!.layouts.map(({ name, scope, rewritten, changedRows, note }) => [
        name,
        scope,
        rewritten,
        changedRows,
        note,
      ]),
    ).toEqual([
      ['Alpha home', 'site', true, 3, 'rewritten by the migration'],
      ['Alpha plain section', 'site', false, 0, 'nothing to map'],
      ['Global module', 'global', false, 1, 'shared: mapped when rendered, left unchanged'],
      ['Shared content', 'shared', false, 1, 'shared: mapped when rendered, left unchanged'],
    ]);
    expect(value!.rows).toEqual([
      {
        layoutId: ids.alphaHome,
        layoutName: 'Alpha home',
        grid: 'primary',
        row: 1,
        from: '1_3',
        to: '1_2',
        rewritten: true,
      },
      {
        layoutId: ids.alphaHome,
        layoutName: 'Alpha home',
        grid: 'primary',
        row: 3,
        from: '3_1',
        to: '2_1',
        rewritten: true,
      },
      {
        layoutId: ids.alphaHome,
        layoutName: 'Alpha home',
        grid: 'secondary',
        row: 1,
        from: '1_2_1',
        to: '1_1_1',
        rewritten: true,
      },
      {
        layoutId: ids.global,
        layoutName: 'Global module',
        grid: 'primary',
        row: 1,
        from: '1_2_1',
        to: '1_1_1',
        rewritten: false,
      },
      {
        layoutId: ids.shared,
        layoutName: 'Shared content',
        grid: 'primary',
        row: 1,
        from: '3_1',
        to: '2_1',
        rewritten: false,
      },
    ]);
    expect(value!.warnings.map((w) => w.code)).toEqual(['primary-menu-cut', 'no-cta-text', 'empty-mega-menus']);
    expect(value!.warnings[0]!.message).toContain('left out: Link 6');
    expect(value!.undoPoint).toBeNull();
  });

  it('refuses a user without manage_modules the plan, the apply and the undo, and changes nothing', async () => {
    for (const document of [documents.plan, documents.apply, documents.undo]) {
      const { errors } = await call(document, tokens.editor);
      expect(errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    }
    const { errors } = await call(documents.apply, tokens.developer, 'beta');
    expect(errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect([await useNewDesign('alpha'), await useNewDesign('beta')]).toEqual([false, false]);
    expect(await rowLayouts(ids.alphaHome)).toEqual(['1_3', '1', '3_1', '|', '1_2_1']);
  });

  it("applies in one transaction: the site's own layouts rewritten, shared, global and other sites' left alone, history, undo point and change events", async () => {
    const emittedBefore = engine.emitted.length;
    const { value, errors } = await call<Outcome>(documents.apply);
    expect(errors).toBeUndefined();
    expect(value).toMatchObject({
      useNewDesign: true,
      layouts: [{ id: ids.alphaHome, name: 'Alpha home' }],
      rowCount: 3,
      skipped: [],
    });
    expect(await rowLayouts(ids.alphaHome)).toEqual(['1_2', '1', '2_1', '|', '1_1_1']);
    expect(await rowLayouts(ids.alphaPlain)).toEqual(['1_2', '1_1_1', '|']);
    expect(await rowLayouts(ids.shared)).toEqual(['3_1', '|']);
    expect(await rowLayouts(ids.global)).toEqual(['1_2_1', '|']);
    expect(await rowLayouts(ids.betaOwn)).toEqual(['1_3', '|']);
    expect([await useNewDesign('alpha'), await useNewDesign('beta')]).toEqual([true, false]);

    const history = await engine.db('history_entries').where({ tenant_key: 'alpha' }).orderBy('id');
    expect(
      history.map((e: { entity_type: string; entity_id: string; username: string }) => [
        e.entity_type,
        e.entity_id,
        e.username,
      ]),
    ).toEqual([
      ['layout', String(ids.alphaHome), 'alpha-developer'],
      ['site_settings', 'alpha', 'alpha-developer'],
    ]);
    await engine.events.settled();
    const changed = engine.emitted.slice(emittedBefore).map((event) => [event.tenantKey, event.kind, event.tags]);
    expect(changed).toEqual([
      ['alpha', 'settings', ['settings']],
      ['alpha', 'layout', [`layout:${ids.alphaHome}`]],
    ]);

    const { value: plan } = await call<Plan>(documents.plan);
    expect(plan!.useNewDesign).toBe(true);
    expect(plan!.undoPoint).toMatchObject({ by: 'alpha-developer', layoutCount: 1, at: expect.any(Number) });
  });

  it('refuses to migrate a site already on the new design, with a clear message', async () => {
    const { errors } = await call(documents.apply);
    expect(errors?.[0]?.extensions.code).toBe('CONFLICT');
    expect(errors?.[0]?.message).toBe(alreadyOnNewDesign);
  });

  it("keeps another site's undo point its own", async () => {
    const { value } = await call<Plan>(documents.plan, tokens.betaDeveloper, 'beta');
    expect(value!.undoPoint).toBeNull();
    const { errors } = await call(documents.undo, tokens.betaDeveloper, 'beta');
    expect(errors?.[0]?.extensions.code).toBe('NOT_FOUND');
  });

  it('undoes once: the old design and grids back, a layout edited since the migration skipped by name', async () => {
    // A second layout of alpha's own, migrated by a second apply, is then edited by hand.
    await call(documents.undo);
    await engine
      .db('layouts')
      .where({ id: ids.alphaPlain })
      .update({
        primary_grid: JSON.stringify(rowsGrid('1_2_1')),
        updated: Date.now(),
      });
    expect((await call(documents.apply)).errors).toBeUndefined();
    expect(await rowLayouts(ids.alphaPlain)).toEqual(['1_1_1', '|']);
    await engine
      .db('layouts')
      .where({ id: ids.alphaPlain })
      .update({ name: 'Alpha plain, edited', updated: Date.now() + 60_000 });

    const emittedBefore = engine.emitted.length;
    const { value, errors } = await call<Outcome>(documents.undo);
    expect(errors).toBeUndefined();
    expect(value).toMatchObject({
      useNewDesign: false,
      layouts: [{ id: ids.alphaHome, name: 'Alpha home' }],
      rowCount: 3,
      skipped: [{ id: ids.alphaPlain, name: 'Alpha plain section', reason: 'edited since the migration' }],
    });
    expect(await rowLayouts(ids.alphaHome)).toEqual(['1_3', '1', '3_1', '|', '1_2_1']);
    expect(await rowLayouts(ids.alphaPlain)).toEqual(['1_1_1', '|']);
    expect(await useNewDesign('alpha')).toBe(false);
    await engine.events.settled();
    expect(engine.emitted.slice(emittedBefore).map((event) => [event.tenantKey, event.kind])).toEqual([
      ['alpha', 'settings'],
      ['alpha', 'layout'],
    ]);

    const again = await call(documents.undo);
    expect(again.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect(again.errors?.[0]?.message).toBe(nothingToUndo);
    expect((await call<Plan>(documents.plan)).value!.undoPoint).toBeNull();
  });
});
