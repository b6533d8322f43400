import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devToolTokens } from '../../testing/fixtures-cms-tokens.ts';
import { insertContent, insertSchedule } from '../../testing/fixtures.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';
import { createTenant } from '../../tenant-provisioning/operations/create-tenant.ts';
import { storeUpload } from '../../assets/asset-files.ts';
import { runTenantMigrationImport } from '../run-import.ts';
import { exportedFile, uploadBundle, zipOf } from './migration-fixtures.ts';

/* Tenant migration (issue 33, ADR 0087): export a tenant to a bundle, import it elsewhere. */
let engine: TestEngine;
let tokens: Awaited<ReturnType<typeof devToolTokens>>;
const dirs: Record<'exports' | 'files' | 'imports', string> = { exports: '', files: '', imports: '' };
let bundle: Buffer;

const importFields =
  'id status sourceTenantKey targetTenantKey error tables { name rows done created adopted skipped }';
const startExport = `mutation($input: StartExportInput!) { startExport(input: $input) { id status } }`;
const getExport = `query($id: Int!) { getExportJob(input: { id: $id }) { id status error downloadUrl } }`;
const startImport = `mutation($input: StartTenantMigrationImportInput!) { startTenantMigrationImport(input: $input) { ${importFields} } }`;
const getImport = `query($id: Int!) { getTenantMigrationImport(input: { id: $id }) { ${importFields} } }`;

interface Table {
  name: string;
  rows: number;
  done: number;
  created: number;
  adopted: number;
  skipped: number;
}
interface ImportAnswer {
  id: number;
  status: string;
  error: string | null;
  targetTenantKey: string | null;
  tables: Table[];
}

const gql = async <T>(query: string, variables: Record<string, unknown>, token = tokens.admin) => {
  const answer = await engine.gql<Record<string, T>>(query, variables, { tenantKey: 'alpha', token });
  return { value: answer.data ? Object.values(answer.data)[0] : undefined, errors: answer.errors };
};

async function importInto(id: number, target: Record<string, unknown>) {
  const started = await gql<ImportAnswer>(startImport, { input: { id, ...target } });
  expect(started.errors).toBeUndefined();
  let last: ImportAnswer | undefined;
  await expect
    .poll(async () => (last = (await gql<ImportAnswer>(getImport, { id })).value)?.status, { timeout: 20_000 })
    .toMatch(/done|failed/);
  expect(last!.error).toBeNull();
  return last!;
}

const countOf = async (table: string, tenantKey: string) =>
  Number(((await engine.db(table).where({ tenant_key: tenantKey }).count({ n: '*' }).first()) as { n: unknown }).n);

async function tenantCounts(key: string) {
  const counts: Record<string, number> = {};
  for (const table of ['assets', 'website_sections', 'layouts', 'content', 'redirects', 'website_schedules'])
    counts[table] = await countOf(table, key);
  counts.content_images = Number(
    (
      (await engine
        .db('content_images as l')
        .join('content as c', 'c.id', 'l.content_id')
        .where('c.tenant_key', key)
        .count({ n: '*' })
        .first()) as { n: unknown }
    ).n,
  );
  return counts;
}

async function upload(data: Buffer) {
  const answer = await uploadBundle(engine, { token: tokens.admin, data });
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  return answer.data.createTenantMigrationImport.id;
}

beforeAll(async () => {
  for (const name of Object.keys(dirs) as (keyof typeof dirs)[])
    dirs[name] = mkdtempSync(join(tmpdir(), `masthead-migration-${name}-`));
  process.env.EXPORTS_DIR = dirs.exports;
  process.env.FILES_DIR = dirs.files;
  process.env.IMPORTS_DIR = dirs.imports;
  engine = await createTestEngine();
  const ctx = engine.context({ system: true });
  for (const key of ['alpha', 'beta'])
    await createTenant({ ctx, input: { key, name: `${key} Site`, domains: [`${key}.example.com`] } });
  tokens = await devToolTokens(engine);
  // alpha: an uploaded image, two articles in its News section (one with the image), a redirect.
  const db = engine.db;
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3867a6' } })
    .png()
    .toBuffer();
  const stored = await storeUpload({
    tenantKey: 'alpha',
    now: Date.now(),
    upload: { fileName: 'logo.png', mimeType: 'image/png', data: png },
  });
  const [asset] = await db('assets')
    .insert({
      tenant_key: 'alpha',
      type: stored.type,
      file_name: 'logo.png',
      src: stored.src,
      mime_type: stored.mimeType,
      width: stored.width,
      height: stored.height,
      size: stored.size,
      created: Date.now(),
      updated: Date.now(),
    })
    .returning('id');
  const assetId = typeof asset === 'object' ? Number((asset as { id: number }).id) : Number(asset);
  const news = (await db('website_sections').where({ tenant_key: 'alpha', alias: 'news' }).first('id')) as {
    id: number;
  };
  const first = await insertContent(db, {
    tenantKey: 'alpha',
    name: 'Moved story',
    body: '<p>Kept</p><script>alert(1)</script>',
    primarySectionId: news.id,
  });
  await insertContent(db, { tenantKey: 'alpha', name: 'Second story', primarySectionId: news.id });
  await db('content').where({ id: first }).update({ primary_image_id: assetId });
  await db('content_images').insert({ content_id: first, asset_id: assetId, position: 0 });
  await insertSchedule(db, { tenantKey: 'alpha', contentId: first, sectionId: news.id });
  await db('redirects').insert({ tenant_key: 'alpha', from: '/old', to: '/news', code: 301, created: 1, updated: 1 });
});
afterAll(async () => {
  await engine.close();
  for (const dir of Object.values(dirs)) rmSync(dir, { recursive: true, force: true });
});

describe('exporting a tenant', () => {
  it('writes a bundle of its tables, files and a manifest with counts and checksums', async () => {
    const started = await gql<{ id: number }>(startExport, {
      input: { kind: 'tenant_bundle', params: { tenantKey: 'alpha' } },
    });
    expect(started.errors).toBeUndefined();
    const id = started.value!.id;
    await expect
      .poll(async () => (await gql<{ status: string }>(getExport, { id })).value?.status, { timeout: 20_000 })
      .toBe('done');
    expect((await gql<{ downloadUrl: string }>(getExport, { id })).value!.downloadUrl).toMatch(/^\/exports\//);
    bundle = await exportedFile(engine, dirs.exports, id);
    const entries = unzipSync(new Uint8Array(bundle));
    const manifest = JSON.parse(strFromU8(entries['manifest.json']!)) as {
      source: { tenantKey: string };
      counts: Record<string, number>;
      entries: Record<string, { sha256: string }>;
    };
    expect(manifest.source.tenantKey).toBe('alpha');
    expect(manifest.counts).toMatchObject({ content: 2, assets: 1, redirects: 1, site_settings: 1, content_images: 1 });
    expect(Object.keys(entries).filter((name) => name.startsWith('files/'))).toHaveLength(1);
    expect(Object.keys(manifest.entries).sort()).toEqual(
      Object.keys(entries)
        .filter((n) => n !== 'manifest.json')
        .sort(),
    );
  });

  it('needs manage_modules and a tenant the user may see', async () => {
    const input = { kind: 'tenant_bundle', params: { tenantKey: 'alpha' } };
    expect((await gql(startExport, { input }, tokens.editor)).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const other = { kind: 'tenant_bundle', params: { tenantKey: 'beta' } };
    expect((await gql(startExport, { input: other }, tokens.alphaDeveloper)).errors?.[0]?.extensions.code).toBe(
      'NOT_FOUND',
    );
  });
});

describe('importing a bundle', () => {
  it('creates a new tenant holding exactly the source tenant’s rows, files included', async () => {
    const id = await upload(bundle);
    const done = await importInto(id, { newTenant: { key: 'gamma', name: 'Gamma', domains: ['gamma.example.com'] } });
    expect(done.status).toBe('done');
    expect(await tenantCounts('gamma')).toEqual(await tenantCounts('alpha'));
    const moved = (await engine.db('content').where({ tenant_key: 'gamma', name: 'Moved story' }).first()) as Record<
      string,
      unknown
    >;
    expect(moved.body).toBe('<p>Kept</p>');
    const image = (await engine
      .db('assets')
      .where({ id: moved.primary_image_id as number })
      .first()) as {
      tenant_key: string;
      src: string;
    };
    expect(image.tenant_key).toBe('gamma');
    expect(image.src).toMatch(/^\/files\/gamma\//);
    const section = (await engine
      .db('website_sections')
      .where({ id: moved.primary_section_id as number })
      .first()) as {
      tenant_key: string;
    };
    expect(section.tenant_key).toBe('gamma');
  });

  it('changes nothing when the same bundle is imported again', async () => {
    const before = await tenantCounts('gamma');
    const id = await upload(bundle);
    const again = await importInto(id, { targetTenantKey: 'gamma' });
    expect(await tenantCounts('gamma')).toEqual(before);
    for (const table of again.tables) {
      expect(table.created + table.adopted).toBe(0);
      expect(table.skipped).toBe(table.rows);
    }
  });

  it('resumes an interrupted import where it stopped', async () => {
    const id = await upload(bundle);
    await engine.db('tenant_migration_imports').where({ id }).update({ status: 'running', target_tenant_key: 'beta' });
    // The first run stops after its first committed chunk, as a stopped server would.
    await runTenantMigrationImport(
      engine.context({ system: true }),
      { tenantKey: 'alpha', importId: id },
      {
        chunkSize: 1,
        afterChunk: () => {
          throw new Error('stopped');
        },
      },
    );
    const stopped = (await gql<ImportAnswer>(getImport, { id })).value!;
    expect(stopped.status).toBe('failed');
    expect(stopped.tables.find((t) => t.name === 'assets')!.done).toBe(1);
    const done = await importInto(id, { targetTenantKey: 'beta' });
    expect(done.tables.find((t) => t.name === 'assets')).toMatchObject({ rows: 1, done: 1, created: 1 });
    expect(await countOf('assets', 'beta')).toBe(1);
    expect(await countOf('content', 'beta')).toBe(2);
    // beta's starter sections and layouts of the same alias and name were adopted, not doubled.
    expect(await countOf('website_sections', 'beta')).toBe(await countOf('website_sections', 'alpha'));
    expect(await countOf('layouts', 'beta')).toBe(await countOf('layouts', 'alpha'));
  });

  it('needs manage_modules as a user of every site', async () => {
    const answer = await uploadBundle(engine, { token: tokens.alphaDeveloper, data: bundle });
    expect(answer.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });
});

describe('a hostile bundle', () => {
  const refused = async (data: Buffer) => {
    const before = await countOf('tenant_migration_imports', 'alpha');
    const answer = await uploadBundle(engine, { token: tokens.admin, data });
    expect(answer.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0]?.message).toMatch(/^Invalid input\. file: /);
    expect(await countOf('tenant_migration_imports', 'alpha')).toBe(before);
    return answer.errors![0]!.message;
  };
  const manifestOf = () =>
    JSON.parse(strFromU8(unzipSync(new Uint8Array(bundle))['manifest.json']!)) as Record<string, unknown>;

  it('is refused when an entry escapes its folder (zip slip)', async () => {
    expect(await refused(zipOf({ 'manifest.json': '{}', '../../etc/evil': 'x' }))).toMatch(/entry/);
    expect(await refused(zipOf({ 'manifest.json': '{}', 'files/1/..': 'x' }))).toMatch(/entry/);
  });

  it('is refused when it is not a zip, has a bad manifest, or a line of bad JSON', async () => {
    expect(await refused(Buffer.from('not a zip'))).toMatch(/not a zip/);
    expect(await refused(zipOf({ 'manifest.json': '{not json' }))).toMatch(/manifest.json is not valid JSON/);
    const entries = unzipSync(new Uint8Array(bundle));
    entries['tables/redirects.jsonl'] = new TextEncoder().encode('{"id": 1, "from": \n');
    expect(await refused(Buffer.from(zipOf(entries)))).toMatch(/checksum|not valid JSON/);
  });

  it('never writes into another tenant’s rows, whatever ids and tenant keys it names', async () => {
    const entries = unzipSync(new Uint8Array(bundle));
    const manifest = manifestOf() as { entries: Record<string, { sha256: string; size: number }> };
    const { createHash } = await import('node:crypto');
    const alphaSection = (await engine.db('website_sections').where({ tenant_key: 'alpha' }).first('id')) as {
      id: number;
    };
    const line = JSON.stringify({
      id: 99_999,
      tenant_key: 'alpha',
      from: '/hijack',
      to: '/x',
      code: 301,
      created: 1,
      updated: 1,
    });
    entries['tables/redirects.jsonl'] = new TextEncoder().encode(`${line}\n`);
    manifest.entries['tables/redirects.jsonl'] = {
      sha256: createHash('sha256').update(`${line}\n`).digest('hex'),
      size: line.length + 1,
    };
    entries['manifest.json'] = new TextEncoder().encode(
      JSON.stringify({ ...manifest, source: { installation: 'x', tenantKey: 'other', name: 'O' } }),
    );
    const id = await upload(zipOf(entries));
    await importInto(id, { targetTenantKey: 'beta' });
    expect(await engine.db('redirects').where({ from: '/hijack' }).pluck('tenant_key')).toEqual(['beta']);
    expect(await engine.db('website_sections').where({ id: alphaSection.id }).first('tenant_key')).toEqual({
      tenant_key: 'alpha',
    });
  });
});
