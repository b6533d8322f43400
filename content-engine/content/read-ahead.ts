import type { Knex } from 'knex';
import type { Asset } from '../assets/asset.ts';
import { findAssetsByIds } from '../assets/queries.ts';
import { defineSharedMemo, type EngineMemos } from '../core/engine-memos.ts';
import type { Person } from '../persons/person.ts';
import { findAuthorsForContent } from '../persons/queries.ts';
import type { Taxonomy } from '../taxonomy/taxonomy.ts';
import { findTaxonomyForContent } from '../taxonomy/queries.ts';
import { toContentItem, type ContentItem } from './content-item.ts';
import { findImageLinks, findRelatedIds, type ImageLink } from './queries.ts';
import { findSchedulesForContent, type WebsiteSchedule } from './schedules.ts';
import { isPublic } from '../core/content-visibility.ts';

/** How long a window may answer after it was asked for (changes by other processes show soon). */
const ttlMs = 5_000;
/** Windows kept per tenant: the one being rendered and the next. */
const keptWindows = 2;
/** Rows asked for in one IN (…) list. */
const chunkSize = 500;

/** What one window of paths shows of its items, whatever their status (visibility is checked per use). */
interface Loaded {
  /** The item at each path asked for, or null where no item is. */
  byPath: Map<string, number | null>;
  /** The items at the paths, the items they relate to and every loaded item's company; null: not the tenant's. */
  items: Map<number, ContentItem | null>;
  /** Authors of every loaded item. */
  authors: Map<number, Person[]>;
  /** Taxonomy, schedules, gallery images and related items of the items at the paths. */
  taxonomy: Map<number, Taxonomy[]>;
  schedules: Map<number, WebsiteSchedule[]>;
  imageLinks: Map<number, ImageLink[]>;
  related: Map<number, number[]>;
  /** Primary images of every loaded item and the gallery images; null: no such asset. */
  assets: Map<number, Asset | null>;
}

interface Window {
  at: number;
  loading: Promise<Loaded | null>;
}

/** An engine's read-ahead windows by tenant, once a renderer shares them (`shareReadAhead`); a tenant's change events drop its windows. */
const readAheadMemo = defineSharedMemo('read-ahead windows', ({ events }) => {
  const tenants = new Map<string, Window[]>();
  events.subscribe((event) => void tenants.delete(event.tenantKey));
  return tenants;
});

/** The windows of the engine's tenants, where a renderer of this engine shares them. */
const sharedWindows = (memos: EngineMemos | undefined) => (memos ? memos.of(readAheadMemo).shared : null);

const chunks = <T>(values: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(values.length / chunkSize) }, (_, i) =>
    values.slice(i * chunkSize, (i + 1) * chunkSize),
  );

/** Merges the maps each chunk's query returns. */
async function inChunks<K, V>(values: readonly K[], load: (chunk: K[]) => Promise<Map<K, V>>): Promise<Map<K, V>> {
  const merged = new Map<K, V>();
  for (const chunk of chunks([...new Set(values)]))
    for (const [key, value] of await load(chunk)) merged.set(key, value);
  return merged;
}

const contentRows = async (
  db: Knex,
  tenantKey: string,
  column: 'id' | 'canonical_path',
  values: readonly (number | string)[],
) =>
  (
    await Promise.all(
      chunks(values).map((chunk) => db('content').where({ tenant_key: tenantKey }).whereIn(column, chunk)),
    )
  )
    .flat()
    .map(toContentItem);

/** Loads a window: the items at the paths with their page's relations, and the cards they show, in a fixed number of batched queries. */
async function loadWindow(db: Knex, tenantKey: string, paths: readonly string[]): Promise<Loaded> {
  const own = await contentRows(db, tenantKey, 'canonical_path', paths);
  const items = new Map<number, ContentItem | null>(own.map((item) => [item.id, item]));
  const atPath = new Map(own.map((item) => [item.canonicalPath, item.id]));
  const ownIds = own.map((item) => item.id);
  const related = await inChunks(ownIds, (chunk) => findRelatedIds(db, chunk));
  // Related items are shown as cards, with their companies; two rounds reach the companies of both.
  let wanted = [...[...related.values()].flat(), ...own.flatMap((item) => (item.companyId ? [item.companyId] : []))];
  for (let round = 0; round < 2; round++) {
    const missing = [...new Set(wanted)].filter((id) => !items.has(id));
    if (missing.length === 0) break;
    const found = await contentRows(db, tenantKey, 'id', missing);
    for (const id of missing) items.set(id, null);
    for (const item of found) items.set(item.id, item);
    wanted = found.flatMap((item) => (item.companyId ? [item.companyId] : []));
  }
  const loadedIds = [...items.values()].flatMap((item) => (item ? [item.id] : []));
  const [authors, taxonomy, schedules, imageLinks] = await Promise.all([
    inChunks(loadedIds, (chunk) => findAuthorsForContent(db, tenantKey, chunk)),
    inChunks(ownIds, (chunk) => findTaxonomyForContent(db, tenantKey, chunk)),
    inChunks(ownIds, async (chunk) => {
      const found = await findSchedulesForContent(db, tenantKey, chunk);
      return new Map(chunk.map((id) => [id, found.get(id) ?? []]));
    }),
    inChunks(ownIds, (chunk) => findImageLinks(db, chunk)),
  ]);
  const assetIds = [
    ...[...items.values()].flatMap((item) => (item?.primaryImageId ? [item.primaryImageId] : [])),
    ...[...imageLinks.values()].flat().map((link) => link.assetId),
  ];
  const assets = await inChunks(assetIds, async (chunk) => {
    const found = await findAssetsByIds(db, tenantKey, chunk);
    return new Map(chunk.map((id) => [id, found.get(id) ?? null]));
  });
  return {
    byPath: new Map(paths.map((path) => [path, atPath.get(path) ?? null])),
    items,
    authors,
    taxonomy,
    schedules,
    imageLinks,
    related,
    assets,
  };
}

/**
 * Lets bulk renders with this engine read ahead: a builder names the next paths it will
 * render (`readAhead`), and the engine loads their items — each with what its own page shows
 * (authors, taxonomy, schedules, gallery, related items as cards with their companies) — in about
 * a dozen batched queries instead of a dozen queries per page. Lookups answer from the windows
 * only what they hold; anything else is queried as before. Any change event of a tenant drops
 * its windows, and a window answers for a few seconds only.
 */
export function shareReadAhead(memos: EngineMemos) {
  memos.of(readAheadMemo).share();
}

/** Starts loading the items at these (normalised) paths, where the engine reads ahead; the oldest window goes. */
export function readAhead(memos: EngineMemos, tenantKey: string, paths: readonly string[]): void {
  const tenants = sharedWindows(memos);
  if (!tenants || paths.length === 0) return;
  const { db } = memos.of(readAheadMemo);
  const at = Date.now();
  const kept = (tenants.get(tenantKey) ?? []).filter((window) => at - window.at < ttlMs).slice(-(keptWindows - 1));
  // A failed load answers nothing: the pages query as they would without it.
  tenants.set(tenantKey, [...kept, { at, loading: loadWindow(db, tenantKey, paths).catch(() => null) }]);
}

/** The tenant's loaded windows, newest first; none where the engine does not read ahead (or no memos are given). */
async function windowsOf(memos: EngineMemos | undefined, tenantKey: string): Promise<Loaded[]> {
  const tenants = sharedWindows(memos);
  const windows = tenants?.get(tenantKey);
  if (!windows?.length) return [];
  const at = Date.now();
  const loaded: Loaded[] = [];
  for (const window of [...windows].reverse()) {
    if (at - window.at >= ttlMs) continue;
    const value = await window.loading;
    if (value) loaded.push(value);
  }
  // A change event while loading dropped these windows: they may hold what it changed.
  return tenants?.get(tenantKey) === windows ? loaded : [];
}

/** The values a window holds for these keys, or undefined unless one holds them all. */
function held<K, V>(windows: Loaded[], pick: (loaded: Loaded) => Map<K, V>, keys: readonly K[]): Map<K, V> | undefined {
  for (const loaded of windows) {
    const map = pick(loaded);
    if (keys.every((key) => map.has(key))) return new Map(keys.map((key) => [key, map.get(key) as V]));
  }
  return undefined;
}

/** The values the windows hold for any of these keys (the newest window's first). */
function heldAny<K, V>(windows: Loaded[], pick: (loaded: Loaded) => Map<K, V>, keys: readonly K[]): Map<K, V> {
  const found = new Map<K, V>();
  for (const key of keys) {
    const loaded = windows.find((w) => pick(w).has(key));
    if (loaded) found.set(key, pick(loaded).get(key) as V);
  }
  return found;
}

/** The item at a path read ahead (as findContentByPath), null where none is; undefined where the path was not read ahead. */
export async function itemAtPathAhead(
  memos: EngineMemos | undefined,
  tenantKey: string,
  path: string,
): Promise<ContentItem | null | undefined> {
  const windows = await windowsOf(memos, tenantKey);
  const id = held(windows, (loaded) => loaded.byPath, [path])?.get(path);
  if (id === undefined) return undefined;
  return id === null ? null : (windows.find((loaded) => loaded.byPath.has(path))!.items.get(id) ?? null);
}

/** A list card's row: every column but the body, as card queries load it. */
export const asCard = (item: ContentItem): ContentItem => ({ ...item, body: '' });

/** The rows (whole, with the body) read ahead for any of these ids; null where the id is not the tenant's item. */
export async function itemsAhead(
  memos: EngineMemos | undefined,
  tenantKey: string,
  ids: readonly number[],
): Promise<Map<number, ContentItem | null>> {
  return heldAny(await windowsOf(memos, tenantKey), (loaded) => loaded.items, ids);
}

/** The authors read ahead for any of these items. */
export async function authorsAhead(
  memos: EngineMemos | undefined,
  tenantKey: string,
  ids: readonly number[],
): Promise<Map<number, Person[]>> {
  return heldAny(await windowsOf(memos, tenantKey), (loaded) => loaded.authors, ids);
}

/** The assets read ahead for any of these ids (null: no such asset). */
export async function assetsAhead(
  memos: EngineMemos | undefined,
  tenantKey: string,
  ids: readonly number[],
): Promise<Map<number, Asset | null>> {
  return heldAny(await windowsOf(memos, tenantKey), (loaded) => loaded.assets, ids);
}

/** What hydrating these items needs, when one window holds all of it; undefined otherwise. */
export async function relationsAhead(
  memos: EngineMemos | undefined,
  tenantKey: string,
  items: readonly ContentItem[],
  { full, now }: { full: boolean; now: number },
) {
  const ids = items.map((item) => item.id);
  for (const loaded of await windowsOf(memos, tenantKey)) {
    const one = [loaded];
    const authors = held(one, (l) => l.authors, ids);
    const companies = held(
      one,
      (l) => l.items,
      items.flatMap((item) => (item.companyId ? [item.companyId] : [])),
    );
    const taxonomy = full ? held(one, (l) => l.taxonomy, ids) : new Map<number, Taxonomy[]>();
    const schedules = full ? held(one, (l) => l.schedules, ids) : new Map<number, WebsiteSchedule[]>();
    const imageLinks = full ? held(one, (l) => l.imageLinks, ids) : new Map<number, ImageLink[]>();
    if (!authors || !companies || !taxonomy || !schedules || !imageLinks) continue;
    const assetIds = [
      ...items.flatMap((item) => (item.primaryImageId ? [item.primaryImageId] : [])),
      ...[...imageLinks.values()].flat().map((link) => link.assetId),
    ];
    const assets = held(one, (l) => l.assets, assetIds);
    if (!assets) continue;
    const publicCompanies = [...companies.values()].flatMap((company) =>
      company && isPublic(company, now) ? [asCard(company)] : [],
    );
    return {
      authors,
      companies: new Map(publicCompanies.map((company) => [company.id, company])),
      assets: new Map([...assets].flatMap(([id, asset]) => (asset ? [[id, asset] as const] : []))),
      taxonomy: full ? taxonomy : undefined,
      schedules: full ? schedules : undefined,
      imageLinks: full ? imageLinks : undefined,
    };
  }
  return undefined;
}

/** The related ids of an item read ahead, in position order; undefined where it was not. */
export async function relatedIdsAhead(
  memos: EngineMemos | undefined,
  tenantKey: string,
  contentId: number,
): Promise<number[] | undefined> {
  return held(await windowsOf(memos, tenantKey), (loaded) => loaded.related, [contentId])?.get(contentId);
}

/** Of `ids`, those public at `now` in the order given (as filterPublicIds), when one window holds them all. */
export async function publicIdsAhead(
  memos: EngineMemos | undefined,
  tenantKey: string,
  ids: readonly number[],
  now: number,
): Promise<number[] | undefined> {
  const items = held(await windowsOf(memos, tenantKey), (loaded) => loaded.items, ids);
  return (
    items &&
    ids.filter((id) => {
      const item = items.get(id);
      return !!item && isPublic(item, now);
    })
  );
}
