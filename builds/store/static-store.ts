import { join, resolve } from 'node:path';
import { tempDirOf } from './atomic-write.ts';
import { compressVariants, variantsMatch } from './compress.ts';
import { createFsBackend } from './fs-backend.ts';
import type { PageBackend } from './page-backend.ts';
import { etagOf } from './etag.ts';
import { contentTypeForFile } from './page-files.ts';
import { createWriteOrder } from './write-order.ts';
import { recordCacheLookup } from '../../content-engine/metrics/cache-metrics.ts';

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
  /** The stored page's version when it entered memory (the backend's: a file's time and size, an object's ETag). */
  version: string;
  checkedAt: number;
}

/** What a write did: stored the bytes, or kept the file that already held them. */
export interface WrittenPage {
  etag: string;
  bytes: number;
  kept: boolean;
}

export interface StaticStore {
  /**
   * The local output folder: the pages' with the default backend; with another (S3), where this
   * process keeps its temporary files and the built-bundle marker.
   */
  root: string;
  /** Where the pages are kept: the folder, or `s3://bucket/prefix`. */
  location: string;
  /**
   * Runs a render numbered as it starts. Every write and removal names the render it comes from,
   * and the store keeps each page's in render order (ADRs 25, 26): whatever writes here in this
   * process (builds, publishes, on-demand renders), a page is never overwritten by a render that
   * started earlier than the one that wrote it. A job that records its writes later (in batches)
   * runs numbered too, until it has recorded them, so it can still ask whether it was overtaken.
   */
  numbered<T>(render: (seq: number) => Promise<T>): Promise<T>;
  /**
   * Writes a page and its br/gzip variants atomically, unless a render of it that started after
   * `seq` has written it or is writing it (undefined then). `etag` is the body's, when the caller
   * has hashed it already. `unchanged` says the render came out as the stored page (the same
   * ETag): a file that holds exactly these bytes is then kept as it is. `reader` says a reader
   * asked for the page (an on-demand render): it enters memory as a read would put it there.
   */
  write(
    tenantKey: string,
    file: string,
    body: Buffer,
    options: { seq: number; etag?: string; unchanged?: boolean; reader?: boolean },
  ): Promise<WrittenPage | undefined>;
  /** Removes a page's files (its path no longer serves a page), unless a later render wrote them (false then). */
  remove(tenantKey: string, file: string, options: { seq: number }): Promise<boolean>;
  /**
   * Whether a render that started after `seq` has written the page or is writing it: what the
   * render numbered `seq` stored is no longer the page's, so it must not be recorded either.
   */
  superseded(tenantKey: string, file: string, seq: number): boolean;
  /** The stored page, from memory when hot, or null when none is built. */
  read(tenantKey: string, file: string): Promise<StoredPage | null>;
  /** The page if it is hot and was checked against its file within `recheckMs` (a second by default); no I/O. */
  peek(tenantKey: string, file: string): StoredPage | null;
  /** The tenant's output folder. */
  tenantRoot(tenantKey: string): string;
  /** Where writes put their temporary files (never a served folder; cleared of a killed build's leftovers at start). */
  tempDir: string;
}

/**
 * How long a hot entry is trusted before its file is checked again (another process may write):
 * 1 s by default; a web process whose pages build workers write sets less (PAGE_RECHECK_MS).
 */
export const defaultRecheckMs = 1_000;

/** The default output folder (BUILD_OUTPUT_DIR overrides it). */
export const defaultOutputRoot = () => process.env.BUILD_OUTPUT_DIR || 'builds/output';

/**
 * Prebuilt pages kept by a backend (a folder under `<root>/<tenant>/` by default, or an S3 bucket;
 * ADR 0090), with the pages readers ask for held in memory up to a byte budget (a page enters
 * memory when it is read, the oldest leaves first). The builder and the server share one store per
 * process, so a regeneration replaces the copy readers hold at once; pages written by another
 * process are picked up within `recheckMs`.
 */
export function createStaticStore({
  root = defaultOutputRoot(),
  memoryBudgetBytes = 256 * 1024 * 1024,
  recheckMs = defaultRecheckMs,
  backend,
}: { root?: string; memoryBudgetBytes?: number; recheckMs?: number; backend?: PageBackend } = {}): StaticStore {
  const absoluteRoot = resolve(root);
  const tempDir = tempDirOf(absoluteRoot);
  const pages = backend ?? createFsBackend(absoluteRoot);
  const hot = new Map<string, HotEntry>();
  let hotBytes = 0;

  const tenantRoot = (tenantKey: string) => join(absoluteRoot, tenantKey);
  /** A page's key, in memory and in the write order. */
  const keyOf = (tenantKey: string, file: string) => `${tenantKey}\n${file}`;
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
    const stored = await pages.read(tenantKey, file);
    if (!stored) return null;
    const { body, br, gzip } = stored;
    let variants: { br: Buffer; gzip: Buffer } | null = br && gzip ? { br, gzip } : null;
    if (!variants || !variantsMatch(body, variants)) variants = await compressVariants(body);
    return {
      page: {
        body,
        ...variants,
        etag: etagOf(body),
        contentType: contentTypeForFile(file),
        builtAt: stored.modifiedMs,
      },
      version: stored.version,
      checkedAt: Date.now(),
    };
  }

  async function writeNow(tenantKey: string, file: string, body: Buffer, etag: string, reader: boolean) {
    const variants = await compressVariants(body);
    const written = await pages.replace(tenantKey, file, { body, ...variants });
    // Pages enter memory when read; a write refreshes a page readers hold. So a full build
    // neither fills memory with pages nobody asked for (about 300 MB of a 10,000-item build)
    // nor pushes out the pages readers are looking at.
    const key = keyOf(tenantKey, file);
    if (reader || hot.has(key))
      remember(key, {
        page: { body, ...variants, etag, contentType: contentTypeForFile(file), builtAt: written.modifiedMs },
        version: written.version,
        checkedAt: Date.now(),
      });
  }

  /** Whether the stored page holds exactly these bytes (a page kept as it was needs no write). */
  function holds(tenantKey: string, file: string, body: Buffer) {
    const entry = hot.get(keyOf(tenantKey, file));
    return pages.holds(tenantKey, file, body, entry && { version: entry.version, body: entry.page.body });
  }

  async function removeNow(tenantKey: string, file: string) {
    forget(keyOf(tenantKey, file));
    await pages.remove(tenantKey, file);
  }

  const order = createWriteOrder();
  return {
    root: absoluteRoot,
    location: pages.location,
    tenantRoot,
    tempDir,
    numbered: order.numbered,
    superseded: (tenantKey, file, seq) => order.superseded(keyOf(tenantKey, file), seq),
    write: (tenantKey, file, body, { seq, etag, unchanged = false, reader = false }) =>
      order.write(keyOf(tenantKey, file), seq, async (): Promise<WrittenPage> => {
        const page = { etag: etag ?? etagOf(body), bytes: body.length };
        if (unchanged && (await holds(tenantKey, file, body))) return { ...page, kept: true };
        await writeNow(tenantKey, file, body, page.etag, reader);
        return { ...page, kept: false };
      }),
    remove: async (tenantKey, file, { seq }) =>
      (await order.write(keyOf(tenantKey, file), seq, async () => (await removeNow(tenantKey, file), true))) ?? false,
    peek(tenantKey, file) {
      const entry = hot.get(keyOf(tenantKey, file));
      if (!entry || Date.now() - entry.checkedAt >= recheckMs) return null;
      // A page not held here is looked up again by read(), which counts it.
      recordCacheLookup('page_memory', true);
      return entry.page;
    },
    async read(tenantKey, file) {
      const key = keyOf(tenantKey, file);
      const entry = hot.get(key);
      const now = Date.now();
      if (entry && now - entry.checkedAt < recheckMs) return (recordCacheLookup('page_memory', true), entry.page);
      if (entry) {
        if ((await pages.version(tenantKey, file)) === entry.version) {
          entry.checkedAt = now;
          recordCacheLookup('page_memory', true);
          return entry.page;
        }
        forget(key);
      }
      const loaded = await load(tenantKey, file);
      if (!loaded) return null;
      recordCacheLookup('page_memory', false);
      remember(key, loaded);
      return loaded.page;
    },
  };
}
