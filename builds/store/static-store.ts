import { readFile, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { writeFilesAtomically } from './atomic-write.ts';
import { compressVariants, variantsMatch } from './compress.ts';
import { etagOf } from './etag.ts';
import { contentTypeForFile } from './page-files.ts';
import { createWriteOrder, type WriteOrder } from './write-order.ts';

/** A prebuilt page ready to send: the body and its precompressed variants. */
export interface StoredPage {
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
  contentType: string;
  builtAt: number;
}

interface HotEntry {
  page: StoredPage;
  mtimeMs: number;
  size: number;
  checkedAt: number;
}

export interface StaticStore {
  root: string;
  /** Writes a page and its br/gzip variants atomically; returns its ETag and size. */
  write(tenantKey: string, file: string, body: Buffer): Promise<{ etag: string; bytes: number }>;
  /** Whether the page's file holds exactly these bytes (a page kept as it was needs no write). */
  holds(tenantKey: string, file: string, body: Buffer): Promise<boolean>;
  /** Removes a page's files (its path no longer serves a page). */
  remove(tenantKey: string, file: string): Promise<void>;
  /** The stored page, from memory when hot, or null when none is built. */
  read(tenantKey: string, file: string): Promise<StoredPage | null>;
  /** The page if it is hot and was checked against its file within the last second; no I/O. */
  peek(tenantKey: string, file: string): StoredPage | null;
  /** The tenant's output folder. */
  tenantRoot(tenantKey: string): string;
  /**
   * The order of this store's page writes (keys `<tenant>\n<file>`): whatever writes through the
   * store in this process (builds, publishes, on-demand renders) numbers its renders here, so a
   * page is never overwritten by a render that started earlier.
   */
  order: WriteOrder;
}

/** How long a hot entry is trusted before its file is checked again (another process may write). */
const recheckMs = 1_000;

/** The default output folder (BUILD_OUTPUT_DIR overrides it). */
export const defaultOutputRoot = () => process.env.BUILD_OUTPUT_DIR || 'builds/output';

/**
 * Prebuilt pages on disk under `<root>/<tenant>/`, with the hottest held in memory up to a byte
 * budget. The builder and the server share one store per process, so a regeneration replaces the
 * hot copy at once; files written by another process (the CLI) are picked up within a second.
 */
export function createStaticStore({ root = defaultOutputRoot(), memoryBudgetBytes = 256 * 1024 * 1024 }: { root?: string; memoryBudgetBytes?: number } = {}): StaticStore {
  const absoluteRoot = resolve(root);
  const hot = new Map<string, HotEntry>();
  let hotBytes = 0;

  const tenantRoot = (tenantKey: string) => join(absoluteRoot, tenantKey);
  const keyOf = (tenantKey: string, file: string) => `${tenantKey}/${file}`;
  const sizeOf = (page: StoredPage) => page.body.length + page.br.length + page.gzip.length;

  function forget(key: string) {
    const entry = hot.get(key);
    if (!entry) return;
    hot.delete(key);
    hotBytes -= sizeOf(entry.page);
  }

  function remember(key: string, entry: HotEntry) {
    forget(key);
    const size = sizeOf(entry.page);
    if (size > memoryBudgetBytes / 8) return;
    for (const [oldest] of hot) {
      if (hotBytes + size <= memoryBudgetBytes) break;
      forget(oldest);
    }
    hot.set(key, entry);
    hotBytes += size;
  }

  async function load(tenantKey: string, file: string): Promise<HotEntry | null> {
    const path = join(tenantRoot(tenantKey), file);
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) return null;
    const [body, br, gzip] = await Promise.all([readFile(path), readFile(`${path}.br`).catch(() => null), readFile(`${path}.gz`).catch(() => null)]);
    let variants: { br: Buffer; gzip: Buffer } | null = br && gzip ? { br, gzip } : null;
    if (!variants || !variantsMatch(body, variants)) variants = await compressVariants(body);
    return { page: { body, ...variants, etag: etagOf(body), contentType: contentTypeForFile(file), builtAt: info.mtimeMs }, mtimeMs: info.mtimeMs, size: info.size, checkedAt: Date.now() };
  }

  return {
    root: absoluteRoot,
    tenantRoot,
    order: createWriteOrder(),
    async write(tenantKey, file, body) {
      const path = join(tenantRoot(tenantKey), file);
      const variants = await compressVariants(body);
      // The page itself last: it is the commit point a reader checks its variants against.
      await writeFilesAtomically([
        { path: `${path}.br`, data: variants.br },
        { path: `${path}.gz`, data: variants.gzip },
        { path, data: body },
      ]);
      const info = await stat(path);
      const etag = etagOf(body);
      remember(keyOf(tenantKey, file), { page: { body, ...variants, etag, contentType: contentTypeForFile(file), builtAt: info.mtimeMs }, mtimeMs: info.mtimeMs, size: info.size, checkedAt: Date.now() });
      return { etag, bytes: body.length };
    },
    async holds(tenantKey, file, body) {
      const path = join(tenantRoot(tenantKey), file);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile() || info.size !== body.length) return false;
      const entry = hot.get(keyOf(tenantKey, file));
      if (entry && entry.mtimeMs === info.mtimeMs && entry.size === info.size) return entry.page.body.equals(body);
      return (await readFile(path).catch(() => null))?.equals(body) ?? false;
    },
    async remove(tenantKey, file) {
      forget(keyOf(tenantKey, file));
      const path = join(tenantRoot(tenantKey), file);
      // The page first: without it the leftover variants are never served.
      await rm(path, { force: true });
      await Promise.all([rm(`${path}.br`, { force: true }), rm(`${path}.gz`, { force: true })]);
    },
    peek(tenantKey, file) {
      const entry = hot.get(keyOf(tenantKey, file));
      return entry && Date.now() - entry.checkedAt < recheckMs ? entry.page : null;
    },
    async read(tenantKey, file) {
      const key = keyOf(tenantKey, file);
      const entry = hot.get(key);
      const now = Date.now();
      if (entry && now - entry.checkedAt < recheckMs) return entry.page;
      if (entry) {
        const info = await stat(join(tenantRoot(tenantKey), file)).catch(() => null);
        if (info && info.mtimeMs === entry.mtimeMs && info.size === entry.size) {
          entry.checkedAt = now;
          return entry.page;
        }
        forget(key);
      }
      const loaded = await load(tenantKey, file);
      if (!loaded) return null;
      remember(key, loaded);
      return loaded.page;
    },
  };
}
