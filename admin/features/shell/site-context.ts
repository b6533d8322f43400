import { atom } from 'nanostores';
import { $adminConfig } from '../../app/admin-config.ts';
import { api } from '../../app/api.ts';
import type { MenuContext } from './menu-items.ts';

export interface TenantInfo {
  tenantKey: string;
  name: string;
  abbreviation: string;
  domain: string;
  prodEndpoint: string;
  enabledModules: string[];
  isTest: boolean;
}

export interface SiteContext {
  /** The site being managed: the page's host, or the key chosen on the main host; null when none is. */
  tenant: TenantInfo | null;
  /** The sites the user may manage. */
  tenants: TenantInfo[];
  menu: MenuContext;
}

export const $site = atom<SiteContext | null>(null);

const get = (payload: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined),
      payload,
    );

/** Loads the managed site, its modules and the settings the menus depend on. */
export async function loadSiteContext(): Promise<SiteContext> {
  const [{ getTenantInfo: tenants }, settings] = await Promise.all([
    api.query<{ getTenantInfo: TenantInfo[] }>('getTenantInfo', { includeTest: true }),
    // No site on the main host until one is chosen: the settings call then fails.
    api.query<{ getSiteSettingsPayload: { tenantKey: string; payload: unknown } }>('getSiteSettingsPayload').then(
      (r) => r.getSiteSettingsPayload,
      () => null,
    ),
  ]);
  // A site outside the user's list is still the site of this host: the access gate names it.
  const tenant = settings
    ? (tenants.find((t) => t.tenantKey === settings.tenantKey) ?? {
        tenantKey: settings.tenantKey,
        name: settings.tenantKey,
        abbreviation: '',
        domain: '',
        prodEndpoint: '',
        enabledModules: [],
        isTest: false,
      })
    : null;
  const payload = settings?.payload;
  const context: SiteContext = {
    tenant,
    tenants,
    menu: {
      modules: tenant?.enabledModules ?? [],
      useNewDesign: get(payload, 'useNewDesign') === true,
      companyUpdatesEnabled: get(payload, 'companyUpdate.enabled') === true,
      ipGatingAllowed: get(payload, 'memberships.allowIpGating') === true,
      devTools: $adminConfig.get().devTools,
    },
  };
  $site.set(context);
  return context;
}
