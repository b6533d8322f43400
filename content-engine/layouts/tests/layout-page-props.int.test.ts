import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as layoutPageProps from '../../../db/migrations/0017-layout-page-props.ts';
import { cmsToken } from '../../testing/fixtures-cms-tokens.ts';
import { createWriteSuite, type WriteSuite } from '../../testing/fixtures-write-suites.ts';
import type { TestEngine } from '../../testing/test-engine.ts';
import { toHistoryEntry } from '../../history/history-entry.ts';
import { toJson } from '../../core/rows.ts';

/*
 * The page shell's "full width" and "full height" props (spec public §3 "Page screen"), set per
 * layout: stored, read, merged on update, recorded in the history, carried by the page, and
 * given their defaults (not full width, full height) where nobody set them.
 */
interface PageProps {
  id: number;
  fullWidth: boolean;
  fullHeight: boolean;
}

const layoutQuery = /* GraphQL */ `
  query ($id: Int!) {
    getLayout(input: { id: $id }) {
      id
      fullWidth
      fullHeight
    }
  }
`;
const pageQuery = /* GraphQL */ `
  query ($alias: String!) {
    getWebsiteLayoutPage(input: { alias: $alias, useCache: true }) {
      layoutId
      fullWidth
      fullHeight
    }
  }
`;

let suite: WriteSuite<'createLayout' | 'updateLayout'>;
let engine: TestEngine;
let token = '';

const send = (name: 'createLayout' | 'updateLayout', input: Record<string, unknown>) =>
  suite.mutate<PageProps>(name, input, { token });
const read = async (id: number) =>
  (await engine.gql<{ getLayout: PageProps }>(layoutQuery, { id }, { token, tenantKey: 'alpha' })).data!.getLayout;
const page = async (alias: string) =>
  (
    await engine.gql<{ getWebsiteLayoutPage: Omit<PageProps, 'id'> & { layoutId: number } }>(
      pageQuery,
      { alias },
      { tenantKey: 'alpha' },
    )
  ).data!.getWebsiteLayoutPage;
const props = ({ fullWidth, fullHeight }: Omit<PageProps, 'id'>) => ({ fullWidth, fullHeight });

beforeAll(async () => {
  suite = await createWriteSuite('layout', ['createLayout', 'updateLayout']);
  engine = suite.engine;
  token = await cmsToken(engine, { username: 'admin', role: 'administrator', isGlobal: true });
});
afterAll(() => engine.close());

describe('the page shell props of a layout', () => {
  it('default to not full width and full height when a new layout leaves them out', async () => {
    const { value, errors } = await send('createLayout', { name: 'Plain', type: 'url-override', aliases: ['/empty'] });
    expect(errors).toBeUndefined();
    expect(props(value!)).toEqual({ fullWidth: false, fullHeight: true });
    expect(props(await read(value!.id))).toEqual({ fullWidth: false, fullHeight: true });
    expect(await page('/empty')).toEqual({ layoutId: value!.id, fullWidth: false, fullHeight: true });
  });

  it('are stored on create, read back, and shown by the page', async () => {
    const { value } = await send('createLayout', {
      name: 'Wide',
      type: 'url-override',
      aliases: ['/news/industry'],
      fullWidth: true,
      fullHeight: false,
    });
    expect(props(value!)).toEqual({ fullWidth: true, fullHeight: false });
    expect(props(await read(value!.id))).toEqual({ fullWidth: true, fullHeight: false });
    expect(await page('/news/industry')).toEqual({ layoutId: value!.id, fullWidth: true, fullHeight: false });
  });

  it('change on update one at a time, the page follows at once (page cache included), and the history records it', async () => {
    const { value: created } = await send('createLayout', {
      name: 'Tall',
      type: 'url-override',
      aliases: ['/equipment/trucks'],
    });
    const id = created!.id;
    expect(await page('/equipment/trucks')).toMatchObject({ fullWidth: false, fullHeight: true });
    const { value: wide } = await send('updateLayout', { id, fullWidth: true });
    expect(props(wide!)).toEqual({ fullWidth: true, fullHeight: true });
    expect(await page('/equipment/trucks')).toMatchObject({ fullWidth: true, fullHeight: true });
    const { value: short } = await send('updateLayout', { id, fullHeight: false, name: 'Tall no more' });
    expect(props(short!)).toEqual({ fullWidth: true, fullHeight: false });
    expect(props(await read(id))).toEqual({ fullWidth: true, fullHeight: false });
    expect(await page('/equipment/trucks')).toMatchObject({ fullWidth: true, fullHeight: false });

    const rows: unknown[] = await engine
      .db('history_entries')
      .where({ entity_type: 'layout', entity_id: String(id), action: 'update' })
      .orderBy('id');
    const fields = rows.map((row) =>
      Object.fromEntries(toHistoryEntry(row).changes.map((c) => [c.field, [c.before, c.after]])),
    );
    expect(fields[0]).toMatchObject({ fullWidth: [false, true] });
    expect(fields[1]).toMatchObject({ fullHeight: [true, false] });
    expect(fields[1]).not.toHaveProperty('fullWidth');
  });

  it('refuse a value that is not a boolean', async () => {
    const { code } = await send('createLayout', { name: 'Odd', type: 'section', fullWidth: 'yes' });
    expect(code).toBe('BAD_USER_INPUT');
  });

  // Last: it takes migration 0017 down and up again on this suite's database.
  it('take their defaults for the layouts stored before migration 0017', async () => {
    await layoutPageProps.down(engine.db);
    const now = Date.now();
    const [inserted] = await engine
      .db('layouts')
      .insert({
        tenant_key: 'alpha',
        name: 'Before 0017',
        type: 'url-override',
        aliases: toJson(['/before']),
        content_types: toJson([]),
        ad_exclusions: toJson({}),
        primary_grid: toJson({ rows: [] }),
        secondary_grid: toJson({ rows: [] }),
        status: 1,
        created: now,
        updated: now,
      })
      .returning('id');
    const old = Number(typeof inserted === 'object' ? (inserted as { id: number }).id : inserted);
    await engine.db('layout_tenants').insert({ layout_id: old, tenant_key: 'alpha' });
    await layoutPageProps.up(engine.db);
    expect(props(await read(old))).toEqual({ fullWidth: false, fullHeight: true });
  });
});
