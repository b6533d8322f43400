import { z } from 'zod';
import { dbBoolean, dbJson } from './rows.ts';
import { modules } from '../shared/enums.ts';
import { tenantOnlyContentTypes, type TenantOnlyContentType } from '../shared/content-types.ts';

export const tenantRow = z.object({
  key: z.string(),
  name: z.string(),
  abbreviation: z.string(),
  prod_endpoint: z.string(),
  modules: dbJson(z.array(z.enum(modules))),
  is_test: dbBoolean,
  /** Unknown names (a type since retired) are dropped rather than failing every request of the tenant. */
  extra_content_types: dbJson(z.array(z.string()))
    .optional()
    .transform((types) =>
      (types ?? []).filter((t): t is TenantOnlyContentType =>
        (tenantOnlyContentTypes as readonly string[]).includes(t),
      ),
    ),
});

export interface Tenant {
  key: string;
  name: string;
  abbreviation: string;
  prodEndpoint: string;
  domain: string;
  domains: string[];
  modules: string[];
  isTest: boolean;
  /** The tenant-only content types (Apparatus, InQuarters) this tenant may create. */
  extraContentTypes: TenantOnlyContentType[];
}

export const toTenant = (row: unknown, domains: string[]): Tenant => {
  const r = tenantRow.parse(row);
  return {
    key: r.key,
    name: r.name,
    abbreviation: r.abbreviation,
    prodEndpoint: r.prod_endpoint,
    domain: domains[0] ?? `${r.key}.localhost`,
    domains,
    modules: r.modules,
    isTest: r.is_test,
    extraContentTypes: r.extra_content_types,
  };
};
