import { storeUpload } from '../assets/asset-files.ts';
import { isEngineError } from '../core/errors.ts';
import type { BundleManifest } from './bundle-format.ts';
import { classifyEntry } from './bundle-format.ts';
import type { OpenBundle } from './bundle-reader.ts';
import type { Row } from './table-rows.ts';

/**
 * How an import stores a bundle asset's file for the target tenant: through the assets domain's
 * own writer (storeUpload: accepted types only, a new `/files/<target>/…` src, image variants
 * made again). An asset whose file the bundle does not carry keeps an outside address, and is
 * skipped when its src named a file of the source; a refused file skips its asset.
 */
export function assetFileStore({
  bundle,
  manifest,
  tenantKey,
  now,
}: {
  bundle: OpenBundle;
  manifest: BundleManifest;
  tenantKey: string;
  now: number;
}) {
  const entryOf = new Map<number, string>();
  for (const name of Object.keys(manifest.entries)) {
    const kind = classifyEntry(name);
    if (kind?.kind === 'file') entryOf.set(kind.assetId, name);
  }
  return async (row: Row): Promise<Row | null> => {
    const name = entryOf.get(Number(row.id));
    if (!name) return String(row.src ?? '').startsWith('/files/') ? null : {};
    const chunks: Buffer[] = [];
    for await (const chunk of (await bundle.read(bundle.entries.get(name)!)) as AsyncIterable<Buffer>)
      chunks.push(chunk);
    try {
      const stored = await storeUpload({
        tenantKey,
        now,
        upload: {
          fileName: String(row.file_name || name),
          mimeType: String(row.mime_type ?? ''),
          data: Buffer.concat(chunks),
        },
      });
      return {
        type: stored.type,
        src: stored.src,
        mime_type: stored.mimeType,
        width: stored.width,
        height: stored.height,
        size: stored.size,
      };
    } catch (error) {
      if (isEngineError(error)) return null;
      throw error;
    }
  };
}
