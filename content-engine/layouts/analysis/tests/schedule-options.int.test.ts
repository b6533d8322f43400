import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsToken, operationDocument } from '../../../testing/fixtures-cms-tokens.ts';
import { createTestEngine, type TestEngine } from '../../../testing/test-engine.ts';
import { seedAnalysedSites } from './analysis-fixtures.ts';

/* /admin/update-layout-schedule-options: preview, apply in one transaction with history and change events, undo. */

interface Changes {
  changes: {
    layoutId: number;
    layoutName: string;
    sites: string[];
    grid: string;
    row: number;
    column: number;
    blockId: string;
    blockType: string;
  }[];
  layoutCount: number;
  mayApply: boolean;
}

let engine: TestEngine;
let ids: Awaited<ReturnType<typeof seedAnalysedSites>>;
let previewDocument: string;
let applyDocument: string;
const tokens = { admin: '', alphaDeveloper: '' };

async function call(document: string, input: unknown, token = tokens.admin) {
  const result = await engine.gql<Record<string, Changes>>(document, { input }, { token, tenantKey: 'alpha' });
  return { value: Object.values(result.data ?? {})[0], errors: result.errors };
}

const scheduleOptions = async (id: number) => {
  const row: { primary_grid: unknown } = await engine.db('layouts').where({ id }).first('primary_grid');
  const grid = (typeof row.primary_grid === 'string' ? JSON.parse(row.primary_grid) : row.primary_grid) as {
    rows: { columns: { blocks: { settings: { population?: { scheduleOption?: string } } }[] }[] }[];
  };
  return grid.rows.flatMap((r) =>
    r.columns.flatMap((c) => c.blocks.map((b) => b.settings.population?.scheduleOption ?? null)),
  );
};

beforeAll(async () => {
  engine = await createTestEngine();
  ids = await seedAnalysedSites(engine.db);
  previewDocument = await operationDocument('query/layoutAnalysis/getLayoutScheduleOptionChanges');
  applyDocument = await operationDocument('mutation/layoutAnalysis/replaceLayoutScheduleOptions');
  tokens.admin = await cmsToken(engine, { username: 'admin', role: 'administrator', isGlobal: true });
  tokens.alphaDeveloper = await cmsToken(engine, {
    username: 'alpha-developer',
    role: 'viewer',
    extraPermissions: ['manage_modules'],
    tenants: ['alpha'],
  });
});
afterAll(() => engine.close());

describe('replacing a schedule option across layouts', () => {
  it('previews every block with the option, where it is, in the sites the user may see', async () => {
    const { value } = await call(previewDocument, { from: 'Featured', to: 'Sponsored' });
    expect(value).toEqual({
      layoutCount: 3,
      mayApply: true,
      changes: [
        {
          layoutId: ids.newsOverride,
          layoutName: 'Alpha news override',
          sites: ['alpha'],
          grid: 'primary',
          row: 1,
          column: 1,
          blockId: expect.any(String),
          blockType: 'content_list',
        },
        {
          layoutId: ids.sectionDefault,
          layoutName: 'Alpha section default',
          sites: ['alpha'],
          grid: 'primary',
          row: 1,
          column: 1,
          blockId: expect.any(String),
          blockType: 'content_list',
        },
        {
          layoutId: ids.betaSection,
          layoutName: 'Beta section default',
          sites: ['beta'],
          grid: 'primary',
          row: 1,
          column: 1,
          blockId: expect.any(String),
          blockType: 'content_list',
        },
      ],
    });
  });

  it('shows a developer without manage_site_layouts their sites only, and refuses them the apply', async () => {
    const { value } = await call(previewDocument, { from: 'Featured', to: 'Sponsored' }, tokens.alphaDeveloper);
    expect(value).toMatchObject({ layoutCount: 2, mayApply: false });
    const applied = await call(applyDocument, { from: 'Featured', to: 'Sponsored' }, tokens.alphaDeveloper);
    expect(applied.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect(await scheduleOptions(ids.sectionDefault)).toEqual(['Featured', null, 'Pinned']);
  });

  it('refuses the same option twice beside the field', async () => {
    const { errors } = await call(previewDocument, { from: 'Featured', to: 'Featured' });
    expect(errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(errors)).toContain('Choose a different schedule option');
  });

  it('applies in one go with history and change events, and the undo restores the previous values', async () => {
    const emittedBefore = engine.emitted.length;
    const { value } = await call(applyDocument, { from: 'Featured', to: 'Sponsored', sites: ['alpha'] });
    expect(value!.changes.map((c) => c.layoutId)).toEqual([ids.newsOverride, ids.sectionDefault]);
    expect(await scheduleOptions(ids.sectionDefault)).toEqual(['Sponsored', null, 'Pinned']);
    expect(await scheduleOptions(ids.newsOverride)).toEqual(['Sponsored']);
    expect(await scheduleOptions(ids.betaSection)).toEqual(['Featured']);
    const history = await engine
      .db('history_entries')
      .where({ entity_type: 'layout', action: 'update' })
      .orderBy('entity_id');
    expect(history.map((entry: { entity_id: string }) => Number(entry.entity_id)).sort()).toEqual(
      [ids.newsOverride, ids.sectionDefault].sort(),
    );
    await engine.events.settled();
    const changed = engine.emitted.slice(emittedBefore).map((event) => [event.tenantKey, event.kind]);
    expect(changed).toEqual([
      ['alpha', 'layout'],
      ['alpha', 'layout'],
    ]);

    const blocks = value!.changes.map(({ layoutId, blockId }) => ({ layoutId, blockId }));
    const undone = await call(applyDocument, { from: 'Sponsored', to: 'Featured', blocks });
    expect(undone.value!.changes.map((c) => c.blockId)).toEqual(blocks.map((b) => b.blockId));
    expect(await scheduleOptions(ids.sectionDefault)).toEqual(['Featured', null, 'Pinned']);
    expect(await scheduleOptions(ids.newsOverride)).toEqual(['Featured']);
  });
});
