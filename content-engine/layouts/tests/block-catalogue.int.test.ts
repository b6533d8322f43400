import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockTypes } from '../../../site/blocks/block-types.ts';
import { ensureRolesAndPermissions } from '../../cms-users/seed-roles.ts';
import { cmsToken, operationDocument } from '../../testing/fixtures-cms-tokens.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';
import { buildTenant } from './two-tenants.ts';

/* The block catalogue the layout editor's grid editor is generated from (ADR 45). */

interface Entry {
  type: string;
  label: string;
  group: string;
  settingsSchema: { properties: Record<string, { properties?: Record<string, Record<string, unknown>> }> };
  defaultSettings: Record<string, unknown>;
}
interface Catalogue {
  groups: string[];
  blockTypes: Entry[];
  rowSettingsSchema: { properties: Record<string, Record<string, unknown>> };
  columnSettingsSchema: { properties: Record<string, Record<string, unknown>> };
  rowLayouts: { layout: string; columns: number }[];
}

let engine: TestEngine;
let query: string;
const tokens = { viewer: '', manager: '', writer: '', betaManager: '' };

const catalogue = async ({ token = tokens.viewer, tenantKey = 'alpha' } = {}) => {
  const result = await engine.gql<{ getBlockCatalogue: Catalogue }>(
    query,
    {},
    { token: token || undefined, tenantKey },
  );
  return { value: result.data?.getBlockCatalogue, code: result.errors?.[0]?.extensions.code };
};

beforeAll(async () => {
  engine = await createTestEngine();
  await buildTenant(engine.db, 'alpha');
  await buildTenant(engine.db, 'beta');
  query = await operationDocument('query/layout/getBlockCatalogue');
  const limited = (username: string, extraPermissions: ('view_site_layouts' | 'manage_site_layouts')[]) =>
    cmsToken(engine, { username, role: 'writer', extraPermissions, tenants: ['alpha'] });
  await ensureRolesAndPermissions(engine.db);
  // A role with no layouts permission (the built-in editor and viewer may view layouts).
  await engine.db('roles').insert({ name: 'writer', label: 'Writer' });
  await engine.db('role_permissions').insert({ role: 'writer', permission: 'manage_content' });
  tokens.viewer = await limited('viewer', ['view_site_layouts']);
  tokens.manager = await limited('manager', ['manage_site_layouts']);
  tokens.writer = await limited('writer', []);
});
afterAll(() => engine.close());

describe('getBlockCatalogue', () => {
  it('lists every registered block type once, with a label, a group of the picker and its defaults', async () => {
    const { value } = await catalogue();
    expect(value!.blockTypes.map((entry) => entry.type).sort()).toEqual(blockTypes.map((b) => b.type).sort());
    for (const entry of value!.blockTypes) {
      expect(entry.label, entry.type).toMatch(/\S/);
      expect(value!.groups, entry.type).toContain(entry.group);
    }
    const webinars = value!.blockTypes.find((entry) => entry.type === 'webinars')!;
    expect(webinars).toMatchObject({ label: 'Webinars', group: 'Content lists' });
    expect(webinars.defaultSettings).toMatchObject({ population: { contentTypes: ['Webinar'], numberOfItems: 6 } });
    // By group in the picker's order, then by label.
    const ranks = value!.blockTypes.map((entry) => value!.groups.indexOf(entry.group));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it("gives each block type's settings as JSON Schema: shared, own and population fields with their rules", async () => {
    const { value } = await catalogue();
    const schemaOf = (type: string) => value!.blockTypes.find((entry) => entry.type === type)!.settingsSchema;
    const contentList = schemaOf('content_list');
    expect(Object.keys(contentList.properties)).toEqual(
      expect.arrayContaining(['title', 'link', 'colorScheme', 'trackingId', 'titleIcon', 'nativeAd', 'population']),
    );
    expect(contentList.properties.population!.properties!.numberOfItems).toMatchObject({ type: 'integer', minimum: 1 });
    expect(contentList.properties.population!.properties!.scheduleOption).toMatchObject({
      enum: ['Standard', 'Featured', 'Pinned', 'Sponsored', 'Recommended'],
    });
    expect(schemaOf('gam_ad').properties.key).toMatchObject({ type: 'string' });
    expect(schemaOf('magazine_issue').properties.publicationId).toMatchObject({ type: 'integer' });
  });

  it('gives the row and column settings and the seven row layouts with their columns', async () => {
    const { value } = await catalogue({ token: tokens.manager });
    expect(value!.rowLayouts).toEqual([
      { layout: '1', columns: 1 },
      { layout: '1_2', columns: 2 },
      { layout: '2_1', columns: 2 },
      { layout: '1_3', columns: 2 },
      { layout: '3_1', columns: 2 },
      { layout: '1_1_1', columns: 3 },
      { layout: '1_2_1', columns: 3 },
    ]);
    expect(value!.rowSettingsSchema.properties.verticalPadding).toMatchObject({
      enum: ['default', 'none', 'small', 'medium', 'large'],
    });
    expect(value!.columnSettingsSchema.properties.blockAlignment).toMatchObject({ enum: ['top', 'center'] });
  });

  it('needs view_site_layouts or manage_site_layouts, on a site the user may use', async () => {
    expect((await catalogue({ token: tokens.writer })).code).toBe('FORBIDDEN');
    expect((await catalogue({ token: '' })).code).toBe('UNAUTHENTICATED');
    expect((await catalogue({ tenantKey: 'beta' })).code).toBe('FORBIDDEN');
  });
});
