import { atom } from 'nanostores';
import { $adminConfig } from '../admin-config.ts';
import { api } from '../api/api.ts';
import { GetSiteSettingsPayloadDocument } from '../../../content-engine/documents/generated/query/getSiteSettingsPayload.ts';
import {
  GetTenantInfoDocument,
  type GetTenantInfoQuery,
} from '../../../content-engine/documents/generated/query/getTenantInfo.ts';
import type { MenuContext } from './menu-items.ts';

export type TenantInfo = GetTenantInfoQuery['getTenantInfo'][number];

export interface SiteContext {
  /** The site being managed: the page's host, or the key chosen on the main host; null when none is. */
  tenant: TenantInfo | null;
  /** The sites the user may manage. */
  tenants: TenantInfo[];
  menu: MenuContext;
  /** The site's content labels (settings labels.content; default Sponsored): the labels its pages show. */
  contentLabels: string[];
}

export const $site = atom<SiteContext | null>(null);

const get = (payload: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined),
      payload,
    );

const stringList = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : null;

/** Loads the managed site, its modules and the settings the menus depend on. */
export async function loadSiteContext(): Promise<SiteContext> {
  const [{ getTenantInfo: tenants }, settings] = await Promise.all([
    api.request(GetTenantInfoDocument, { includeTest: true }),
    // No site on the main host until one is chosen: the settings call then fails.
    api.request(GetSiteSettingsPayloadDocument).then(
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
        extraContentTypes: [],
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
    contentLabels: stringList(get(payload, 'labels.content')) ?? ['Sponsored'],
  };
  $site.set(context);
  return context;
}
