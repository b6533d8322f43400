import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import { ZipArchive } from 'archiver';
import type { Knex } from 'knex';
import { filesDir } from '../assets/files-dir.ts';
import { diskPath } from '../assets/asset-files.ts';
import {
  assetFileEntry,
  bundleFormatVersion,
  manifestEntry,
  tableEntry,
  type BundleManifest,
} from './bundle-format.ts';
import { bundleTables, type BundleTable } from './bundle-tables.ts';
import { columnsOf, normaliseRow, parentsFirst, tenantRows, type Row } from './table-rows.ts';

export interface WriteBundleOptions {
  db: Knex;
  tenantKey: string;
  /** This installation's identity (installationId). */
  installation: string;
  out: Writable;
  now: number;
  batchSize?: number;
  /** Rows written so far (all tables); throws to stop the export. */
  progress?: (done: number) => Promise<void>;
}

const selfRef = (table: BundleTable) => Object.entries(table.refs).find(([, target]) => target === table.name)?.[0];

/** The table's rows in batches: parents first for a self-referencing table, else by id (link tables by content). */
async function* rowBatches(db: Knex, table: BundleTable, tenantKey: string, batchSize: number) {
  const types = await columnsOf(db, table.name);
  const parent = selfRef(table);
  if (!table.hasId) {
    const rows = (await tenantRows(db, table, tenantKey)) as Record<string, unknown>[];
    for (let i = 0; i < rows.length; i += batchSize)
      yield rows.slice(i, i + batchSize).map((r) => normaliseRow(r, types));
    return;
  }
  const pairs = (await tenantRows(db, table, tenantKey)
    .clear('select')
    .select('id', ...(parent ? [parent] : []))
    .orderBy('id')) as Record<string, unknown>[];
  const ids = parent
    ? parentsFirst(pairs.map((p) => ({ id: Number(p.id), parent: p[parent] == null ? null : Number(p[parent]) })))
    : pairs.map((p) => Number(p.id));
  for (let i = 0; i < ids.length; i += batchSize) {
    const batch = ids.slice(i, i + batchSize);
    const rows = (await tenantRows(db, table, tenantKey).whereIn('id', batch)) as Record<string, unknown>[];
    const byId = new Map(rows.map((r) => [Number(r.id), r]));
    yield batch.flatMap((id) => (byId.has(id) ? [normaliseRow(byId.get(id)!, types)] : []));
  }
}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

async function hashFile(path: string) {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { sha256: hash.digest('hex'), size };
}

/** An uploaded asset's file on disk, when it has one (a src outside /files/ is an address, not a file). */
async function assetFile(row: Row): Promise<string | null> {
  const src = String(row.src ?? '');
  if (!src.startsWith('/files/') || src.includes('..')) return null;
  const path = diskPath(filesDir(), src);
  return (await exists(path)) ? path : null;
}

/**
 * Writes a tenant as a bundle (ADR 0087) to `out`: a zip of `tables/<table>.jsonl` (one row a
 * line, in an order an import can map as it goes), the assets' files under `files/<id>/`, and
 * `manifest.json` (format, source, counts, every entry's SHA-256). Tables are staged in a
 * temporary folder first, so memory holds one batch whatever the tenant's size.
 */
export async function writeTenantBundle(options: WriteBundleOptions): Promise<BundleManifest> {
  const { db, tenantKey, out, batchSize = 500 } = options;
  const stage = await mkdtemp(join(tmpdir(), 'masthead-bundle-'));
  try {
    const tenant = (await db('tenants').where({ key: tenantKey }).first('name')) as { name: string } | undefined;
    if (!tenant) throw new Error(`No tenant "${tenantKey}"`);
    const manifest: BundleManifest = {
      format: 'masthead-tenant-bundle',
      formatVersion: bundleFormatVersion,
      source: { installation: options.installation, tenantKey, name: tenant.name },
      created: options.now,
      counts: {},
      entries: {},
    };
    const files: { entry: string; path: string }[] = [];
    let done = 0;
    for (const table of bundleTables) {
      const path = join(stage, `${table.name}.jsonl`);
      const file = createWriteStream(path);
      let count = 0;
      for await (const rows of rowBatches(db, table, tenantKey, batchSize)) {
        for (const row of rows) {
          if (table.name === 'assets') {
            const onDisk = await assetFile(row);
            if (onDisk)
              files.push({ entry: assetFileEntry(Number(row.id), String(row.file_name || row.src)), path: onDisk });
          }
          if (!file.write(`${JSON.stringify(table.name === 'site_settings' ? { ...row, id: 1 } : row)}\n`))
            await once(file, 'drain');
        }
        count += rows.length;
        done += rows.length;
        await options.progress?.(done);
      }
      file.end();
      await finished(file);
      manifest.counts[table.name] = count;
      manifest.entries[tableEntry(table.name)] = await hashFile(path);
    }
    for (const { entry, path } of files) manifest.entries[entry] = await hashFile(path);

    const archive = new ZipArchive({ zlib: { level: 6 } });
    const failed = new Promise<never>((_, reject) => archive.on('error', reject));
    failed.catch(() => undefined);
    const piped = pipeline(archive, out);
    for (const table of bundleTables)
      archive.file(join(stage, `${table.name}.jsonl`), { name: tableEntry(table.name) });
    for (const { entry, path } of files) archive.file(path, { name: entry });
    archive.append(JSON.stringify(manifest, null, 2), { name: manifestEntry });
    await Promise.race([archive.finalize(), failed]);
    await piped;
    return manifest;
  } finally {
    await rm(stage, { recursive: true, force: true });
  }
}
