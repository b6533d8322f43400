import type { EngineContext } from '../core/context.ts';
import { defineMemo } from '../core/engine-memos.ts';
import { createTenantMemo } from '../core/tenant-memo.ts';
import { loadSectionTree, type SectionTree } from '../sections/section-tree.ts';
import { loadSiteSettings } from '../core/site-settings-reader.ts';
import type { SiteSettings } from '../shared/schemas/site-settings.ts';

/**
 * Small per-tenant data every page resolution needs, memoised per engine (ctx.memos) and dropped
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

/** The tenant data of the context's engine (its memo, made on first use). */
export const tenantData = (ctx: Pick<EngineContext, 'memos'>): TenantData => ctx.memos.of(tenantDataMemo);

const tenantDataMemo = defineMemo('tenant data', ({ db, events }): TenantData => {
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
  return {
    sections: (k) => sections.get(k),
    settings: (k) => settings.get(k),
    headerLogoSize: (k) => headerLogoSize.get(k),
  };
});
