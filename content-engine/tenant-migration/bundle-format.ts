import { z } from 'zod';
import { bundleTableNames } from './bundle-tables.ts';

/** The bundle format this code writes and reads; a bundle of another version is refused. */
export const bundleFormatVersion = 1;

export const manifestEntry = 'manifest.json';
export const tableEntry = (table: string) => `tables/${table}.jsonl`;
/** An asset's file: `files/<source asset id>/<file name>` (the name's characters limited, see safeFileName). */
export const assetFileEntry = (assetId: number, fileName: string) => `files/${assetId}/${safeFileName(fileName)}`;

const tablePattern = /^tables\/([a-z_]+)\.jsonl$/;
const filePattern = /^files\/(\d{1,12})\/([A-Za-z0-9][A-Za-z0-9._-]{0,150})$/;

/** A file name reduced to letters, digits, dot, dash and underscore (no folder, never `..`). */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[^A-Za-z0-9]+/, '');
  return cleaned.slice(0, 150) || 'file';
}

/** What an entry name is, or null for a name a bundle may not hold (a folder, `..`, an absolute path). */
export function classifyEntry(
  name: string,
): { kind: 'manifest' } | { kind: 'table'; table: string } | { kind: 'file'; assetId: number } | null {
  if (name === manifestEntry) return { kind: 'manifest' };
  const table = tablePattern.exec(name);
  if (table && (bundleTableNames as readonly string[]).includes(table[1]!)) return { kind: 'table', table: table[1]! };
  const file = filePattern.exec(name);
  if (file && !file[2]!.includes('..')) return { kind: 'file', assetId: Number(file[1]) };
  return null;
}

/** Limits an upload must keep: anything larger is refused before it is read. */
export const bundleLimits = {
  entries: 200_000,
  manifestBytes: 1024 * 1024,
  tableBytes: 512 * 1024 * 1024,
  fileBytes: 100 * 1024 * 1024,
  totalBytes: 4 * 1024 * 1024 * 1024,
  lineBytes: 16 * 1024 * 1024,
};

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

export const manifestSchema = z
  .object({
    format: z.literal('masthead-tenant-bundle'),
    formatVersion: z.literal(bundleFormatVersion),
    source: z.object({
      installation: z.string().min(1).max(100),
      tenantKey: z.string().min(1).max(64),
      name: z.string().max(300),
    }),
    created: z.number().int(),
    /** Rows per table. */
    counts: z.partialRecord(z.enum(bundleTableNames), z.number().int().nonnegative()),
    /** Every entry but the manifest: its SHA-256 and size. */
    entries: z.record(z.string().max(300), z.object({ sha256, size: z.number().int().nonnegative() })),
  })
  .strict();
export type BundleManifest = z.infer<typeof manifestSchema>;

/** The stable identity of a bundle's source in the id map: its installation and tenant. */
export const sourceIdentity = (manifest: BundleManifest) =>
  `${manifest.source.installation}/${manifest.source.tenantKey}`;
