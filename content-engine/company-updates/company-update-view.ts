import type { Knex } from 'knex';
import { findAssetsByIds } from '../assets/queries.ts';
import { findContentById, findContentByIds } from '../content/queries.ts';
import type { ContentItem } from '../content/content-item.ts';
import type { CompanyUpdateFields } from './company-update-fields.ts';
import { currentCompanyFields } from './company-fields.ts';
import type { CompanyUpdate } from './company-update.ts';

/** The company as the admin shows it beside a request. */
export interface CompanyRef {
  id: number;
  name: string;
  canonicalPath: string;
  status: number;
  updated: number;
  /** Its primary image (the logo) when it has one. */
  logoSrc: string | null;
}

/** A request with its company; `current` (the company's live values) only on the detail. */
export type CompanyUpdateView = CompanyUpdate & { company: CompanyRef; current: CompanyUpdateFields | null };

const refOf = (item: ContentItem, logoSrc: string | null): CompanyRef => ({
  id: item.id,
  name: item.name,
  canonicalPath: item.canonicalPath,
  status: item.status,
  updated: item.updated,
  logoSrc,
});

async function logos(db: Knex, tenantKey: string, items: ContentItem[]) {
  const ids = items.flatMap((item) => (item.primaryImageId === null ? [] : [item.primaryImageId]));
  return new Map([...(await findAssetsByIds(db, tenantKey, ids)).values()].map((asset) => [asset.id, asset.src]));
}

/** The requests with their companies (a request's company is always of its tenant). */
export async function withCompanies(db: Knex, tenantKey: string, updates: CompanyUpdate[], now: number) {
  const items = await findContentByIds(
    db,
    tenantKey,
    updates.map((u) => u.companyId),
    { publicOnly: false, now },
  );
  const byId = new Map(items.map((item) => [item.id, item]));
  const srcs = await logos(db, tenantKey, items);
  return updates.flatMap((update): CompanyUpdateView[] => {
    const item = byId.get(update.companyId);
    return item ? [{ ...update, company: refOf(item, srcs.get(item.primaryImageId ?? 0) ?? null), current: null }] : [];
  });
}

/** One request with its company and the company's current values. */
export async function withCurrent(db: Knex, tenantKey: string, update: CompanyUpdate): Promise<CompanyUpdateView> {
  const item = (await findContentById(db, tenantKey, update.companyId))!;
  const srcs = await logos(db, tenantKey, [item]);
  return {
    ...update,
    company: refOf(item, srcs.get(item.primaryImageId ?? 0) ?? null),
    current: currentCompanyFields(item),
  };
}
