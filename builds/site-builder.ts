import { createChangeFence } from './store/change-fence.ts';
import { availableParallelism } from 'node:os';
import { systemContext, type EngineContext } from '../content-engine/core/context.ts';
import type { Engine } from '../content-engine/core/engine.ts';
import { loadSectionTree } from '../content-engine/sections/section-tree.ts';
import { contentPagePaths, magazinePagePaths } from '../content-engine/sitemaps/page-paths.ts';
import { sitemapIndex } from '../content-engine/sitemaps/sitemaps.ts';
import type { Tenant } from '../content-engine/core/tenant.ts';
import { tenantPaths } from './enumerate/tenant-paths.ts';
import { archivePathsOfChange } from './serve/newsletter-archive.ts';
import { createRegenerationPlanner } from './regeneration/regeneration-plan.ts';
import type { ManifestEntry, PageManifest } from './manifest/page-manifest.ts';
import { fileForPath } from './store/page-files.ts';
import type { StaticStore } from './store/static-store.ts';
import type { PageRenderer, RenderedPage } from './render/page-renderer.ts';

export interface BuildCounts {
  rendered: number;
  stored: number;
  removed: number;
  failed: number;
  [key: string]: number;
}

/**
 * Some pages of a build failed (a render threw, answered 5xx or left out a failing part). The
 * build's other pages were rendered and stored all the same — one broken page (say a newsletter
 * campaign whose template no longer renders) takes down only itself; the failed pages keep what
 * was stored before, and the job fails so that it is retried (spec public §8: never frozen).
 */
export class PagesFailed extends Error {
  constructor(
    readonly failures: { path: string; error: unknown }[],
    readonly counts: BuildCounts,
  ) {
    const first = failures[0]!;
    super(
      `${failures.length} page${failures.length === 1 ? '' : 's'} failed (${counts.stored} stored): ` +
        `${failures
          .slice(0, 5)
          .map((f) => f.path)
          .join(
            ', ',
          )}${failures.length > 5 ? ', …' : ''} — first: ${first.error instanceof Error ? first.error.message : String(first.error)}`,
      { cause: first.error },
    );
    this.name = 'PagesFailed';
  }
}

/** A manifest change waiting for its batch, with the write it belongs to. */
interface Recorded<T> {
  file: string;
  seq: number;
  value: T;
}

export type ProgressListener = (done: number, total: number) => void;

export interface BuildOptions {
  /** A publish's pages: rendered before background work waiting for the same renderer. */
  urgent?: boolean;
}

export interface SiteBuilderDeps {
  /** The process's engine: the database and clock the builds use, and their operation contexts. */
  engine: Engine;
  render: PageRenderer;
  store: StaticStore;
  manifest: PageManifest;
  /**
   * Renders in flight at once (default 8, or 3 per core on bigger machines): compression and file
   * writes overlap rendering, and a render pool needs a few per worker thread to stay busy.
   */
  concurrency?: number;
}

const splitPath = (path: string) => {
  const q = path.indexOf('?');
  return q < 0 ? { pathname: path, search: '' } : { pathname: path.slice(0, q), search: path.slice(q) };
};

/**
 * Paths named to the renderer at once for reading ahead (a window's items and relations load in
 * about a dozen queries), in jobs of at least `readAheadFrom` background paths.
 */
export const readAheadWindow = 256;
const readAheadFrom = 32;

/**
 * Renders tenant paths into the static store and keeps the manifest of their dependency tags:
 * full builds, regeneration for change tags, and single paths. Every status is checked: 200s are
 * stored, redirects and 404s remove what was stored (their paths render live), 5xx fail the job.
 */
export function createSiteBuilder({
  engine,
  render,
  store,
  manifest,
  concurrency = Math.max(8, 3 * availableParallelism()),
}: SiteBuilderDeps) {
  const { db, now } = engine;
  // Renders a change overtook, in this process or another, are rendered again before they are written (ADR 0089).
  const fence = createChangeFence(engine.events);
  const ctx = (tenant: Tenant): EngineContext => systemContext(engine, { tenant });
  // Rows are recorded in batches, so a page may have been written again since (a publish beside
  // this build): the newer render records its own row, which this batch must not overwrite.
  const current = <T>(tenant: Tenant, rows: Recorded<T>[]) =>
    rows.filter((row) => !store.superseded(tenant.key, row.file, row.seq)).map((row) => row.value);

  /**
   * Stores (or removes) a rendered page, unless a render of it that started later got there first.
   * A page that came out as the stored one (`unchanged`, and its file holds the same bytes) is not
   * written again; its manifest row is renewed with the render's tags.
   */
  async function apply(
    tenant: Tenant,
    page: RenderedPage,
    seq: number,
    builtAt: number,
    pending: Recorded<ManifestEntry>[],
    removed: Recorded<string>[],
    counts: BuildCounts,
  ) {
    const { pathname, search } = splitPath(page.path);
    const file = fileForPath(pathname, search);
    if (!file) throw new Error(`Cannot store ${page.path}: not a valid page path`);
    if (page.status >= 500) throw new Error(`Rendering ${page.path} answered ${page.status}`);
    // Never stored without a part that failed (spec public §8): the job fails and is retried.
    if (page.failures) throw new Error(`Rendering ${page.path} left out failing parts: ${page.failures.join(', ')}`);
    if (page.status === 200) {
      const written = await store.write(tenant.key, file, page.body, {
        seq,
        etag: page.etag,
        unchanged: page.unchanged,
      });
      if (!written) return void (counts.superseded = (counts.superseded ?? 0) + 1);
      pending.push({
        file,
        seq,
        value: {
          path: page.path,
          file,
          status: 200,
          contentType: page.contentType,
          etag: written.etag,
          bytes: written.bytes,
          builtAt,
          tags: page.tags,
        },
      });
      if (written.kept) counts.unchanged = (counts.unchanged ?? 0) + 1;
      else counts.stored++;
    } else {
      if (!(await store.remove(tenant.key, file, { seq })))
        return void (counts.superseded = (counts.superseded ?? 0) + 1);
      removed.push({ file, seq, value: page.path });
      counts.removed++;
    }
  }

  /**
   * Renders the paths with bounded concurrency, storing as it goes; manifest rows are written in
   * batches. The job runs numbered until its last batch is recorded, so the write order keeps
   * what tells its batched rows from those of renders that overtook them.
   */
  const buildPaths = (
    tenant: Tenant,
    paths: string[],
    onProgress?: ProgressListener,
    { urgent = false }: BuildOptions = {},
  ): Promise<BuildCounts> =>
    store.numbered(async () => {
      const counts: BuildCounts = { rendered: 0, stored: 0, removed: 0, failed: 0 };
      const builtAt = now();
      let pending: Recorded<ManifestEntry>[] = [];
      let removed: Recorded<string>[] = [];
      const flush = async () => {
        const [entries, gone] = [current(tenant, pending), current(tenant, removed)];
        pending = [];
        removed = [];
        await manifest.record(tenant.key, entries);
        await manifest.remove(tenant.key, gone);
      };
      // What is stored now: a render that comes out the same is neither compressed nor written.
      const storedEtags = await manifest.etags(tenant.key, paths);
      let next = 0;
      const failures: { path: string; error: unknown }[] = [];
      const readsAhead = !urgent && paths.length >= readAheadFrom && render.readAhead;
      const worker = async () => {
        while (next < paths.length) {
          if (readsAhead && next % readAheadWindow === 0)
            render.readAhead!(tenant, paths.slice(next, next + readAheadWindow));
          const path = paths[next++]!;
          try {
            await store.numbered(async (seq) => {
              let mark = fence.mark();
              let page = await render(tenant, path, { urgent, storedEtag: storedEtags.get(path) });
              for (let again = 0; again < 3 && fence.changedSince(tenant.key, mark, page.tags); again++) {
                mark = fence.mark();
                page = await render(tenant, path, { urgent, storedEtag: storedEtags.get(path) });
                counts.rerendered = (counts.rerendered ?? 0) + 1;
              }
              counts.rendered++;
              await apply(tenant, page, seq, builtAt, pending, removed, counts);
            });
          } catch (error) {
            counts.failed++;
            failures.push({ path, error });
          }
          if (pending.length + removed.length >= 200) await flush();
          onProgress?.(counts.rendered + counts.failed, paths.length);
        }
      };
      await Promise.all(Array.from({ length: Math.min(concurrency, paths.length) }, worker));
      await flush();
      if (failures.length) throw new PagesFailed(failures, counts);
      return counts;
    });

  /**
   * The end of a full build: pages built before `enumeratedAt` (when the build listed the tenant's
   * paths) that are not among `paths` are removed, unless a render that started after this point
   * (a publish of one of them meanwhile) has written the page. Returns how many were removed.
   */
  const removeNotEnumerated = (
    tenant: Tenant,
    paths: readonly string[],
    enumeratedAt: number,
    /** The write order of the build's start when it ran in this process (its own renders are later). */
    startSeq?: number,
  ): Promise<number> =>
    store.numbered(async (ownSeq) => {
      const seq = startSeq ?? ownSeq;
      const enumerated = new Set(paths);
      const removed: Recorded<string>[] = [];
      for (const entry of await manifest.builtBefore(tenant.key, enumeratedAt)) {
        if (enumerated.has(entry.path)) continue;
        if (await store.remove(tenant.key, entry.file, { seq }))
          removed.push({ file: entry.file, seq, value: entry.path });
      }
      await manifest.remove(tenant.key, current(tenant, removed));
      return removed.length;
    });

  return {
    buildPaths,

    /** Stops following changes (the pipeline's stop). */
    close: () => fence.stop(),

    /** Every path of the tenant, in build order (what a full build renders), and when they were listed. */
    fullPaths: async (tenant: Tenant): Promise<{ paths: string[]; enumeratedAt: number }> => {
      const enumeratedAt = now();
      return { paths: await tenantPaths(ctx(tenant), tenant), enumeratedAt };
    },

    /**
     * Every path of the tenant (or `listed`: the paths fullPaths gave at `enumeratedAt`); pages
     * built earlier and no longer enumerated are removed.
     */
    buildFull: (
      tenant: Tenant,
      onProgress?: ProgressListener,
      listed?: { paths: string[]; enumeratedAt: number },
    ): Promise<BuildCounts & { paths: number }> =>
      // Pages not enumerated now are removed at the end, unless a render that started after this
      // point (a publish of one of them meanwhile) has written the page.
      store.numbered(async (seq) => {
        const started = listed?.enumeratedAt ?? now();
        const paths = listed?.paths ?? (await tenantPaths(ctx(tenant), tenant));
        const counts = await buildPaths(tenant, paths, onProgress);
        const removed = await removeNotEnumerated(tenant, paths, started, seq);
        return { ...counts, removed: counts.removed + removed, paths: paths.length };
      }),

    removeNotEnumerated,

    /** A tags job's regeneration plan (regeneration/regeneration-plan.ts), over this builder's manifest. */
    ...createRegenerationPlanner({
      pathsForTags: (tenantKey, changeTags, options) => manifest.pathsForTags(tenantKey, changeTags, options),
      contentPaths: (tenantKey, ids) => contentPagePaths(db, tenantKey, ids),
      magazinePaths: (tenantKey, ids) => magazinePagePaths(db, tenantKey, ids),
      newsletterPaths: (tenantKey, ids) => archivePathsOfChange(db, tenantKey, ids),
      sectionTree: (tenantKey) => loadSectionTree(db, tenantKey),
      sitemapFiles: async (tenant) => (await sitemapIndex(ctx(tenant))).map((file) => file.path),
    }),
  };
}

export type SiteBuilder = ReturnType<typeof createSiteBuilder>;
