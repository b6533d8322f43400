import { createHash } from 'node:crypto';
import { Transform } from 'node:stream';
import { z } from 'zod';
import {
  bundleLimits,
  classifyEntry,
  manifestEntry,
  manifestSchema,
  tableEntry,
  type BundleManifest,
} from './bundle-format.ts';
import { BadBundle, entryLines, openBundle, type OpenBundle } from './bundle-reader.ts';
import { bundleTables } from './bundle-tables.ts';

const cell = z.union([z.string(), z.number(), z.boolean(), z.null()]);
/** A bundle row: flat values only; an id is a positive integer. */
export const bundleRow = z
  .record(z.string().regex(/^[a-z_][a-z0-9_]{0,62}$/), cell)
  .refine((row) => row.id === undefined || (Number.isSafeInteger(row.id) && Number(row.id) > 0), 'a bad id');

async function readAll(bundle: OpenBundle, name: string, limit: number): Promise<Buffer> {
  const entry = bundle.entries.get(name)!;
  if (entry.uncompressedSize > limit) throw new BadBundle(`"${name}" is larger than ${limit} bytes.`);
  const chunks: Buffer[] = [];
  for await (const chunk of (await bundle.read(entry)) as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

function checkEntries(bundle: OpenBundle) {
  let total = 0;
  for (const [name, entry] of bundle.entries) {
    const kind = classifyEntry(name);
    if (!kind) throw new BadBundle(`The bundle holds an entry it may not hold: "${name.slice(0, 200)}".`);
    const limit =
      kind.kind === 'manifest'
        ? bundleLimits.manifestBytes
        : kind.kind === 'table'
          ? bundleLimits.tableBytes
          : bundleLimits.fileBytes;
    if (entry.uncompressedSize > limit) throw new BadBundle(`"${name}" is larger than ${limit} bytes.`);
    total += entry.uncompressedSize;
  }
  if (total > bundleLimits.totalBytes) throw new BadBundle('The bundle unpacks to more than the limit.');
  if (!bundle.entries.has(manifestEntry)) throw new BadBundle('The bundle has no manifest.json.');
}

async function readManifest(bundle: OpenBundle): Promise<BundleManifest> {
  let json: unknown;
  try {
    json = JSON.parse((await readAll(bundle, manifestEntry, bundleLimits.manifestBytes)).toString('utf8'));
  } catch {
    throw new BadBundle('manifest.json is not valid JSON.');
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new BadBundle(
      `manifest.json is not a Masthead tenant bundle of this version (${issue.path.join('.')}: ${issue.message}).`,
    );
  }
  const manifest = parsed.data;
  const listed = new Set(Object.keys(manifest.entries));
  for (const name of bundle.entries.keys())
    if (name !== manifestEntry && !listed.has(name)) throw new BadBundle(`"${name}" is not in the manifest.`);
  for (const name of listed)
    if (!bundle.entries.has(name)) throw new BadBundle(`"${name}" is missing from the bundle.`);
  for (const table of bundleTables)
    if (!listed.has(tableEntry(table.name)))
      throw new BadBundle(`The table "${table.name}" is missing from the bundle.`);
  return manifest;
}

/** Streams an entry through SHA-256, giving each line to `onLine` for a table; checks size and digest. */
async function checkEntry(bundle: OpenBundle, manifest: BundleManifest, name: string, table: string | null) {
  const expected = manifest.entries[name]!;
  const hash = createHash('sha256');
  const stream = (await bundle.read(bundle.entries.get(name)!)).pipe(
    new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        done(null, chunk);
      },
    }),
  );
  let lines = 0;
  if (table) {
    for await (const line of entryLines(stream)) {
      if (!line.trim()) continue;
      lines += 1;
      let json: unknown;
      try {
        json = JSON.parse(line);
      } catch {
        throw new BadBundle(`Line ${lines} of "${name}" is not valid JSON.`);
      }
      if (!bundleRow.safeParse(json).success) throw new BadBundle(`Line ${lines} of "${name}" is not a row.`);
    }
    if (lines !== manifest.counts[table as keyof BundleManifest['counts']])
      throw new BadBundle(
        `"${name}" holds ${lines} rows; the manifest says ${manifest.counts[table as keyof BundleManifest['counts']] ?? 0}.`,
      );
  } else for await (const chunk of stream) void chunk;
  if (hash.digest('hex') !== expected.sha256) throw new BadBundle(`"${name}" does not match its checksum.`);
}

/**
 * Checks an uploaded bundle through before anything is written (ADR 0087): only known entry
 * names (no folders, no `..`), sizes under the limits, a manifest of this format, every entry
 * listed with a matching SHA-256, every table line a JSON row of flat values with the manifest's
 * count. Throws BadBundle with a sentence for the uploader; answers the manifest.
 */
export async function validateBundle(path: string): Promise<BundleManifest> {
  const bundle = await openBundle(path);
  try {
    checkEntries(bundle);
    const manifest = await readManifest(bundle);
    for (const name of Object.keys(manifest.entries)) {
      const kind = classifyEntry(name);
      await checkEntry(bundle, manifest, name, kind?.kind === 'table' ? kind.table : null);
    }
    return manifest;
  } catch (error) {
    if (error instanceof BadBundle) throw error;
    throw new BadBundle(`The bundle could not be read: ${(error as Error).message}.`);
  } finally {
    bundle.close();
  }
}
