import { availableParallelism } from 'node:os';
import type { Knex } from 'knex';
import type { Clock } from '../content-engine/core/clock.ts';
import type { EngineContext } from '../content-engine/core/context.ts';
import type { EventBus } from '../content-engine/core/events.ts';
import type { Logger } from '../content-engine/core/logger.ts';
import { loadSectionTree } from '../content-engine/sections/section-tree.ts';
import { sitemapIndex } from '../content-engine/sitemaps/sitemaps.ts';
import type { Tenant } from '../content-engine/core/tenant.ts';
import { sectionFeedPath, tenantPaths } from './enumerate/tenant-paths.ts';
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
  db: Knex;
  events: EventBus;
  now: Clock;
  log: Logger;
  render: PageRenderer;
  store: StaticStore;
  manifest: PageManifest;
  /**
   * Renders in flight at once (default 8, or 3 per core on bigger machines): compression and file
   * writes overlap rendering, and a render pool needs a few per worker thread to stay busy.
   */
  concurrency?: number;
}

/**
 * A tags job's plan, in two steps: the pages readers look at first (the items' own pages, their
 * sections, the home page when it shows the change); then the other pages that must be live
 * before the job reports done (structural pages, sitemaps, feeds), and the long tail.
 */
export interface LivePlan {
  live: string[];
  subjects: Awaited<ReturnType<ReturnType<typeof createSiteBuilder>['planLive']>>['subjects'];
}

export interface RegenerationPlan {
  first: string[];
  rest: string[];
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

/** Content pages are those not listed among a tenant's structural paths (home, sections, magazines, files). */
const isStructural = (path: string, structural: Set<string>) =>
  structural.has(path) || !path.startsWith('/') || /\.(xml|txt|css)(\?|$)/.test(path);

/**
 * Renders tenant paths into the static store and keeps the manifest of their dependency tags:
 * full builds, regeneration for change tags, and single paths. Every status is checked: 200s are
 * stored, redirects and 404s remove what was stored (their paths render live), 5xx fail the job.
 */
export function createSiteBuilder({
  db,
  events,
  now,
  log,
  render,
  store,
  manifest,
  concurrency = Math.max(8, 3 * availableParallelism()),
}: SiteBuilderDeps) {
  const ctx = (tenant: Tenant): EngineContext => ({
    db,
    events,
    now,
    log,
    tenant,
    cmsUser: null,
    system: true,
    ip: '127.0.0.1',
  });
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
      let firstError: unknown;
      const readsAhead = !urgent && paths.length >= readAheadFrom && render.readAhead;
      const worker = async () => {
        while (next < paths.length && !firstError) {
          if (readsAhead && next % readAheadWindow === 0)
            render.readAhead!(tenant, paths.slice(next, next + readAheadWindow));
          const path = paths[next++]!;
          try {
            await store.numbered(async (seq) => {
              const page = await render(tenant, path, { urgent, storedEtag: storedEtags.get(path) });
              counts.rendered++;
              await apply(tenant, page, seq, builtAt, pending, removed, counts);
            });
          } catch (error) {
            counts.failed++;
            firstError ??= error;
          }
          if (pending.length + removed.length >= 200) await flush();
          onProgress?.(counts.rendered + counts.failed, paths.length);
        }
      };
      await Promise.all(Array.from({ length: Math.min(concurrency, paths.length) }, worker));
      await flush();
      if (firstError) throw firstError;
      return counts;
    });

  /** What the tags name: retired paths, the changed items' own pages and the sections' pages. */
  async function subjects(tenant: Tenant, tags: string[]) {
    const retired = tags.filter((tag) => tag.startsWith('path:')).map((tag) => tag.slice(5));
    const contentIds = tags
      .filter((tag) => tag.startsWith('content:'))
      .map((tag) => Number(tag.slice(8)))
      .filter(Number.isInteger);
    const sectionIds = tags
      .filter((tag) => tag.startsWith('section:'))
      .map((tag) => Number(tag.slice(8)))
      .filter(Number.isInteger);
    const sections = await loadSectionTree(db, tenant.key);
    const own = contentIds.length
      ? (await db('content').where({ tenant_key: tenant.key }).whereIn('id', contentIds).select('canonical_path')).map(
          (row: { canonical_path: string }) => row.canonical_path,
        )
      : [];
    const sectionPages = sectionIds.flatMap((id) => sections.byId(id)?.canonicalPath ?? []);
    return { retired, contentIds, sectionIds, sections, own, sectionPages };
  }

  /** The pages readers look at first, from two small queries: rendered before the rest is planned. */
  async function planLive(tenant: Tenant, tags: string[]) {
    const named = await subjects(tenant, tags);
    const home = await manifest.pathsForTags(tenant.key, tags, { within: ['/'] });
    return { live: [...new Set([...named.retired, ...named.own, ...named.sectionPages, ...home])], subjects: named };
  }

  /**
   * What a change regenerates besides the live pages: built pages whose tags intersect, and — for
   * content changes — the sitemaps and the feeds of the sections involved. Structural pages,
   * sitemaps and feeds come first; content pages that merely list the item are the long tail.
   */
  async function planAfterLive(
    tenant: Tenant,
    tags: string[],
    { live, subjects: { contentIds, sectionIds, sections } }: LivePlan,
  ): Promise<RegenerationPlan> {
    const affected = new Set(await manifest.pathsForTags(tenant.key, tags));
    const extra =
      contentIds.length || tags.some((tag) => tag.startsWith('type:'))
        ? [
            '/sitemap.xml',
            '/sitemap-google-news.xml',
            ...(await sitemapIndex(ctx(tenant))).map((file) => file.path),
            ...sectionIds.flatMap((id) => {
              const s = sections.byId(id);
              return s ? [sectionFeedPath(s.alias)] : [];
            }),
          ]
        : [];
    const structural = new Set(['/', ...sections.all().map((s) => s.canonicalPath)]);
    const done = new Set(live);
    const first = new Set(
      [...[...affected].filter((path) => isStructural(path, structural)), ...extra].filter((path) => !done.has(path)),
    );
    const rest = [...affected].filter((path) => !first.has(path) && !done.has(path));
    return { first: [...first], rest };
  }

  return {
    buildPaths,

    /** Every path of the tenant; pages built earlier and no longer enumerated are removed. */
    buildFull: (tenant: Tenant, onProgress?: ProgressListener): Promise<BuildCounts & { paths: number }> =>
      // Pages not enumerated now are removed at the end, unless a render that started after this
      // point (a publish of one of them meanwhile) has written the page.
      store.numbered(async (seq) => {
        const started = now();
        const paths = await tenantPaths(ctx(tenant), tenant);
        const counts = await buildPaths(tenant, paths, onProgress);
        const enumerated = new Set(paths);
        const removed: Recorded<string>[] = [];
        for (const entry of await manifest.builtBefore(tenant.key, started)) {
          if (enumerated.has(entry.path)) continue;
          if (await store.remove(tenant.key, entry.file, { seq }))
            removed.push({ file: entry.file, seq, value: entry.path });
        }
        await manifest.remove(tenant.key, current(tenant, removed));
        return { ...counts, removed: counts.removed + removed.length, paths: paths.length };
      }),

    planLive,
    planAfterLive,
  };
}

export type SiteBuilder = ReturnType<typeof createSiteBuilder>;
