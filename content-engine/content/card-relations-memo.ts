import type { Knex } from 'knex';
import type { Asset } from '../assets/asset.ts';
import { findAssetsByIds } from '../assets/queries.ts';
import type { EventBus } from '../core/events.ts';
import type { Person } from '../persons/person.ts';
import { findAuthorsForContent } from '../persons/queries.ts';
import type { ContentItem } from './content-item.ts';
import { findContentByIds } from './queries.ts';
import { isPublic } from './visibility.ts';

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
  /** Companies by id whatever their status (null: not the tenant's); visibility is checked per use. */
  companies: Entries<ContentItem | null>;
  assets: Entries<Asset | null>;
}

const byDb = new WeakMap<Knex, Map<string, TenantEntries>>();

/**
 * Shares list-card relations (authors, company, primary image) between the pages rendered with
 * this database handle: the pages of a build list the same items again and again. Like the page
 * cache, any change event of a tenant drops its entries; entries also expire after a few seconds,
 * so changes made by other processes (or without an event) show soon. Only handles a renderer
 * enabled are memoised; elsewhere cards load their relations afresh.
 */
export function shareCardRelations({ db, events }: { db: Knex; events: EventBus }) {
  if (byDb.has(db)) return;
  const tenants = new Map<string, TenantEntries>();
  events.subscribe((event) => void tenants.delete(event.tenantKey));
  byDb.set(db, tenants);
}

/**
 * The cards' relations, from the memo where this handle shares them, loading what it lacks;
 * null where it does not. The same as loading them afresh: authors and assets do not depend on
 * time, and a company's visibility is checked at `now`.
 */
export async function memoisedCardRelations(db: Knex, tenantKey: string, items: readonly ContentItem[], now: number): Promise<CardRelations | null> {
  const tenants = byDb.get(db);
  if (!tenants) return null;
  let memo = tenants.get(tenantKey);
  if (!memo) tenants.set(tenantKey, (memo = { authors: new Entries(), companies: new Entries(), assets: new Entries() }));
  const at = Date.now();
  const companyIds = items.flatMap((item) => (item.companyId ? [item.companyId] : []));
  const missingAuthors = memo.authors.missing(items.map((item) => item.id), at);
  const missingCompanies = memo.companies.missing(companyIds, at);
  const [authors, companies] = await Promise.all([
    findAuthorsForContent(db, tenantKey, missingAuthors),
    findContentByIds(db, tenantKey, missingCompanies, { publicOnly: false, now }),
  ]);
  for (const id of missingAuthors) memo.authors.set(id, authors.get(id) ?? [], at);
  const companyById = new Map(companies.map((company) => [company.id, company]));
  for (const id of missingCompanies) memo.companies.set(id, companyById.get(id) ?? null, at);
  const missingAssets = memo.assets.missing(items.flatMap((item) => (item.primaryImageId ? [item.primaryImageId] : [])), at);
  const assets = await findAssetsByIds(db, tenantKey, missingAssets);
  for (const id of missingAssets) memo.assets.set(id, assets.get(id) ?? null, at);

  const result: CardRelations = { authors: new Map(), companies: new Map(), assets: new Map() };
  for (const item of items) {
    result.authors.set(item.id, memo.authors.get(item.id) ?? []);
    const company = item.companyId ? memo.companies.get(item.companyId) : null;
    if (company && isPublic(company, now)) result.companies.set(company.id, company);
    const asset = item.primaryImageId ? memo.assets.get(item.primaryImageId) : null;
    if (asset) result.assets.set(asset.id, asset);
  }
  return result;
}
