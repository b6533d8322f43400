import type { Knex } from 'knex';
import type { EngineContext } from '../core/context.ts';
import { createTenantMemo } from '../core/tenant-memo.ts';
import { loadSectionTree, type SectionTree } from '../sections/section-tree.ts';
import { loadSiteSettings } from '../core/site-settings-reader.ts';
import type { SiteSettings } from '../shared/schemas/site-settings.ts';

/**
 * Small per-tenant data every page resolution needs, memoised per database handle and dropped
 * on the tenant's change events (and after a few seconds, for changes made by other processes).
 * Content, gating, comments, site users and pages read it, so it sits below them all and reads
 * only sections and settings; the tenant's layouts are memoised by the layouts domain itself
 * (layouts/tenant-layouts.ts).
 */
export interface TenantData {
  sections: (tenantKey: string) => Promise<SectionTree>;
  settings: (tenantKey: string) => Promise<SiteSettings>;
  /** The header logo's own size, when it is an asset of the tenant with a known size (the page reserves its box). */
  headerLogoSize: (tenantKey: string) => Promise<ImageSize | null>;
}

export interface ImageSize {
  width: number;
  height: number;
}

const byDb = new WeakMap<Knex, TenantData>();

export function tenantData(ctx: Pick<EngineContext, 'db' | 'events'>): TenantData {
  const existing = byDb.get(ctx.db);
  if (existing) return existing;
  const { db, events } = ctx;
  const sections = createTenantMemo({
    load: (key) => loadSectionTree(db, key),
    events,
    kinds: ['section', 'sections'],
  });
  const settings = createTenantMemo({ load: (key) => loadSiteSettings(db, key), events, kinds: ['settings', 'menus'] });
  const headerLogoSize = createTenantMemo({
    load: async (key): Promise<ImageSize | null> => {
      const src = (await settings.get(key)).header.logo;
      const row: { width: number | null; height: number | null } | undefined = src
        ? await db('assets').where({ tenant_key: key, src }).first('width', 'height')
        : undefined;
      return row?.width && row.height ? { width: row.width, height: row.height } : null;
    },
    events,
    kinds: ['settings'],
  });
  const data: TenantData = {
    sections: (k) => sections.get(k),
    settings: (k) => settings.get(k),
    headerLogoSize: (k) => headerLogoSize.get(k),
  };
  byDb.set(db, data);
  return data;
}
