import type { Knex } from 'knex';
import type { Asset } from '../assets/asset.ts';
import { findAssetsByIds } from '../assets/queries.ts';
import { defineSharedMemo, type EngineMemos } from '../core/engine-memos.ts';
import type { Person } from '../persons/person.ts';
import { findAuthorsForContent } from '../persons/queries.ts';
import type { ContentItem } from './content-item.ts';
import { findContentByIds } from './queries.ts';
import { asCard, assetsAhead, authorsAhead, itemsAhead } from './read-ahead.ts';
import { isPublic } from '../core/content-visibility.ts';

/** What a list card shows besides its own row. */
export interface CardRelations {
  authors: Map<number, Person[]>;
  /** Companies public at the time asked for. */
  companies: Map<number, ContentItem>;
  assets: Map<number, Asset>;
}

const ttlMs = 5_000;
const maxEntriesPerTenant = 20_000;

interface Entry<T> {
  value: T;
  at: number;
}

/** Values by id with a time of loading; a tenant's entries all go at once when there are too many. */
class Entries<T> {
  readonly map = new Map<number, Entry<T>>();

  missing(ids: Iterable<number>, at: number): number[] {
    const missing = new Set<number>();
    for (const id of ids) {
      const hit = this.map.get(id);
      if (!hit || at - hit.at >= ttlMs) missing.add(id);
    }
    return [...missing];
  }

  set(id: number, value: T, at: number) {
    if (this.map.size >= maxEntriesPerTenant) this.map.clear();
    this.map.set(id, { value, at });
  }

  get(id: number): T | undefined {
    return this.map.get(id)?.value;
  }
}

interface TenantEntries {
  authors: Entries<Person[]>;
  /** Card rows (listed items, companies) by id whatever their status (null: not the tenant's); visibility is checked per use. */
  items: Entries<ContentItem | null>;
  assets: Entries<Asset | null>;
}

/** An engine's card entries by tenant, once a renderer shares them; a tenant's change events drop its entries. */
const cardMemo = defineSharedMemo('list cards', ({ events }) => {
  const tenants = new Map<string, TenantEntries>();
  events.subscribe((event) => void tenants.delete(event.tenantKey));
  return tenants;
});

/**
 * Shares list cards (their rows, authors, company, primary image) between the pages this engine
 * renders: the pages of a build list the same items again and again. Like the page cache, any
 * change event of a tenant drops its entries; entries also expire after a few seconds, so changes
 * made by other processes (or without an event) show soon. Only an engine whose renderer shares
 * them memoises cards; elsewhere cards load their relations afresh.
 */
export function shareCardRelations(memos: EngineMemos) {
  memos.of(cardMemo).share();
}

/** The engine's memo of a tenant with its database, or null where the engine does not share (or no memos are given). */
function tenantEntries(memos: EngineMemos | undefined, tenantKey: string): { db: Knex; memo: TenantEntries } | null {
  const cards = memos?.of(cardMemo);
  const tenants = cards?.shared;
  if (!cards || !tenants) return null;
  const { db } = cards;
  let memo = tenants.get(tenantKey);
  if (!memo) tenants.set(tenantKey, (memo = { authors: new Entries(), items: new Entries(), assets: new Entries() }));
  return { db, memo };
}

/**
 * What the memo lacks (or holds for too long) for these ids, set from a bulk render's read-ahead
 * where it holds them; the ids it does not are returned, to be loaded.
 */
async function fillAhead<T>(
  entries: Entries<T>,
  ids: readonly number[],
  at: number,
  ahead: (missing: number[]) => Promise<Map<number, T>>,
): Promise<number[]> {
  const missing = entries.missing(ids, at);
  if (missing.length === 0) return missing;
  const held = await ahead(missing);
  for (const [id, value] of held) entries.set(id, value, at);
  return missing.filter((id) => !held.has(id));
}

/** Loads the card rows the memo lacks (or holds for too long) for these ids. */
async function loadMissingItems(
  memos: EngineMemos | undefined,
  db: Knex,
  tenantKey: string,
  memo: TenantEntries,
  ids: readonly number[],
  now: number,
  at: number,
) {
  const missing = await fillAhead(
    memo.items,
    ids,
    at,
    async (wanted) =>
      new Map([...(await itemsAhead(memos, tenantKey, wanted))].map(([id, item]) => [id, item && asCard(item)])),
  );
  if (missing.length === 0) return;
  const loaded = new Map(
    (await findContentByIds(db, tenantKey, missing, { publicOnly: false, now })).map((item) => [item.id, item]),
  );
  for (const id of missing) memo.items.set(id, loaded.get(id) ?? null, at);
}

/**
 * The card rows of the ids that are public at `now`, in the order asked, from the memo where this
 * engine shares it (the same as findContentByIds with publicOnly); null where it does not.
 */
export async function memoisedCardItems(
  memos: EngineMemos | undefined,
  tenantKey: string,
  ids: readonly number[],
  now: number,
): Promise<ContentItem[] | null> {
  const shared = tenantEntries(memos, tenantKey);
  if (!shared) return null;
  const { db, memo } = shared;
  await loadMissingItems(memos, db, tenantKey, memo, ids, now, Date.now());
  return [...new Set(ids)].flatMap((id) => {
    const item = memo.items.get(id);
    return item && isPublic(item, now) ? [item] : [];
  });
}

/**
 * The cards' relations, from the memo where this engine shares them, loading what it lacks;
 * null where it does not. The same as loading them afresh: authors and assets do not depend on
 * time, and a company's visibility is checked at `now`.
 */
export async function memoisedCardRelations(
  memos: EngineMemos | undefined,
  tenantKey: string,
  items: readonly ContentItem[],
  now: number,
): Promise<CardRelations | null> {
  const shared = tenantEntries(memos, tenantKey);
  if (!shared) return null;
  const { db, memo } = shared;
  const at = Date.now();
  const companyIds = items.flatMap((item) => (item.companyId ? [item.companyId] : []));
  const missingAuthors = await fillAhead(
    memo.authors,
    items.map((item) => item.id),
    at,
    (wanted) => authorsAhead(memos, tenantKey, wanted),
  );
  const [authors] = await Promise.all([
    findAuthorsForContent(db, tenantKey, missingAuthors),
    loadMissingItems(memos, db, tenantKey, memo, companyIds, now, at),
  ]);
  for (const id of missingAuthors) memo.authors.set(id, authors.get(id) ?? [], at);
  const missingAssets = await fillAhead(
    memo.assets,
    items.flatMap((item) => (item.primaryImageId ? [item.primaryImageId] : [])),
    at,
    (wanted) => assetsAhead(memos, tenantKey, wanted),
  );
  const assets = await findAssetsByIds(db, tenantKey, missingAssets);
  for (const id of missingAssets) memo.assets.set(id, assets.get(id) ?? null, at);

  const result: CardRelations = { authors: new Map(), companies: new Map(), assets: new Map() };
  for (const item of items) {
    result.authors.set(item.id, memo.authors.get(item.id) ?? []);
    const company = item.companyId ? memo.items.get(item.companyId) : null;
    if (company && isPublic(company, now)) result.companies.set(company.id, company);
    const asset = item.primaryImageId ? memo.assets.get(item.primaryImageId) : null;
    if (asset) result.assets.set(asset.id, asset);
  }
  return result;
}
