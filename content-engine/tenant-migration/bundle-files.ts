import type { Readable } from 'node:stream';
import { storeImportFile } from '../core/upload-files.ts';

/** Streams an uploaded bundle to disk in the imports folder (never under the public files); its stored name and size. */
export const storeBundleFile = (tenantKey: string, source: Readable) =>
  storeImportFile(tenantKey, source, { prefix: 'bundle-', extension: 'zip' });

export { importFilePath as bundleFilePath, removeImportFile as removeBundleFile } from '../core/upload-files.ts';
